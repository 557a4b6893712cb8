package jvisa.machine.memory;

import java.math.BigDecimal;

/**
 * IEEE 754 binary16 conversions (Java 17 has none). Halves are held in the low 16 bits of an int.
 */
public final class Half {
  private static final int DOUBLE_TO_HALF_BIAS = 1023 - 15;
  private static final int DROPPED_MANTISSA_BITS = 52 - 10;

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

  public static boolean isNaN(int half) {
    return (half & 0x7C00) == 0x7C00 && (half & 0x3FF) != 0;
  }

  /** {@code value} rounded to half precision (round to nearest even). */
  public static int fromFloat(float value) {
    return fromDouble(value); // exact widening, so one rounding
  }

  /**
   * {@code value} rounded to half precision (ties to even); overflow gives infinity, NaN stays NaN.
   */
  public static int fromDouble(double value) {
    long bits = Double.doubleToRawLongBits(value);
    int sign = (int) (bits >>> 48) & 0x8000;
    int exponent = (int) (bits >>> 52) & 0x7FF;
    long mantissa = bits & 0xF_FFFF_FFFF_FFFFL;
    if (exponent == 0x7FF) {
      return mantissa == 0
          ? sign | 0x7C00
          : sign | 0x7E00 | (int) (mantissa >>> DROPPED_MANTISSA_BITS);
    }
    int e = exponent - DOUBLE_TO_HALF_BIAS;
    if (e >= 31) {
      return sign | 0x7C00;
    }
    if (e <= 0) {
      if (e < -10) {
        return sign; // below half the smallest subnormal
      }
      return sign | roundShift(mantissa | 1L << 52, DROPPED_MANTISSA_BITS + 1 - e);
    }
    // a carry out of the mantissa into the exponent is correct, up to infinity
    return sign | roundShift((long) e << 52 | mantissa, DROPPED_MANTISSA_BITS);
  }

  /**
   * The half nearest to {@code value} (ties to even), exact: rounding the decimal to a double first
   * can only mislead when that double lands exactly on a midpoint between two halves, and then the
   * decimal decides.
   */
  public static int fromDecimal(BigDecimal value) {
    int sign = value.signum() < 0 ? 0x8000 : 0;
    BigDecimal magnitude = value.abs();
    double d = magnitude.doubleValue();
    int h = fromDouble(d);
    double hv = toFloat(h);
    if (hv == d) {
      return sign | h;
    }
    int lower = d > hv ? h : h - 1;
    int upper = lower + 1;
    double lowerValue = toFloat(lower);
    double upperValue = upper == 0x7C00 ? 65536.0 : toFloat(upper);
    if (2 * d != lowerValue + upperValue) {
      return sign | h;
    }
    int cmp = magnitude.compareTo(new BigDecimal(d));
    return sign | (cmp > 0 ? upper : cmp < 0 ? lower : h);
  }

  private static int roundShift(long m, int shift) {
    long h = m >>> shift;
    long rest = m & ((1L << shift) - 1);
    long halfway = 1L << (shift - 1);
    if (rest > halfway || (rest == halfway && (h & 1) != 0)) {
      h++;
    }
    return (int) h;
  }
}
