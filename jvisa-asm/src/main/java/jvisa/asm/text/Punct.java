package jvisa.asm.text;

/**
 * Punctuation codes: a one-character punctuation is its own character; the operators of two or
 * three characters get codes below the printable range. {@link #text} gives the shared string of
 * each.
 */
final class Punct {
  static final char SHR_UNSIGNED = 1;
  static final char SHL = 2;
  static final char SHR = 3;
  static final char LE = 4;
  static final char GE = 5;
  static final char EQ = 6;
  static final char NE = 7;

  /** The characters that stand alone as punctuation. */
  static final String SINGLE = "()<>[]{},;:.=+-*/%&|^~!?";

  private static final String[] TEXT = new String[128];

  static {
    for (int i = 0; i < SINGLE.length(); i++) {
      char c = SINGLE.charAt(i);
      TEXT[c] = String.valueOf(c).intern();
    }
    TEXT[SHR_UNSIGNED] = ">>>";
    TEXT[SHL] = "<<";
    TEXT[SHR] = ">>";
    TEXT[LE] = "<=";
    TEXT[GE] = ">=";
    TEXT[EQ] = "==";
    TEXT[NE] = "!=";
  }

  private Punct() {}

  static String text(char code) {
    return TEXT[code];
  }
}
