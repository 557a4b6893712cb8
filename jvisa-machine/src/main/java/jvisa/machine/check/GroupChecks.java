package jvisa.machine.check;

import jvisa.machine.core.ThreadProbe;

/** What the checks of one work-group share: its SLM's size, {@code __local} buffers and shadow. */
public final class GroupChecks {
  private final int slmSize;
  private final MemoryMap slmMap;
  private final RaceShadow slmShadow = new RaceShadow();
  private int[] slmOrigins;

  /**
   * The checks' state of a group.
   *
   * @param slmMap the {@code __local} buffers in SLM (the kernel's own variables, the arguments)
   */
  public GroupChecks(int slmSize, MemoryMap slmMap) {
    this.slmSize = slmSize;
    this.slmMap = slmMap;
  }

  int slmSize() {
    return slmSize;
  }

  MemoryMap slmMap() {
    return slmMap;
  }

  /**
   * For the uninitialised-value check, per SLM byte: 0 when written with a defined value, else the
   * origin of its undefined value (at first: no thread wrote it). Made on first use.
   */
  synchronized int[] slmOrigins() {
    if (slmOrigins == null) {
      slmOrigins = new int[slmSize];
      java.util.Arrays.fill(slmOrigins, ThreadProbe.unwrittenSlmOrigin());
    }
    return slmOrigins;
  }

  RaceShadow slmShadow() {
    return slmShadow;
  }
}
