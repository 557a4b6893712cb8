package jvisa.spirv;

/** How to read a numeric literal's words: its width in bits, integer or float, signed or not. */
public record LiteralType(int width, boolean floating, boolean signed) {
  /** A plain 32-bit word ({@code LiteralInteger}). */
  public static final LiteralType WORD = new LiteralType(32, false, false);

  /** How many 32-bit words a literal of this type takes. */
  public int words() {
    return (width + 31) / 32;
  }
}
