package jvisa.machine.message;

/**
 * LSC address sizes: how per-lane addresses are read from the address operand and extended. {@code
 * a16}, {@code a32} and {@code a32u} are unsigned, {@code a32s} is sign-extended to 64 bits and
 * {@code a64} is a full 64-bit address. The 16- and 32-bit forms wrap modulo 2^32 after scale and
 * offset; {@code a32s} then sign-extends.
 */
public enum LscAddressSize {
  A16(2),
  A32(4),
  A32S(4),
  A32U(4),
  A64(8);

  private final int registerBytes;

  LscAddressSize(int registerBytes) {
    this.registerBytes = registerBytes;
  }

  /** Bytes per lane in the address operand. */
  public int registerBytes() {
    return registerBytes;
  }

  /** Parses a16 a32 a32s a32u a64 (with or without the leading ':'). */
  public static LscAddressSize parse(String text) {
    switch (text.startsWith(":") ? text.substring(1) : text) {
      case "a16":
        return A16;
      case "a32":
        return A32;
      case "a32s":
        return A32S;
      case "a32u":
        return A32U;
      case "a64":
        return A64;
      default:
        throw new IllegalArgumentException("unknown LSC address size " + text);
    }
  }
}
