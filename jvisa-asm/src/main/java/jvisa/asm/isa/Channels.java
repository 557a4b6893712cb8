package jvisa.asm.isa;

/**
 * The enabled channels of a four-channel message, bit 0 = R (x) ... bit 3 = A (w): written {@code
 * .RG}, {@code .RGBA} on legacy messages, {@code .xzw} on LSC quad messages.
 */
public record Channels(int mask) {
  /**
   * Parses letters of {@code RGBA} (or of {@code xyzw}) in that order, at least one; null if
   * malformed.
   */
  public static Channels parse(String text, String letters) {
    int mask = 0;
    int last = -1;
    for (int i = 0; i < text.length(); i++) {
      int c = letters.indexOf(text.charAt(i));
      if (c <= last) {
        return null;
      }
      mask |= 1 << c;
      last = c;
    }
    return mask == 0 ? null : new Channels(mask);
  }

  public int count() {
    return Integer.bitCount(mask);
  }

  public String text(String letters) {
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < 4; c++) {
      if ((mask & (1 << c)) != 0) {
        sb.append(letters.charAt(c));
      }
    }
    return sb.toString();
  }
}
