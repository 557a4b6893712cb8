package jvisa.cc.ir;

import java.math.BigDecimal;

/**
 * What each scalar operation computes, the one definition both constant folding and the interpreter
 * use. Values are raw bits in a long: integers zero-extended from their width, floats as IEEE bits
 * of their width (halves computed in float and rounded back).
 */
public final class Semantics {
  private Semantics() {}

  public static long signed(Type t, long bits) {
    int w = ((Type.Int) t).bits();
    return w == 64 ? bits : (bits << (64 - w)) >> (64 - w);
  }

  public static long mask(Type t, long bits) {
    return t instanceof Type.Int i ? bits & i.mask() : bits;
  }

  public static double toDouble(Type t, long bits) {
    return switch (((Type.Flt) t).bits()) {
      case 16 -> Half.toFloat((int) bits);
      case 32 -> Float.intBitsToFloat((int) bits);
      default -> Double.longBitsToDouble(bits);
    };
  }

  /** The smallest positive normal number of float type {@code t}. */
  static double smallestNormal(Type t) {
    return switch (((Type.Flt) t).bits()) {
      case 16 -> 0x1p-14;
      case 32 -> Float.MIN_NORMAL;
      default -> Double.MIN_NORMAL;
    };
  }

  /** The float {@code v} rounded to nearest in type {@code t}. */
  public static long fromDouble(Type t, double v) {
    return switch (((Type.Flt) t).bits()) {
      case 16 -> Half.fromDouble(v, Rounding.RTE);
      case 32 -> Float.floatToRawIntBits((float) v) & 0xFFFFFFFFL;
      default -> Double.doubleToRawLongBits(v);
    };
  }

  private static long fromFloat(Type t, float v) {
    return ((Type.Flt) t).bits() == 16
        ? Half.fromFloat(v)
        : Float.floatToRawIntBits(v) & 0xFFFFFFFFL;
  }

  private static boolean isDouble(Type t) {
    return ((Type.Flt) t).bits() == 64;
  }

  public static long binary(Op op, Type t, long a, long b) {
    if (t instanceof Type.Flt) {
      if (isDouble(t)) {
        double x = Double.longBitsToDouble(a);
        double y = Double.longBitsToDouble(b);
        return Double.doubleToRawLongBits(floatOp(op, x, y));
      }
      float x = (float) toDouble(t, a);
      float y = (float) toDouble(t, b);
      return fromFloat(t, floatOp32(op, x, y));
    }
    int w = ((Type.Int) t).bits();
    long sa = signed(t, a);
    long sb = signed(t, b);
    int shift = (int) Long.remainderUnsigned(b, w);
    long r =
        switch (op) {
          case IADD -> a + b;
          case ISUB -> a - b;
          case IMUL -> a * b;
          case SDIV -> sb == 0 ? 0 : sa == Long.MIN_VALUE && sb == -1 ? sa : sa / sb;
          case UDIV -> b == 0 ? 0 : Long.divideUnsigned(a, b);
          case SREM -> sb == 0 ? 0 : sb == -1 ? 0 : sa % sb;
          case SMOD -> sb == 0 || sb == -1 ? 0 : Math.floorMod(sa, sb);
          case UREM -> b == 0 ? 0 : Long.remainderUnsigned(a, b);
          case SHL -> a << shift;
          case LSHR -> a >>> shift;
          case ASHR -> sa >> shift;
          case AND -> a & b;
          case OR -> a | b;
          case XOR -> a ^ b;
          default -> throw new IllegalArgumentException(op + " is not an integer binary operation");
        };
    return mask(t, r);
  }

  private static double floatOp(Op op, double x, double y) {
    return switch (op) {
      case FADD -> x + y;
      case FSUB -> x - y;
      case FMUL -> x * y;
      case FDIV -> x / y;
      case FREM -> x % y;
      case FMOD -> {
        double r = x % y;
        yield r != 0 && (r < 0) != (y < 0) ? r + y : r;
      }
      default -> throw new IllegalArgumentException(op + " is not a float binary operation");
    };
  }

