package jvisa.machine.check;

import jvisa.machine.core.ThreadProbe;

/** What the checks of one work-group share: its SLM's size, {@code __local} buffers and shadow. */
public final class GroupChecks {
  private final int slmSize;
  private final MemoryMap slmMap;
  // a group's threads run on one Java thread
  private final RaceShadow slmShadow = new RaceShadow(false);
  private final MemoryOrigins slmOrigins = new MemoryOrigins();

  /**
   * The checks' state of a group.
   *
   * @param slmMap the {@code __local} buffers in SLM (the kernel's own variables, the arguments)
   */
  public GroupChecks(int slmSize, MemoryMap slmMap) {
    this.slmSize = slmSize;
    this.slmMap = slmMap;
    slmOrigins.startUndefined(0, slmSize, ThreadProbe.unwrittenSlmOrigin());
  }

  int slmSize() {
    return slmSize;
  }

  MemoryMap slmMap() {
    return slmMap;
  }

  /**
   * For the uninitialised-value check, the origins of the SLM's bytes (at first: no thread wrote
   * them).
   */
  MemoryOrigins slmOrigins() {
    return slmOrigins;
  }

  RaceShadow slmShadow() {
    return slmShadow;
  }
}
