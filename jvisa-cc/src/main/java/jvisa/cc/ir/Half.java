package jvisa.cc.ir;

/** IEEE binary16 conversions (Java 17 has none), with OpenCL's rounding modes. */
public final class Half {
  private Half() {}

  public static float toFloat(int h) {
    int sign = (h >>> 15) & 1;
    int exp = (h >>> 10) & 0x1F;
    int mant = h & 0x3FF;
    float v;
    if (exp == 0) {
      v = mant * 0x1p-24f;
    } else if (exp == 31) {
      v = mant == 0 ? Float.POSITIVE_INFINITY : Float.NaN;
    } else {
      v = (1024 + mant) * (float) Math.pow(2, exp - 25);
    }
    return sign == 1 ? -v : v;
  }

  /** The half nearest {@code f} (ties to even). */
  public static int fromFloat(float f) {
    return fromDouble(f, Rounding.RTE);
  }

  /** {@code value} rounded to a half under {@code mode}. */
  public static int fromDouble(double value, Rounding mode) {
    if (Double.isNaN(value)) {
      return 0x7E00;
    }
    int sign = (Double.doubleToRawLongBits(value) < 0) ? 0x8000 : 0;
    double a = Math.abs(value);
    if (Double.isInfinite(a)) {
      return sign | 0x7C00;
    }
    // a = m * 2^-24 in subnormal units; scale to the half's unit in the last place
    int e = a == 0 ? -25 : Math.getExponent(a);
    int unitExp = Math.max(e, -14) - 10;
    double scaled = a / Math.pow(2, unitExp);
    double floor = Math.floor(scaled);
    double frac = scaled - floor;
    boolean negative = sign != 0;
    long m = (long) floor;
    boolean up =
        switch (mode) {
          case RTE -> frac > 0.5 || frac == 0.5 && (m & 1) == 1;
          case RTZ -> false;
          case RTP -> frac > 0 && !negative;
          case RTN -> frac > 0 && negative;
        };
    if (up) {
      m++;
    }
    long bits;
    if (unitExp == -24) {
      bits = m; // subnormal, may round up into the smallest normal
    } else {
      int biased = unitExp + 10 + 15;
      if (m >= 2048) {
        m >>= 1;
        biased++;
      }
      bits = ((long) biased << 10) | (m & 0x3FF);
    }
    if (bits >= 0x7C00) {
      boolean toInf =
          mode == Rounding.RTE
              || mode == Rounding.RTP && !negative
              || mode == Rounding.RTN && negative;
      bits = toInf ? 0x7C00 : 0x7BFF;
    }
    return sign | (int) bits;
  }
}
