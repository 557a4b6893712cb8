package jvisa.cc.interp;

import java.math.BigDecimal;

/**
 * The OpenCL.std functions taking a float apart, on values held exactly in doubles: frexp's
 * mantissa and exponent, ilogb, logb and remquo's quotient bits.
 */
final class FloatDecomposition {
  /** OpenCL's FP_ILOGB0 (INT_MIN) and FP_ILOGBNAN (INT_MAX). */
  static final long ILOGB_ZERO = Integer.MIN_VALUE;

  static final long ILOGB_NAN = Integer.MAX_VALUE;

  private static final int QUOTIENT_BITS = 7;

  private FloatDecomposition() {}

  private static boolean special(double x) {
    return x == 0 || Double.isNaN(x) || Double.isInfinite(x);
  }

  /** The unbiased exponent of a finite non-zero x, subnormal doubles included. */
  private static int exponent(double x) {
    int e = Math.getExponent(x);
    return e >= Double.MIN_EXPONENT ? e : Math.getExponent(x * 0x1p64) - 64;
  }

  static double frexpMantissa(double x) {
    return special(x) ? x : Math.scalb(x, -(exponent(x) + 1));
  }

  static long frexpExponent(double x) {
    return special(x) ? 0 : exponent(x) + 1;
  }

  static long ilogb(double x) {
    if (x == 0) {
      return ILOGB_ZERO;
    }
    return special(x) ? ILOGB_NAN : exponent(x);
  }

  static double logb(double x) {
    if (x == 0) {
      return Double.NEGATIVE_INFINITY;
    }
    return special(x) ? Math.abs(x) : exponent(x);
  }

  /**
   * The low 7 bits of the magnitude of x/y rounded to the nearest integer (ties to even), with the
   * sign of x/y; 0 where the remainder is NaN.
   */
  static long remquoQuotient(double x, double y) {
    double r = Math.IEEEremainder(x, y);
    if (Double.isNaN(r) || Double.isInfinite(y)) {
      return 0;
    }
    BigDecimal q = new BigDecimal(x).subtract(new BigDecimal(r)).divide(new BigDecimal(y));
    long bits = q.toBigIntegerExact().abs().longValue() & ((1L << QUOTIENT_BITS) - 1);
    return (x < 0) != (y < 0) ? -bits : bits;
  }
}
