package jvisa.machine.alu;

import java.math.BigDecimal;
import java.math.BigInteger;
import jvisa.asm.model.Type;

/**
 * Type conversions of the vISA machine (2_datatypes.md). Values follow the interpreter's
 * convention: an integer travels as a long holding its exact value sign- or zero-extended from its
 * type, except UQ which is the raw 64 bits; a float travels as a double holding its exact value;
 * raw bits travel as a long (zero-extended from the type's size).
 *
 * <p>Rounding of float results follows the %cr0 rounding mode. The spec text says narrowing float
 * conversions always round toward zero, but IGC brackets a {@code mov} with {@code xor %cr0 0x30}
 * to get {@code vstore_half_rtz}, and relies on the default mode for {@code vstore_half}'s
 * round-to-nearest-even; so the hardware rounds with %cr0, and so does this class.
 */
public final class Convert {
  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  private Convert() {}

  // ---- bits <-> values ----

  /** The value of raw bits of an integer type (BOOL gives bit 0; UQ and Q give all 64 bits). */
  public static long intValue(long bits, Type t) {
    return switch (t) {
      case B -> (byte) bits;
      case UB -> bits & 0xff;
      case W -> (short) bits;
      case UW -> bits & 0xffff;
      case D -> (int) bits;
      case UD -> bits & 0xffffffffL;
      case Q, UQ -> bits;
      case BOOL -> bits & 1;
      default -> throw notA("integer", t);
    };
  }

  /** The exact value of raw bits of a float type (F, HF, BF, DF). */
  public static double floatValue(long bits, Type t) {
    return switch (t) {
      case F -> Float.intBitsToFloat((int) bits);
      case HF -> FloatFormat.HALF.decode(bits);
      case BF -> FloatFormat.BFLOAT16.decode(bits);
      case DF -> Double.longBitsToDouble(bits);
      default -> throw notA("float", t);
    };
  }

  /**
   * The exact value of an integer of type {@code t} rounded to the nearest double (a UQ value of
   * 2^63 or more is rounded from its raw bits, with a sticky bit so the rounding is single).
   */
  public static double intToDouble(long v, Type t) {
    if (t == Type.UQ && v < 0) {
      return (double) ((v >>> 1) | (v & 1)) * 2.0;
    }
    return v;
  }

  /** The raw bits of an integer value: its low {@code 8 * t.size()} bits. */
  public static long intBits(long value, Type t) {
    return value & sizeMask(t);
  }

  /**
   * The raw bits of a float value of type {@code t} (a value not representable in {@code t} is
   * rounded to nearest even; NaNs stay NaNs).
   */
  public static long floatBits(double value, Type t) {
    return switch (t) {
      case F -> Float.floatToRawIntBits((float) value) & 0xffffffffL;
      case HF -> FloatFormat.HALF.round(value, RoundingMode.RNE);
      case BF -> FloatFormat.BFLOAT16.round(value, RoundingMode.RNE);
      case DF -> Double.doubleToRawLongBits(value);
      default -> throw notA("float", t);
    };
  }

  /** All ones in the low {@code 8 * t.size()} bits (for BOOL: 1). */
  public static long sizeMask(Type t) {
    return t == Type.BOOL ? 1 : t.size() == 8 ? -1L : (1L << (8 * t.size())) - 1;
  }

  // ---- integer -> integer ----

  /**
   * An integer value converted to integer type {@code t} by keeping its low bits (no saturation).
   */
  public static long truncate(long value, Type t) {
    return intValue(value & sizeMask(t), t);
  }

  /**
   * An integer value of type {@code valueType} saturated to the range of integer type {@code t}
   * (the value is read as unsigned 64-bit only when {@code valueType} is UQ).
   */
  public static long saturate(long value, Type valueType, Type t) {
    if (valueType == Type.UQ && value < 0) {
      return t == Type.UQ ? value : maxValue(t);
    }
    return clamp(value, t);
  }

