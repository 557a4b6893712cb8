package jvisa.asm.isa;

/** What an {@code lsc_fence} does to the caches: {@code lsc_fence.ugm.evict.gpu}. */
public enum FenceOp implements Spelled {
  NONE("none"),
  EVICT("evict"),
  INVALIDATE("invalidate"),
  DISCARD("discard"),
  CLEAN("clean"),
  FLUSH_L3("flushl3"),
  TYPE6("type6");

  private final String text;

  FenceOp(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
