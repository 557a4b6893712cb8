package jvisa.asm.isa;

/** The modifier of media_ld/media_st (MEDIA_LD.md); the ordinal is the modifier's number. */
public enum MediaModifier implements Spelled {
  NOMOD("nomod"),
  MODIFIED("modified"),
  TOP("top"),
  BOTTOM("bottom"),
  TOP_MOD("top_mod"),
  BOTTOM_MOD("bottom_mod");

  private final String text;

  MediaModifier(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
