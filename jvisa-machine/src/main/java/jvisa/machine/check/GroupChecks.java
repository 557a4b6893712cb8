package jvisa.machine.check;

/** What the checks of one work-group share: its SLM's size, {@code __local} buffers and shadow. */
public final class GroupChecks {
  private final int slmSize;
  private final MemoryMap slmMap;
  private final RaceShadow slmShadow = new RaceShadow();

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

  RaceShadow slmShadow() {
    return slmShadow;
  }
}