  /** A signed exact value clamped to the range of integer type {@code t}. */
  static long clamp(long value, Type t) {
    if (t == Type.UQ) {
      return Math.max(value, 0);
    }
    if (t == Type.Q) {
      return value;
    }
    return Math.max(minValue(t), Math.min(maxValue(t), value));
  }

  /** An exact value clamped to the range of integer type {@code t}. */
  static long clamp(BigInteger value, Type t) {
    if (t == Type.UQ) {
      if (value.signum() < 0) {
        return 0;
      }
      return value.bitLength() > 64 ? -1L : value.longValue();
    }
    if (value.bitLength() > 63) {
      return value.signum() < 0 ? minValue(t) : maxValue(t);
    }
    return clamp(value.longValue(), t);
  }

  /** The exact value of an integer of type {@code t}, even for UQ values of 2^63 and more. */
  static BigInteger exact(long value, Type t) {
    BigInteger v = BigInteger.valueOf(value);
    return t == Type.UQ && value < 0 ? v.add(TWO_64) : v;
  }

  /** Smallest value of integer type {@code t}. */
  public static long minValue(Type t) {
    return switch (t) {
      case B -> Byte.MIN_VALUE;
      case W -> Short.MIN_VALUE;
      case D -> Integer.MIN_VALUE;
      case Q -> Long.MIN_VALUE;
      default -> 0;
    };
  }

  /** Largest value of integer type {@code t} (for UQ: the raw bits -1L, i.e. 2^64-1). */
  public static long maxValue(Type t) {
    return switch (t) {
      case B -> Byte.MAX_VALUE;
      case UB -> 0xff;
      case W -> Short.MAX_VALUE;
      case UW -> 0xffff;
      case D -> Integer.MAX_VALUE;
      case UD -> 0xffffffffL;
      case Q -> Long.MAX_VALUE;
      case UQ -> -1L;
      case BOOL -> 1;
      default -> throw notA("integer", t);
    };
  }

  // ---- float -> integer ----

  /**
   * A float value converted to integer type {@code t}: the fraction is discarded (round toward
   * zero), values beyond the type's range saturate to its limits (so negative values become 0 for
   * unsigned types), and NaN becomes 0.
   */
  public static long floatToInt(double v, Type t) {
    if (t == Type.UQ) {
      if (!(v > 0)) {
        return 0;
      }
      if (v >= 0x1p64) {
        return -1L;
      }
      return v >= 0x1p63 ? (long) (v - 0x1p63) ^ Long.MIN_VALUE : (long) v;
    }
    long truncated = (long) v;
    return t == Type.Q ? truncated : clamp(truncated, t);
  }

  // ---- integer -> float ----

  /**
   * An integer value of type {@code src} converted to float type {@code t}, rounded with the mode's
   * rounding direction.
   */
  public static double intToFloat(long v, Type src, Type t, FloatMode mode) {
    RoundingMode rm = mode.rounding();
    boolean huge = src == Type.UQ && v < 0;
    if (t == Type.F && rm == RoundingMode.RNE && !huge) {
      return intToF(v);
    }
    if (t == Type.DF) {
      if (huge) {
        return DoubleRounding.round(new BigDecimal(exact(v, src)), rm);
      }
      double rn = v;
      return DoubleRounding.directed(rn, Long.signum(longMinus(v, rn)), rm);
    }
    double hi;
    long err;
    if (huge) {
      hi = (double) ((v >>> 1) | (v & 1)) * 2.0;
      err = hi == 0x1p64 ? v : v - ((long) (hi - 0x1p63) ^ Long.MIN_VALUE);
    } else {
      hi = v;
      err = longMinus(v, hi);
    }
    return format(t).roundValue(hi, (double) err, rm);
  }