  private static float floatOp32(Op op, float x, float y) {
    return switch (op) {
      case FADD -> x + y;
      case FSUB -> x - y;
      case FMUL -> x * y;
      case FDIV -> x / y;
      case FREM -> x % y;
      case FMOD -> {
        float r = x % y;
        yield r != 0 && (r < 0) != (y < 0) ? r + y : r;
      }
      default -> throw new IllegalArgumentException(op + " is not a float binary operation");
    };
  }

  public static long unary(Op op, Type t, long a) {
    return switch (op) {
      case INEG -> mask(t, -a);
      case NOT -> mask(t, ~a);
      case POPCOUNT -> Long.bitCount(mask(t, a));
      case FNEG -> t instanceof Type.Flt f ? a ^ (1L << (f.bits() - 1)) : a;
      default -> throw new IllegalArgumentException(op + " is not a unary operation");
    };
  }

  public static boolean compare(Op op, Type t, long a, long b) {
    if (t instanceof Type.Flt) {
      double x = toDouble(t, a);
      double y = toDouble(t, b);
      boolean unordered = Double.isNaN(x) || Double.isNaN(y);
      return switch (op) {
        case FOEQ -> !unordered && x == y;
        case FONE -> !unordered && x != y;
        case FOLT -> !unordered && x < y;
        case FOLE -> !unordered && x <= y;
        case FOGT -> !unordered && x > y;
        case FOGE -> !unordered && x >= y;
        case FUEQ -> unordered || x == y;
        case FUNE -> unordered || x != y;
        case FULT -> unordered || x < y;
        case FULE -> unordered || x <= y;
        case FUGT -> unordered || x > y;
        case FUGE -> unordered || x >= y;
        case FORD -> !unordered;
        case FUNORD -> unordered;
        case ISNAN -> Double.isNaN(x);
        case ISINF -> Double.isInfinite(x);
        case ISFINITE -> Double.isFinite(x);
        case ISNORMAL -> Double.isFinite(x) && Math.abs(x) >= smallestNormal(t);
        case SIGNBIT -> (a >>> (((Type.Flt) t).bits() - 1) & 1) != 0;
        default -> throw new IllegalArgumentException(op + " does not compare floats");
      };
    }
    long sa = t instanceof Type.Int ? signed(t, a) : a;
    long sb = t instanceof Type.Int ? signed(t, b) : b;
    return switch (op) {
      case IEQ -> a == b;
      case INE -> a != b;
      case SLT -> sa < sb;
      case SLE -> sa <= sb;
      case SGT -> sa > sb;
      case SGE -> sa >= sb;
      case ULT -> Long.compareUnsigned(a, b) < 0;
      case ULE -> Long.compareUnsigned(a, b) <= 0;
      case UGT -> Long.compareUnsigned(a, b) > 0;
      case UGE -> Long.compareUnsigned(a, b) >= 0;
      default -> throw new IllegalArgumentException(op + " does not compare integers");
    };
  }

  /**
   * A scalar conversion.
   *
   * @param rounding literal 0 of the conversion (-1 default)
   * @param saturate literal 1: 0 none, 1 signed saturation, 2 unsigned saturation
   */
  public static long convert(Op op, Type from, Type to, long a, long rounding, long saturate) {
    Rounding mode = Rounding.of(rounding);
    return switch (op) {
      case ZEXT, PTRTOINT, INTTOPTR, BITCAST, PTRCAST -> mask(to, a);
      case SEXT -> mask(to, from.equals(Type.I1) ? -(a & 1) : signed(from, a));
      case TRUNC ->
          saturate == 0
              ? mask(to, a)
              : saturate == 1 ? clampSigned(to, signed(from, a)) : clampUnsigned(to, a);
      case SAT_STOU -> signed(from, a) < 0 ? 0 : clampUnsigned(to, a);
      case SAT_UTOS -> a < 0 || Long.compareUnsigned(a, maxSigned(to)) > 0 ? maxSigned(to) : a;
      case FPEXT -> fromDouble(to, toDouble(from, a));
      case FPTRUNC -> roundFloat(to, new BigDecimalOrDouble(toDouble(from, a)), mode);
      case SITOFP -> roundFloat(to, new BigDecimalOrDouble(signed(from, a)), mode);
      case UITOFP -> roundFloat(to, BigDecimalOrDouble.unsigned(a), mode);
      case FPTOSI -> floatToInt(to, toDouble(from, a), mode, true, rounding >= 0);
      case FPTOUI -> floatToInt(to, toDouble(from, a), mode, false, rounding >= 0);
      default -> throw new IllegalArgumentException(op + " is not a conversion");
    };
  }

