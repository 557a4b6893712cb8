package jvisa.machine.check;

import java.util.EnumSet;
import java.util.Set;
import jvisa.machine.core.ThreadProbe;

/**
 * What the checks of one launch share: which checks run, the findings, the launch's named memory
 * regions and the race shadow of global memory.
 */
public final class LaunchChecks {
  private final Set<CheckKind> checks;
  private final FindingLog log;
  private final MemoryMap map = new MemoryMap();
  private final RaceShadow shadow;
  private final MemoryOrigins origins = new MemoryOrigins();
  private final java.util.concurrent.ConcurrentHashMap<Long, String> groupNames =
      new java.util.concurrent.ConcurrentHashMap<>();

  public LaunchChecks(Set<CheckKind> checks, FindingLog log) {
    this(checks, log, 2);
  }

  /**
   * @param workers the Java threads that run the launch's work-groups at once (1: the shadows need
   *     no locks)
   */
  public LaunchChecks(Set<CheckKind> checks, FindingLog log, int workers) {
    this.checks = checks.isEmpty() ? EnumSet.noneOf(CheckKind.class) : EnumSet.copyOf(checks);
    this.log = log;
    this.shadow = new RaceShadow(workers > 1);
  }

  public boolean has(CheckKind k) {
    return checks.contains(k);
  }

  /**
   * Whether memory accesses must go through the checked views (races, bounds, uninit); the barrier
   * check alone needs none.
   */
  public boolean watchesMemory() {
    return has(CheckKind.RACES) || has(CheckKind.BOUNDS) || has(CheckKind.UNINIT);
  }

  public Set<CheckKind> checks() {
    return Set.copyOf(checks);
  }

  public FindingLog log() {
    return log;
  }

  /** The launch's allocations; the launcher adds each buffer it places. */
  public MemoryMap map() {
    return map;
  }

  /** A region cut into one slice per hardware thread (private memory, scratch). */
  record ThreadSlices(long base, long bytesPerThread) {}

  private final java.util.List<ThreadSlices> slices =
      new java.util.concurrent.CopyOnWriteArrayList<>();

  /**
   * Declares the region at {@code base} (in {@link #map}) one slice of {@code bytesPerThread} per
   * hardware thread: the bounds check reports a thread's access to another thread's slice.
   */
  public void addThreadSlices(long base, long bytesPerThread) {
    if (bytesPerThread > 0) {
      slices.add(new ThreadSlices(base, bytesPerThread));
    }
  }

  /** The slicing of the region starting at {@code base}, or null. */
  ThreadSlices slicesAt(long base) {
    for (ThreadSlices s : slices) {
      if (s.base() == base) {
        return s;
      }
    }
    return null;
  }

  /**
   * Declares {@code [base, base + size)} of global memory undefined until the kernel writes it, for
   * the uninitialised-value check (private memory, scratch: what the launch allocates without the
   * host writing it). Everything else the launch places starts defined.
   */
  public void startUndefined(long base, long size) {
    origins.startUndefined(base, size, ThreadProbe.unwrittenPrivateOrigin());
  }

  /**
   * Declares the bytes of an image the host gave no contents undefined until a kernel writes them:
   * values read back from them are undefined.
   */
  public void startUndefinedImage(long base, long size) {
    origins.startUndefined(base, size, ThreadProbe.unwrittenImageOrigin());
  }

  private final java.util.Set<Long> images = java.util.concurrent.ConcurrentHashMap.newKeySet();

  /** Names an image in the map at its first use, unless a region (a buffer) already holds it. */
  void describeImage(jvisa.machine.memory.ImageSurface image) {
    if (images.add(image.base()) && map.at(image.base()) == null) {
      map.add("image '" + image.name() + "'", image.base(), image.byteSize(), true);
    }
  }

  /**
   * Called when a thread starts in hardware thread slot {@code slot}: its slices of private memory
   * and scratch hold nothing it wrote, whatever earlier threads of the slot left there.
   */
  public void threadStarts(int slot) {
    if (!has(CheckKind.UNINIT)) {
      return;
    }
    for (ThreadSlices s : slices) {
      origins.reset(s.base() + slot * s.bytesPerThread(), s.bytesPerThread());
    }
  }

  /** The origins of global memory's bytes for the uninitialised-value check. */
  MemoryOrigins origins() {
    return origins;
  }

  /** Names a group, e.g. "(1,0,0)", for the reports of other groups' races with it. */
  public void nameGroup(long groupIndex, String name) {
    groupNames.put(groupIndex, name);
  }

  /** The name of a group given to {@link #nameGroup}, else "#index". */
  String groupName(long groupIndex) {
    return groupNames.getOrDefault(groupIndex, "#" + groupIndex);
  }

  RaceShadow shadow() {
    return shadow;
  }
}
