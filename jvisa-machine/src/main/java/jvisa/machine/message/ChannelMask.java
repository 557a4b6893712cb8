package jvisa.machine.message;

import jvisa.asm.isa.Channels;

/**
 * Color / component masks: bit 0 = R (x), 1 = G (y), 2 = B (z), 3 = A (w). Legacy messages write
 * them as suffixes such as {@code .RG} or {@code .RGBA}; LSC quad messages as {@code .xzw}.
 */
public final class ChannelMask {
  private ChannelMask() {}

  /** Parses "R", "RG", "RB", "RGBA", ... (letters in RGBA order, at least one). */
  public static int parseRgba(String text) {
    return parse(text, "RGBA");
  }

  /**
   * Parses "x", "xy", "xzw", ... (letters in xyzw order, at least one; a leading '.' is allowed).
   */
  public static int parseXyzw(String text) {
    return parse(text.startsWith(".") ? text.substring(1) : text, "xyzw");
  }

  private static int parse(String text, String letters) {
    Channels c = Channels.parse(text, letters);
    if (c == null) {
      throw new IllegalArgumentException(
          "channel mask \""
              + text
              + "\" must be letters of "
              + letters
              + " in that order, at least one");
    }
    return c.mask();
  }

  /** Number of enabled channels. */
  public static int count(int mask) {
    return Integer.bitCount(mask & 0xF);
  }

  /** The RGBA spelling of {@code mask}, e.g. "RB". */
  public static String toRgba(int mask) {
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < 4; c++) {
      if ((mask & (1 << c)) != 0) {
        sb.append("RGBA".charAt(c));
      }
    }
    return sb.toString();
  }
}
