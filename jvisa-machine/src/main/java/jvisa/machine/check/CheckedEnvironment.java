package jvisa.machine.check;

import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.core.ThreadProbe;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.StatelessSurface;

/**
 * One thread's environment in a checked launch: the group's environment with every memory seen
 * through a {@link CheckedSpace} of this thread (made once per memory and kept).
 */
public final class CheckedEnvironment implements ThreadEnvironment {
  private final ThreadEnvironment group;
  private final ThreadProbe probe;
  private final LaunchChecks launch;
  private final GroupChecks groupChecks;
  // a thread reaches few memories: a short list searched by identity beats a map
  private AddressSpace[] viewed = new AddressSpace[4];
  private CheckedSpace[] views = new CheckedSpace[4];
  private int viewCount;
  private AddressSpace lastViewed;
  private CheckedSpace lastView;
  private CheckedSpace slm;

  public CheckedEnvironment(
      ThreadEnvironment group, ThreadProbe probe, LaunchChecks launch, GroupChecks groupChecks) {
    this.group = group;
    this.probe = probe;
    this.launch = launch;
    this.groupChecks = groupChecks;
  }

  @Override
  public AddressSpace global() {
    return view(group.global(), CheckedSpace.Target.GLOBAL, 0, -1);
  }

  @Override
  public AddressSpace slm() {
    if (slm == null) {
      slm =
          new CheckedSpace(group.slm(), CheckedSpace.Target.SLM, 0, -1, probe, launch, groupChecks);
    }
    return slm;
  }

  @Override
  public AddressSpace surface(long bti) {
    if (bti == BindingTable.SLM) {
      return slm();
    }
    return surfaceView(group.surface(bti));
  }

  @Override
  public AddressSpace bindless(long surfaceStateAddress) {
    return surfaceView(group.bindless(surfaceStateAddress));
  }

  private AddressSpace surfaceView(AddressSpace s) {
    if (s instanceof BufferSurface b) {
      return view(b, CheckedSpace.Target.BUFFER, b.base(), b.size());
    }
    if (s instanceof StatelessSurface st) {
      return view(st, CheckedSpace.Target.STATELESS, st.base(), -1);
    }
    return s;
  }

  private AddressSpace view(AddressSpace s, CheckedSpace.Target target, long base, long size) {
    if (s == lastViewed) {
      return lastView;
    }
    for (int i = 0; i < viewCount; i++) {
      if (viewed[i] == s) {
        lastViewed = s;
        lastView = views[i];
        return lastView;
      }
    }
    if (viewCount == viewed.length) {
      viewed = java.util.Arrays.copyOf(viewed, viewCount * 2);
      views = java.util.Arrays.copyOf(views, viewCount * 2);
    }
    CheckedSpace v = new CheckedSpace(s, target, base, size, probe, launch, groupChecks);
    viewed[viewCount] = s;
    views[viewCount++] = v;
    lastViewed = s;
    lastView = v;
    return v;
  }

  /**
   * The image with its bytes seen through this thread's checked view of global memory (the image
   * named in the launch's map at its first use).
   */
  @Override
  public ImageSurface image(long bti) {
    ImageSurface img = group.image(bti);
    if (img != lastImage) {
      launch.describeImage(img);
      lastImage = img;
      lastCheckedImage = img.through(view(img.memory(), CheckedSpace.Target.GLOBAL, 0, -1));
    }
    return lastCheckedImage;
  }

  private ImageSurface lastImage;
  private ImageSurface lastCheckedImage;

  @Override
  public boolean mustWaitAtBarrier() {
    return group.mustWaitAtBarrier();
  }
}
