package jvisa.asm.isa;

/**
 * An LSC cache control for one cache level: {@code lsc_load.ugm.ca.ca}, {@code
 * lsc_store.ugm.wb.wb}.
 */
public enum CacheHint implements Spelled {
  DEFAULT("df"),
  UNCACHED("uc"),
  CACHED("ca"),
  CONST_CACHED("cc"),
  STREAMING("cs"),
  READ_INVALIDATE("ri"),
  WRITE_BACK("wb"),
  WRITE_THROUGH("wt"),
  STREAMING_WRITE("st");

  private final String text;

  CacheHint(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
