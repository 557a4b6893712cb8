package jvisa.asm.isa;

/** The shared function an LSC message goes to: {@code lsc_load.ugm}. */
public enum Sfid implements Spelled {
  /** Untyped global memory. */
  UGM("ugm"),
  /** Untyped global memory, low bandwidth. */
  UGML("ugml"),
  /** Typed global memory (images). */
  TGM("tgm"),
  /** Shared local memory. */
  SLM("slm");

  private final String text;

  Sfid(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
