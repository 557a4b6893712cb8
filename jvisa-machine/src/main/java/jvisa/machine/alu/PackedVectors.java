package jvisa.machine.alu;

/**
 * Elements of the packed immediate vectors (2_datatypes.md, 5_operands.md): V holds eight signed
 * 4-bit integers, UV eight unsigned ones, VF four 8-bit restricted floats; element 0 is in the
 * least significant bits.
 */
public final class PackedVectors {
  private PackedVectors() {}

  /** Element {@code index} (0-7) of a V immediate, in [-8, 7]. */
  public static long vElement(long packed, int index) {
    return (long) (((int) packed << (28 - 4 * index)) >> 28);
  }

  /** Element {@code index} (0-7) of a UV immediate, in [0, 15]. */
  public static long uvElement(long packed, int index) {
    return (packed >>> (4 * index)) & 0xf;
  }

  /** Element {@code index} (0-3) of a VF immediate, as its exact float value. */
  public static double vfElement(long packed, int index) {
    return restrictedFloat((int) (packed >>> (8 * index)) & 0xff);
  }

  /**
   * The value of an 8-bit restricted float: sign bit 7, exponent bits 6-4 (excess 3), fraction bits
   * 3-0 with an implied leading one even when the exponent is zero; only 0x00 and 0x80 are zeros.
   * So the magnitudes run from 0.1328125 to 31, with no denormals, infinities or NaNs.
   */
  public static double restrictedFloat(int bits) {
    int magnitude = bits & 0x7f;
    if (magnitude == 0) {
      return (bits & 0x80) != 0 ? -0.0 : 0.0;
    }
    int exponent = (magnitude >> 4) - 3;
    double value = Math.scalb(1.0 + (magnitude & 0xf) / 16.0, exponent);
    return (bits & 0x80) != 0 ? -value : value;
  }
}
