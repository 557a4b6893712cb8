package jvisa.machine.alu;

/**
 * Binary interchange formats narrower than double: IEEE binary16 (HF), bfloat16 (BF) and binary32
 * (F). Decodes their bit patterns to exact doubles and rounds exact values to them in any {@link
 * RoundingMode}, producing correctly rounded results including subnormals and overflow.
 */
public enum FloatFormat {
  HALF(5, 10),
  BFLOAT16(8, 7),
  SINGLE(8, 23);

  private static final int BELOW_HALF = 1;
  private static final int EXACT = 0;
  private static final int HALFWAY = 2;
  private static final int ABOVE_HALF = 3;

  private final int mantBits;
  private final int bias;
  private final int maxField;
  private final int minExp;
  private final long mantMask;
  private final long signBit;

  FloatFormat(int expBits, int mantBits) {
    this.mantBits = mantBits;
    this.bias = (1 << (expBits - 1)) - 1;
    this.maxField = (1 << expBits) - 1;
    this.minExp = 1 - bias;
    this.mantMask = (1L << mantBits) - 1;
    this.signBit = 1L << (expBits + mantBits);
  }

  /** Number of explicit fraction bits (10, 7, 23). */
  public int mantissaBits() {
    return mantBits;
  }

  /** Total width of the format in bits. */
  public int width() {
    return Long.numberOfTrailingZeros(signBit) + 1;
  }

  /** Largest finite value. */
  public double maxValue() {
    return decode(((long) (maxField - 1) << mantBits) | mantMask);
  }

  /** Smallest positive normal value. */
  public double minNormal() {
    return Math.scalb(1.0, minExp);
  }

  /** The exact value of a bit pattern (bits above the format's width are ignored). */
  public double decode(long bits) {
    if (this == SINGLE) {
      return Float.intBitsToFloat((int) bits);
    }
    boolean negative = (bits & signBit) != 0;
    int field = (int) ((bits & (signBit - 1)) >>> mantBits);
    long mant = bits & mantMask;
    if (field == maxField) {
      if (mant == 0) {
        return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      }
      long payload = mant << (52 - mantBits);
      return Double.longBitsToDouble((negative ? Long.MIN_VALUE : 0) | 0x7ffL << 52 | payload);
    }
    double magnitude =
        field == 0
            ? Math.scalb((double) mant, minExp - mantBits)
            : Math.scalb((double) (mant | 1L << mantBits), field - bias - mantBits);
    return negative ? -magnitude : magnitude;
  }

  /** Bit pattern of {@code x} rounded to this format. */
  public long round(double x, RoundingMode mode) {
    return round(x, 0.0, mode);
  }

  /**
   * Bit pattern of the exact value {@code hi + lo} rounded to this format. {@code hi} must be that
   * sum rounded to double (or a NaN / infinity, with {@code lo} zero); only the sign of {@code lo}
   * matters, so callers that know the sign of the remaining error may pass any tiny value.
   */
  public long round(double hi, double lo, RoundingMode mode) {
    long hb = Double.doubleToRawLongBits(hi);
    boolean negative = hb < 0;
    long sign = negative ? signBit : 0;
    int biased = (int) (hb >>> 52) & 0x7ff;
    long frac = hb & ((1L << 52) - 1);
    if (biased == 0x7ff) {
      if (frac == 0) {
        return sign | (long) maxField << mantBits;
      }
      long payload = frac >>> (52 - mantBits);
      return sign | (long) maxField << mantBits | payload | 1L << (mantBits - 1);
    }
    if (hi == 0) {
      return sign;
    }
    long m = biased == 0 ? frac : frac | 1L << 52;
    int e2 = biased == 0 ? -1074 : biased - 1075;
    int exponent = e2 + 63 - Long.numberOfLeadingZeros(m);
    int q = Math.max(exponent, minExp) - mantBits;
    int shift = q - e2;
    long kept;
    int rest;
    if (shift >= 64) {
      kept = 0;
      rest = BELOW_HALF;
    } else {
      kept = m >>> shift;
      long rem = m & ((1L << shift) - 1);
      long half = 1L << (shift - 1);
      rest = rem == 0 ? EXACT : rem < half ? BELOW_HALF : rem == half ? HALFWAY : ABOVE_HALF;
    }
    if (lo != 0) {
      boolean loGrows = (lo > 0) != negative;
      if (rest == HALFWAY) {
        rest = loGrows ? ABOVE_HALF : BELOW_HALF;
      } else if (rest == EXACT) {
        if (loGrows) {
          rest = BELOW_HALF;
        } else {
          // The exact value lies just below kept: step down one unit (a finer one at a binade
          // edge).
          if (kept == 1L << mantBits && q > minExp - mantBits) {
            kept = (1L << (mantBits + 1)) - 1;
            q--;
          } else {
            kept--;
          }
          rest = ABOVE_HALF;
        }
      }
    }
    boolean up =
        switch (mode) {
          case RNE -> rest == ABOVE_HALF || (rest == HALFWAY && (kept & 1) != 0);
          case RZ -> false;
          case RU -> !negative && rest != EXACT;
          case RD -> negative && rest != EXACT;
        };
    if (up) {
      kept++;
      if (kept == 1L << (mantBits + 1)) {
        kept >>= 1;
        q++;
      }
    }
    if (kept < 1L << mantBits) {
      return sign | kept;
    }
    int field = q + mantBits + bias;
    if (field >= maxField) {
      return overflow(negative, mode);
    }
    return sign | (long) field << mantBits | (kept & mantMask);
  }

  private long overflow(boolean negative, RoundingMode mode) {
    boolean toInfinity =
        switch (mode) {
          case RNE -> true;
          case RZ -> false;
          case RU -> !negative;
          case RD -> negative;
        };
    long magnitude =
        toInfinity ? (long) maxField << mantBits : (long) (maxField - 1) << mantBits | mantMask;
    return (negative ? signBit : 0) | magnitude;
  }

  /** {@code hi + lo} rounded to this format, as its exact double value. */
  public double roundValue(double hi, double lo, RoundingMode mode) {
    return decode(round(hi, lo, mode));
  }
}