  /**
   * An integer (any value of a type up to Q, and UQ below 2^63) converted to F rounding to nearest
   * even: Java's long-to-float conversion is exactly that. The JIT's int-to-F channel loops call
   * it.
   */
  public static float intToF(long v) {
    return (float) v;
  }

  /** v - d for a long v and its double rounding d (the difference is small and exact). */
  private static long longMinus(long v, double d) {
    return d >= 0x1p63 ? (v - Long.MAX_VALUE) - 1 : v - (long) d;
  }

  // ---- float -> float ----

  /**
   * A float value of type {@code src} converted to float type {@code t}: exact when widening,
   * rounded with the mode's direction when narrowing; denorms of either type are flushed to a zero
   * of the same sign when the mode says so.
   */
  public static double floatToFloat(double v, Type src, Type t, FloatMode mode) {
    double in = mode.flush(v, src);
    double out = t == Type.DF ? in : format(t).roundValue(in, 0, mode.rounding());
    return mode.flush(out, t);
  }

  // ---- saturation of floats ----

  /**
   * Float saturation: values above 1.0 (including +inf) become 1.0, negative values (including -inf
   * and -0.0) and NaN become +0.0, values in (0, 1] are unchanged.
   */
  public static double saturateFloat(double v) {
    if (v > 1.0) {
      return 1.0;
    }
    return v > 0 ? v : 0.0;
  }

  // ---- one-stop mov ----

  /**
   * Whether a {@code mov} (or {@code sel}) copies the source bits unchanged: the same type, or
   * integers of one size, with no saturation and no source modifier. Such a raw move keeps
   * denormals and NaN payloads whatever %cr0 says.
   */
  public static boolean isRawMove(Type src, Type dst, boolean sat, boolean modified) {
    return !sat
        && !modified
        && !src.isPackedVector()
        && (src == dst || (src.isInteger() && dst.isInteger() && src.size() == dst.size()));
  }

  /**
   * The {@code mov} conversion of raw source bits of type {@code src} to raw destination bits of
   * type {@code dst}, with optional saturation. Handles every pair of B, UB, W, UW, D, UD, Q, UQ,
   * BOOL, F, HF, BF and DF; packed vectors must be split with {@link PackedVectors} first.
   */
  public static long convert(long srcBits, Type src, Type dst, boolean sat, FloatMode mode) {
    if (src.isFloat()) {
      return fromFloat(floatValue(srcBits, src), src, dst, sat, mode);
    }
    return fromInt(intValue(srcBits, src), src, dst, sat, mode);
  }

  /**
   * An integer value (in the convention of this class: exact, or raw bits for UQ) of type {@code
   * src} converted to raw bits of {@code dst}, as {@code mov} converts.
   */
  public static long fromInt(long v, Type src, Type dst, boolean sat, FloatMode mode) {
    if (dst.isFloat()) {
      double r = intToFloat(v, src, dst, mode);
      return floatBits(sat ? saturateFloat(r) : r, dst);
    }
    return intBits(sat ? saturate(v, src, dst) : v, dst);
  }

  /**
   * A float value of type {@code src} converted to raw bits of {@code dst}, as {@code mov}
   * converts.
   */
  public static long fromFloat(double v, Type src, Type dst, boolean sat, FloatMode mode) {
    if (dst.isFloat()) {
      double r = floatToFloat(v, src, dst, mode);
      return floatBits(sat ? saturateFloat(r) : r, dst);
    }
    return intBits(floatToInt(v, dst), dst);
  }

  /** The binary format of F, HF or BF. */
  static FloatFormat format(Type t) {
    return switch (t) {
      case F, VF -> FloatFormat.SINGLE;
      case HF -> FloatFormat.HALF;
      case BF -> FloatFormat.BFLOAT16;
      default -> throw notA("single, half or bfloat16", t);
    };
  }

  private static IllegalArgumentException notA(String what, Type t) {
    return new IllegalArgumentException("type " + t.text() + " is not a " + what + " type here");
  }
}
