package jvisa.asm.isa;

/**
 * The data shape of an untyped LSC operand as written after ':' — {@code d32}, {@code d8c32},
 * {@code d16u32h}, {@code d32x4}, {@code d64x3t} — or of a quad operand, {@code d32.xyzw}.
 *
 * @param memoryBytes bytes of one element in memory
 * @param registerBytes bytes one element takes in a register (4 for the zero-extended d8u32 and
 *     d16u32)
 * @param vectorSize elements per address (the {@code xN} part, or the channel count of a quad
 *     shape)
 * @param transposed the {@code t} suffix: one address, the elements in consecutive register
 *     elements
 * @param high16 {@code d16u32h}: the upper half of each dword
 * @param channels the channels of a quad shape ({@code .xzw}), null otherwise
 */
public record LscDataShape(
    int memoryBytes,
    int registerBytes,
    int vectorSize,
    boolean transposed,
    boolean high16,
    Channels channels) {
  /** The most register bytes the data of one LSC message may cover: eight registers. */
  public static final int MAX_PAYLOAD_BYTES = 8 * PayloadSize.GRF_BYTES;

  /** What the shapes are, for messages. */
  public static final String EXPECTED =
      "d8, d16, d32, d64, d8u32, d16u32 or d16u32h, then xN for a vector "
          + "of N = 1-4, 8, 16, 32 or 64 and t for transposed, or .xyzw channels";

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
      return new LscDataShape(
          element.memoryBytes, element.registerBytes, c.count(), false, false, c);
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
    if (!((vector >= 1 && vector <= 4)
        || vector == 8
        || vector == 16
        || vector == 32
        || vector == 64)) {
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

  /**
   * What makes this shape illegal for a load or store of {@code n} lanes (as GenX_IR checks it), or
   * null: a transposed access has one lane; only d32 and d64 take a vector without transpose, the
   * converting sizes none at all; the data covers at most eight registers.
   */
  public String accessProblem(int n) {
    if (transposed && n != 1) {
      return "a transposed shape (t) needs execution size 1, not " + n;
    }
    if (channels == null && vectorSize > 1) {
      if (registerBytes != memoryBytes) {
        return "the converting sizes (d8u32, d16u32, d16u32h) take no vector";
      }
      if (!transposed && memoryBytes < 4) {
        return "only d32 and d64 take a vector size without transpose (t)";
      }
    }
    long bytes = payloadBytes(n);
    if (bytes > MAX_PAYLOAD_BYTES) {
      return "the data covers "
          + PayloadSize.registers(bytes) / PayloadSize.GRF_BYTES
          + " registers; an LSC message moves at most "
          + MAX_PAYLOAD_BYTES / PayloadSize.GRF_BYTES;
    }
    return null;
  }

  /**
   * What makes this shape illegal for an atomic, or null: one d16u32, d32 or d64 element per lane.
   */
  public String atomicProblem() {
    if (channels != null || vectorSize != 1) {
      return "atomics take one element per lane, no vector";
    }
    if (transposed) {
      return "atomics take no transpose (t)";
    }
    boolean d16u32 = memoryBytes == 2 && registerBytes == 4 && !high16;
    if (!d16u32 && (memoryBytes < 4 || memoryBytes != registerBytes)) {
      return "atomics take d16u32, d32 or d64 data";
    }
    return null;
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
   * Register bytes the data of an {@code n}-lane message covers: each vector element's lanes start
   * on a new register, the last one ends with its last lane.
   */
  public long payloadBytes(int n) {
    long lanes = (long) n * registerBytes;
    return transposed
        ? (long) vectorSize * registerBytes
        : (vectorSize - 1) * PayloadSize.registers(lanes) + lanes;
  }

  /**
   * Register bytes of one address of the given size ({@code a16}, {@code a32}, {@code a32u}, {@code
   * a64}), or -1.
   */
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
