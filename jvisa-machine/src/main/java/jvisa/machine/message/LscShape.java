package jvisa.machine.message;

import jvisa.asm.isa.LscDataShape;

/**
 * The decoded shape of an untyped LSC access, built once when the instruction is decoded: data
 * size, vector size (elements per address), transposed or not, address size, and the address scale
 * and immediate offset of {@code flat[0x4*V+0x10]} (scale 1, offset 0 when absent).
 *
 * @param vectorSize 1, 2, 3, 4, 8, 16, 32 or 64 (the {@code xN} suffix; 1 when absent)
 * @param transposed the {@code t} suffix: SIMD1, all elements from one address into consecutive
 *     register elements
 */
public record LscShape(
    LscDataSize data,
    int vectorSize,
    boolean transposed,
    LscAddressSize address,
    long scale,
    long immOffset) {
  public LscShape {
    if (data == null || address == null) {
      throw new IllegalArgumentException("LSC data and address sizes are required");
    }
    if (!((vectorSize >= 1 && vectorSize <= 4)
        || vectorSize == 8
        || vectorSize == 16
        || vectorSize == 32
        || vectorSize == 64)) {
      throw new IllegalArgumentException(
          "LSC vector size must be 1, 2, 3, 4, 8, 16, 32 or 64: " + vectorSize);
    }
    if (scale < 0) {
      throw new IllegalArgumentException("LSC address scale must not be negative: " + scale);
    }
    if (scale == 0) {
      scale = 1;
    }
  }

  /** A shape without scale and offset. */
  public static LscShape of(
      LscDataSize data, int vectorSize, boolean transposed, LscAddressSize address) {
    return new LscShape(data, vectorSize, transposed, address, 1, 0);
  }

  /**
   * Parses a data operand suffix as printed after ':' — e.g. "d32", "d8c32", "d32x4", "d64t",
   * "d32x8t" — with the address size and scale/offset given separately.
   */
  public static LscShape parse(String dataSuffix, LscAddressSize address, long scale, long offset) {
    String s = dataSuffix.startsWith(":") ? dataSuffix.substring(1) : dataSuffix;
    LscDataShape shape = LscDataShape.parse(s);
    if (shape == null || shape.channels() != null) {
      throw new IllegalArgumentException("bad LSC data shape :" + s);
    }
    return new LscShape(
        LscDataSize.of(shape), shape.vectorSize(), shape.transposed(), address, scale, offset);
  }

  /** How lanes find their addresses: {@code scale * raw + immOffset} of the address size. */
  LaneAddresses addresses() {
    return LaneAddresses.lsc(address, scale, immOffset);
  }
}
