package jvisa.asm.isa;

/**
 * The data shape of an untyped LSC operand as written after ':' — {@code d32}, {@code d8c32}, {@code d16u32h},
 * {@code d32x4}, {@code d64x3t} — or of a quad operand, {@code d32.xyzw}.
 *
 * @param memoryBytes bytes of one element in memory
 * @param registerBytes bytes one element takes in a register (4 for the zero-extended d8u32 and d16u32)
 * @param vectorSize elements per address (the {@code xN} part, or the channel count of a quad shape)
 * @param transposed the {@code t} suffix: one address, the elements in consecutive register elements
 * @param high16 {@code d16u32h}: the upper half of each dword
 * @param channels the channels of a quad shape ({@code .xzw}), null otherwise
 */
public record LscDataShape(
    int memoryBytes, int registerBytes, int vectorSize, boolean transposed, boolean high16, Channels channels) {

  /** The shape as written, or null when it is not an untyped vector or quad shape. */
  public static LscDataShape parse(String text) {
    if (text == null || text.length() < 2 || (text.charAt(0) != 'd' && text.charAt(0) != 'u')) {
      return null;
    }
    int dot = text.indexOf('.');
    if (dot >= 0) {
      LscDataShape element = parse(text.substring(0, dot));
      Channels c = Channels.parse(text.substring(dot + 1), "xyzw");
      if (element == null || c == null || element.vectorSize != 1 || element.transposed) {
        return null;
      }
      return new LscDataShape(element.memoryBytes, element.registerBytes, c.count(), false, false, c);
    }
    String s = text.substring(1);
    boolean transposed = s.endsWith("t");
    if (transposed) {
      s = s.substring(0, s.length() - 1);
    }
    int vector = 1;
    int x = s.indexOf('x');
    if (x >= 0) {
      vector = number(s.substring(x + 1));
      s = s.substring(0, x);
    }
    if (!(vector >= 1 && vector <= 4 || vector == 8 || vector == 16 || vector == 32 || vector == 64)) {
      return null;
    }
    return switch (s) {
      case "8" -> new LscDataShape(1, 1, vector, transposed, false, null);
      case "16" -> new LscDataShape(2, 2, vector, transposed, false, null);
      case "32" -> new LscDataShape(4, 4, vector, transposed, false, null);
      case "64" -> new LscDataShape(8, 8, vector, transposed, false, null);
      case "8u32", "8c32" -> new LscDataShape(1, 4, vector, transposed, false, null);
      case "16u32", "16c32" -> new LscDataShape(2, 4, vector, transposed, false, null);
      case "16u32h", "16c32h" -> new LscDataShape(2, 4, vector, transposed, true, null);
      default -> null;
    };
  }

  private static int number(String s) {
    if (s.isEmpty() || s.length() > 2) {
      return -1;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!Character.isDigit(s.charAt(i))) {
        return -1;
      }
    }
    return Integer.parseInt(s);
  }

  /**
   * Register bytes the data of an {@code n}-lane message covers: each vector element's lanes start on a new
   * register, the last one ends with its last lane.
   */
  public long payloadBytes(int n) {
    long lanes = (long) n * registerBytes;
    return transposed ? (long) vectorSize * registerBytes : (vectorSize - 1) * PayloadSize.registers(lanes) + lanes;
  }

  /** Register bytes of one address of the given size ({@code a16}, {@code a32}, {@code a32u}, {@code a64}), or -1. */
  public static int addressBytes(String size) {
    if (size == null) {
      return -1;
    }
    return switch (size) {
      case "a16" -> 2;
      case "a32", "a32s", "a32u" -> 4;
      case "a64" -> 8;
      default -> -1;
    };
  }
}
