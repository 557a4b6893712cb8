package jvisa.machine.memory;

/** IEEE 754 binary16 conversions (Java 17 has none). */
public final class Half {
  private Half() {}

  /** The float equal to the half-precision value in the low 16 bits of {@code half}. */
  public static float toFloat(int half) {
    int sign = (half & 0x8000) << 16;
    int exponent = (half >>> 10) & 0x1F;
    int mantissa = half & 0x3FF;
    if (exponent == 0) {
      float magnitude = mantissa * 0x1p-24f; // exact: zero or subnormal
      return sign != 0 ? -magnitude : magnitude;
    }
    if (exponent == 0x1F) {
      return Float.intBitsToFloat(sign | 0x7F80_0000 | (mantissa << 13));
    }
    return Float.intBitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
  }

  /** {@code value} rounded to half precision (round to nearest even), as 16 bits. */
  public static int fromFloat(float value) {
    int bits = Float.floatToRawIntBits(value);
    int sign = (bits >>> 16) & 0x8000;
    int exponent = (bits >>> 23) & 0xFF;
    int mantissa = bits & 0x7F_FFFF;
    if (exponent == 0xFF) {
      return mantissa == 0 ? sign | 0x7C00 : sign | 0x7E00 | (mantissa >>> 13);
    }
    int e = exponent - 112; // rebias 127 -> 15
    if (e >= 31) {
      return sign | 0x7C00;
    }
    if (e <= 0) {
      if (e < -10) {
        return sign; // below half the smallest subnormal
      }
      int m = mantissa | 0x80_0000;
      int shift = 14 - e;
      return sign | roundShift(m, shift);
    }
    int h = (e << 10) | (mantissa >>> 13);
    int rest = mantissa & 0x1FFF;
    if (rest > 0x1000 || (rest == 0x1000 && (h & 1) != 0)) {
      h++; // a carry into the exponent is correct, up to infinity
    }
    return sign | h;
  }

  private static int roundShift(int m, int shift) {
    int h = m >>> shift;
    int rest = m & ((1 << shift) - 1);
    int halfway = 1 << (shift - 1);
    if (rest > halfway || (rest == halfway && (h & 1) != 0)) {
      h++;
    }
    return h;
  }
}
