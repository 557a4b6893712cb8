package jvisa.machine.check;

import java.util.IdentityHashMap;
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
  private final IdentityHashMap<AddressSpace, CheckedSpace> views = new IdentityHashMap<>();
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
    CheckedSpace v = views.get(s);
    if (v == null) {
      v = new CheckedSpace(s, target, base, size, probe, launch, groupChecks);
      views.put(s, v);
    }
    return v;
  }

  @Override
  public ImageSurface image(long bti) {
    return group.image(bti);
  }

  @Override
  public boolean mustWaitAtBarrier() {
    return group.mustWaitAtBarrier();
  }
}