  private static long maxSigned(Type t) {
    return ((Type.Int) t).mask() >>> 1;
  }

  private static long clampSigned(Type to, long v) {
    long max = maxSigned(to);
    long min = -max - 1;
    return mask(to, Math.max(min, Math.min(max, v)));
  }

  private static long clampUnsigned(Type to, long v) {
    long max = ((Type.Int) to).mask();
    return Long.compareUnsigned(v, max) > 0 ? max : v;
  }

  private static long floatToInt(
      Type to, double v, Rounding mode, boolean signed, boolean explicit) {
    if (Double.isNaN(v)) {
      return 0;
    }
    double r =
        switch (explicit ? mode : Rounding.RTZ) {
          case RTE -> Math.rint(v);
          case RTZ -> v < 0 ? Math.ceil(v) : Math.floor(v);
          case RTP -> Math.ceil(v);
          case RTN -> Math.floor(v);
        };
    int w = ((Type.Int) to).bits();
    if (signed) {
      double max = Math.pow(2, w - 1);
      if (r >= max) {
        return maxSigned(to);
      }
      if (r < -max) {
        return mask(to, -maxSigned(to) - 1);
      }
      return mask(to, (long) r);
    }
    if (r <= 0) {
      return 0;
    }
    if (r >= Math.pow(2, w)) {
      return ((Type.Int) to).mask();
    }
    return w == 64 && r >= 0x1p63
        ? new BigDecimal(r).toBigInteger().longValue()
        : mask(to, (long) r);
  }

  /** An exact value to round: a double, or an integer too wide for one. */
  private record BigDecimalOrDouble(double approx, BigDecimal exact) {
    BigDecimalOrDouble(double v) {
      this(v, Double.isFinite(v) ? new BigDecimal(v) : null);
    }

    BigDecimalOrDouble(long v) {
      this((double) v, BigDecimal.valueOf(v));
    }

    static BigDecimalOrDouble unsigned(long v) {
      BigDecimal e = new BigDecimal(Long.toUnsignedString(v));
      return new BigDecimalOrDouble(e.doubleValue(), e);
    }
  }

  private static long roundFloat(Type to, BigDecimalOrDouble v, Rounding mode) {
    int bits = ((Type.Flt) to).bits();
    if (bits == 16) {
      return Half.fromDouble(v.approx(), mode);
    }
    if (v.exact() == null
        || mode == Rounding.RTE
            && (bits == 64 || v.exact().compareTo(new BigDecimal(v.approx())) == 0)) {
      return fromDouble(to, bits == 64 ? v.approx() : (float) v.approx());
    }
    BigDecimal exact = v.exact();
    if (bits == 64) {
      double d = exact.doubleValue();
      int c = new BigDecimal(d).compareTo(exact);
      d = adjust(d, c, mode, exact.signum());
      return Double.doubleToRawLongBits(d);
    }
    float f = exact.floatValue();
    if (Float.isInfinite(f)) {
      return Float.floatToRawIntBits(f) & 0xFFFFFFFFL;
    }
    int c = new BigDecimal(f).compareTo(exact);
    float r = f;
    if (c > 0 && (mode == Rounding.RTN || mode == Rounding.RTZ && exact.signum() > 0)) {
      r = Math.nextDown(f);
    } else if (c < 0 && (mode == Rounding.RTP || mode == Rounding.RTZ && exact.signum() < 0)) {
      r = Math.nextUp(f);
    }
    return Float.floatToRawIntBits(r) & 0xFFFFFFFFL;
  }

  /**
   * Moves {@code d}, which compares {@code c} to the exact value, one ulp as {@code mode} wants.
   */
  private static double adjust(double d, int c, Rounding mode, int sign) {
    if (c == 0) {
      return d;
    }
    return switch (mode) {
      case RTE -> d;
      case RTP -> c < 0 ? Math.nextUp(d) : d;
      case RTN -> c > 0 ? Math.nextDown(d) : d;
      case RTZ -> sign > 0 ? (c > 0 ? Math.nextDown(d) : d) : (c < 0 ? Math.nextUp(d) : d);
    };
  }
}
