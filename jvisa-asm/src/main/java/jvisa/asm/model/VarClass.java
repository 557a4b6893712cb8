package jvisa.asm.model;

/** The five classes of vISA variables (the `v_type=` of a declaration). */
public enum VarClass {
  GENERAL("G"),
  ADDRESS("A"),
  PREDICATE("P"),
  SAMPLER("S"),
  SURFACE("T");

  private final String text;

  VarClass(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  private static final VarClass[] ALL = values();

  public static VarClass fromText(String s) {
    for (VarClass c : ALL) {
      if (c.text.equals(s)) {
        return c;
      }
    }
    return null;
  }
}
