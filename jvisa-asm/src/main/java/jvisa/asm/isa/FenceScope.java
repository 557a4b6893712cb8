package jvisa.asm.isa;

/** How far an {@code lsc_fence} orders memory: {@code lsc_fence.slm.none.group}. */
public enum FenceScope implements Spelled {
  GROUP("group"),
  LOCAL("local"),
  TILE("tile"),
  GPU("gpu"),
  GPUS("gpus"),
  SYSTEM_RELEASE("sysrel"),
  SYSTEM_ACQUIRE("sysacq");

  private final String text;

  FenceScope(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
