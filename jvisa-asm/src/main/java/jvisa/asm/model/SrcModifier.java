package jvisa.asm.model;

/** Source modifiers: negate, absolute value, both, and bitwise not (logic operations only). */
public enum SrcModifier {
  NONE(""),
  NEG("(-)"),
  ABS("(abs)"),
  NEG_ABS("(-abs)"),
  NOT("(~)");

  private final String text;

  SrcModifier(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }
}
