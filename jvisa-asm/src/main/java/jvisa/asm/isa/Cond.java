package jvisa.asm.isa;

/** The relation of {@code cmp}: {@code cmp.lt}. */
public enum Cond implements Spelled {
  EQ("eq"),
  NE("ne"),
  GT("gt"),
  GE("ge"),
  LT("lt"),
  LE("le");

  private final String text;

  Cond(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
