package jvisa.cc.interp;

import jvisa.cc.ir.CommonFunctionSteps;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Semantics;
import jvisa.cc.ir.Type;

/**
 * The lane-wise OpenCL.std functions: float ones computed in double and rounded to the result type
 * (correctly rounded, within every OpenCL ULP bound), integer ones exactly.
 */
final class MathEval {
  private MathEval() {}

  /**
   * Whether {@code fn} works lane by lane on its operands (the interpreter handles the others
   * itself).
   */
  static boolean laneWise(MathFn fn) {
    return fn.memory() == MathFn.Memory.NONE && !fn.acrossComponents();
  }

  /**
   * One lane.
   *
   * @param rt the result's scalar type
   * @param at the operands' scalar types
   */
  static long eval(MathFn fn, Type rt, Type[] at, long[] a) {
    if (fn == MathFn.BITSELECT) {
      return (a[0] & ~a[2]) | (a[1] & a[2]);
    }
    if (rt instanceof Type.Flt && fn != MathFn.SELECT) {
      double[] x = new double[a.length];
      for (int i = 0; i < a.length; i++) {
        x[i] =
            at[i] instanceof Type.Flt
                ? Semantics.toDouble(at[i], a[i])
                : Semantics.signed(at[i], a[i]);
      }
      if (fn == MathFn.FMA || fn == MathFn.MAD) {
        return fma(rt, x[0], x[1], x[2]);
      }
      return Semantics.fromDouble(rt, floatFn(fn, rt, x));
    }
    if (rt instanceof Type.Int && at.length > 0 && at[0] instanceof Type.Flt) {
      double x = Semantics.toDouble(at[0], a[0]);
      switch (fn) {
        case ILOGB -> {
          return Semantics.mask(rt, FloatDecomposition.ilogb(x));
        }
        case FREXP_EXPONENT -> {
          return Semantics.mask(rt, FloatDecomposition.frexpExponent(x));
        }
        case LGAMMA_SIGN -> {
          return Semantics.mask(rt, GammaFunction.sign(x));
        }
        case REMQUO_QUOTIENT -> {
          double y = Semantics.toDouble(at[1], a[1]);
          return Semantics.mask(rt, FloatDecomposition.remquoQuotient(x, y));
        }
        default -> {}
      }
      throw new ExecutionError(
          "OpenCL.std " + fn.spirvName() + " from float to integer is not supported");
    }
    return Semantics.mask(rt, intFn(fn, at, a));
  }

  private static long fma(Type rt, double a, double b, double c) {
    if (((Type.Flt) rt).bits() == 64) {
      return Double.doubleToRawLongBits(Math.fma(a, b, c));
    }
    return Semantics.fromDouble(
        rt,
        ((Type.Flt) rt).bits() == 32
            ? Math.fma((float) a, (float) b, (float) c)
            : Math.fma(a, b, c));
  }

  private static double floatFn(MathFn fn, Type rt, double[] x) {
    double a = x[0];
    double b = x.length > 1 ? x[1] : 0;
    double c = x.length > 2 ? x[2] : 0;
    return switch (fn) {
      case ACOS -> Math.acos(a);
      case ACOSPI -> Math.acos(a) / Math.PI;
      case ASINPI -> Math.asin(a) / Math.PI;
      case ATANPI -> Math.atan(a) / Math.PI;
      case ATAN2PI -> Math.atan2(a, b) / Math.PI;
      case ACOSH -> a < 1 ? Double.NaN : Math.log1p(a - 1 + Math.sqrt((a - 1) * (a + 1)));
      case ASIN -> Math.asin(a);
      case ASINH -> asinh(a);
      case ATAN -> Math.atan(a);
      case ATAN2 -> Math.atan2(a, b);
      case ATANH -> 0.5 * Math.log1p(2 * a / (1 - a));
      case CBRT -> Math.cbrt(a);
      case CEIL -> Math.ceil(a);
      case COPYSIGN -> Math.copySign(a, b);
      case COS, NATIVE_COS, HALF_COS -> Math.cos(a);
      case COSH -> Math.cosh(a);
      case COSPI -> PiTrig.cospi(a);
      case NAN -> Double.NaN;
      case TGAMMA -> GammaFunction.tgamma(a);
      case LGAMMA, LGAMMA_R -> GammaFunction.lgamma(a);
      case ERF -> ErrorFunction.erf(a);
      case ERFC -> ErrorFunction.erfc(a);
      case EXP, NATIVE_EXP, HALF_EXP -> Math.exp(a);
      case EXP2, NATIVE_EXP2, HALF_EXP2 -> Math.pow(2, a);
      case EXP10, NATIVE_EXP10, HALF_EXP10 -> Math.pow(10, a);
      case EXPM1 -> Math.expm1(a);
      case FABS -> Math.abs(a);
      case FDIM -> Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : a > b ? a - b : 0;
      case FLOOR -> Math.floor(a);
      case FMAX, FMAX_COMMON -> CommonFunctionSteps.fmax(a, b);
      case FMIN, FMIN_COMMON -> CommonFunctionSteps.fmin(a, b);
      case FMOD -> a % b;
      case HYPOT -> Math.hypot(a, b);
      case LDEXP -> Math.scalb(a, (int) Math.max(-4096, Math.min(4096, b)));
      case LOG, NATIVE_LOG, HALF_LOG -> Math.log(a);
      case LOG2, NATIVE_LOG2, HALF_LOG2 -> Math.log(a) / Math.log(2);
      case LOG10, NATIVE_LOG10, HALF_LOG10 -> Math.log10(a);
      case LOG1P -> Math.log1p(a);
      case LOGB -> FloatDecomposition.logb(a);
      case MAXMAG ->
          Math.abs(a) > Math.abs(b)
              ? a
              : Math.abs(b) > Math.abs(a) ? b : CommonFunctionSteps.fmax(a, b);
      case MINMAG ->
          Math.abs(a) < Math.abs(b)
              ? a
              : Math.abs(b) < Math.abs(a) ? b : CommonFunctionSteps.fmin(a, b);
      case NEXTAFTER -> nextAfter(rt, a, b);
      case POW -> pow(a, b);
      case POWR, NATIVE_POWR, HALF_POWR -> powr(a, b);
      case POWN -> pow(a, b);
      case REMAINDER -> Math.IEEEremainder(a, b);
      case RINT -> Math.rint(a);
      case ROUND -> a < 0 ? -Math.floor(-a + 0.5) : Math.floor(a + 0.5);
      case RSQRT, NATIVE_RSQRT, HALF_RSQRT -> 1 / Math.sqrt(a);
      case SIN, NATIVE_SIN, HALF_SIN -> Math.sin(a);
      case SINH -> Math.sinh(a);
      case SINPI -> PiTrig.sinpi(a);
      case TANPI -> PiTrig.tanpi(a);
      case ROOTN -> rootn(a, (long) b);
      case SQRT, NATIVE_SQRT, HALF_SQRT -> Math.sqrt(a);
      case TAN, NATIVE_TAN, HALF_TAN -> Math.tan(a);
      case TANH -> Math.tanh(a);
      case TRUNC -> a < 0 ? Math.ceil(a) : Math.floor(a);
      case NATIVE_DIVIDE, HALF_DIVIDE -> a / b;
      case NATIVE_RECIP, HALF_RECIP -> 1 / a;
      case FCLAMP, DEGREES, RADIANS, MIX, STEP, SMOOTHSTEP -> commonFunction(fn, rt, a, b, c);
      case SIGN -> Double.isNaN(a) ? 0 : a > 0 ? 1 : a < 0 ? -1 : a;
      default ->
          throw new ExecutionError("OpenCL.std " + fn.spirvName() + " on floats is not supported");
    };
  }

  /** asinh through log1p, exact for tiny and subnormal x (log(x + sqrt(x^2 + 1)) gives 0). */
  private static double asinh(double x) {
    if (Double.isInfinite(x)) {
      return x;
    }
    double a = Math.abs(x);
    return Math.copySign(Math.log1p(a + a * a / (1 + Math.sqrt(a * a + 1))), x);
  }

  /**
   * A common function: on f32 the backend's float operations ({@link CommonFunctionSteps}), on
   * other types the exact value rounded once.
   */
  private static double commonFunction(MathFn fn, Type rt, double a, double b, double c) {
    if (rt.equals(Type.F32)) {
      float x = (float) a;
      float y = (float) b;
      float z = (float) c;
      return switch (fn) {
        case FCLAMP -> CommonFunctionSteps.clamp(x, y, z);
        case DEGREES -> CommonFunctionSteps.scaled(x, CommonFunctionSteps.DEGREES_PER_RADIAN);
        case RADIANS -> CommonFunctionSteps.scaled(x, CommonFunctionSteps.RADIANS_PER_DEGREE);
        case MIX -> CommonFunctionSteps.mix(x, y, z);
        case STEP -> CommonFunctionSteps.step(x, y);
        default -> CommonFunctionSteps.smoothstep(x, y, z);
      };
    }
    return switch (fn) {
      case FCLAMP -> CommonFunctionSteps.fmin(CommonFunctionSteps.fmax(a, b), c);
      case DEGREES -> a * CommonFunctionSteps.DEGREES_PER_RADIAN;
      case RADIANS -> a * CommonFunctionSteps.RADIANS_PER_DEGREE;
      case MIX -> a + (b - a) * c;
      case STEP -> b < a ? 0 : 1;
      default -> {
        double t = Math.min(Math.max((c - a) / (b - a), 0), 1);
        yield t * t * (3 - 2 * t);
      }
    };
  }

  /** C99's pow: Java's but 1 for pow(1, y) and pow(-1, ±inf), where Java's is NaN. */
  private static double pow(double x, double y) {
    if (x == 1 || x == -1 && Double.isInfinite(y)) {
      return 1;
    }
    return Math.pow(x, y);
  }

  /** pow for x >= 0: NaN for x < 0 or NaN, 0^0, inf^0 and 1^inf, -0 as +0 (OpenCL's powr). */
  private static double powr(double x, double y) {
    boolean undefined =
        x < 0
            || Double.isNaN(x)
            || x == 0 && y == 0
            || Double.isInfinite(x) && y == 0
            || x == 1 && Double.isInfinite(y);
    return undefined ? Double.NaN : Math.pow(Math.abs(x), y);
  }

  /** The n-th root of a; NaN for n = 0 and for a < 0 with an even n (OpenCL's rootn). */
  private static double rootn(double a, long n) {
    if (n == 0 || a < 0 && n % 2 == 0) {
      return Double.NaN;
    }
    if (a == 0) {
      boolean odd = n % 2 != 0;
      return n > 0 ? (odd ? a : 0.0) : (odd ? 1 / a : Double.POSITIVE_INFINITY);
    }
    double r = Math.pow(Math.abs(a), 1.0 / n);
    return a < 0 ? -r : r;
  }

  private static double nextAfter(Type rt, double a, double b) {
    int bits = ((Type.Flt) rt).bits();
    if (bits == 32) {
      return Math.nextAfter((float) a, b);
    }
    if (bits == 64) {
      return Math.nextAfter(a, b);
    }
    throw new ExecutionError("OpenCL.std nextafter on half is not supported");
  }

  private static long intFn(MathFn fn, Type[] at, long[] v) {
    Type t = at[0];
    int w = ((Type.Int) t).bits();
    long a = v[0];
    long b = v.length > 1 ? v[1] : 0;
    long c = v.length > 2 ? v[2] : 0;
    long sa = Semantics.signed(t, a);
    long sb = v.length > 1 ? Semantics.signed(at[1], b) : 0;
    long sc = v.length > 2 ? Semantics.signed(at[2], c) : 0;
    long smax = ((Type.Int) t).mask() >>> 1;
    long smin = -smax - 1;
    long umax = ((Type.Int) t).mask();
    return switch (fn) {
      case S_ABS -> Math.abs(sa);
      case U_ABS -> a;
      case S_ABS_DIFF -> sa > sb ? sa - sb : sb - sa;
      case U_ABS_DIFF -> Long.compareUnsigned(a, b) > 0 ? a - b : b - a;
      case S_ADD_SAT -> w == 64 ? satAdd64(sa, sb) : Math.max(smin, Math.min(smax, sa + sb));
      case U_ADD_SAT ->
          w == 64 ? (Long.compareUnsigned(a + b, a) < 0 ? -1 : a + b) : Math.min(umax, a + b);
      case S_SUB_SAT -> w == 64 ? satSub64(sa, sb) : Math.max(smin, Math.min(smax, sa - sb));
      case U_SUB_SAT -> Long.compareUnsigned(a, b) < 0 ? 0 : a - b;
      case S_HADD -> (sa >> 1) + (sb >> 1) + (sa & sb & 1);
      case U_HADD -> (a >>> 1) + (b >>> 1) + (a & b & 1);
      case S_RHADD -> (sa >> 1) + (sb >> 1) + ((sa | sb) & 1);
      case U_RHADD -> (a >>> 1) + (b >>> 1) + ((a | b) & 1);
      case S_CLAMP -> Math.min(Math.max(sa, sb), sc);
      case U_CLAMP -> umin(umax(a, b), c);
      case CLZ -> Long.numberOfLeadingZeros(a) - (64 - w);
      case CTZ -> a == 0 ? w : Long.numberOfTrailingZeros(a);
      case POPCOUNT -> Long.bitCount(a);
      case S_MUL_HI -> mulHi(sa, sb, w, true);
      case U_MUL_HI -> mulHi(a, b, w, false);
      case S_MAD_HI -> mulHi(sa, sb, w, true) + c;
      case U_MAD_HI -> mulHi(a, b, w, false) + c;
      case S_MAD_SAT -> {
        java.math.BigInteger r =
            java.math.BigInteger.valueOf(sa)
                .multiply(java.math.BigInteger.valueOf(sb))
                .add(java.math.BigInteger.valueOf(sc));
        yield r.max(java.math.BigInteger.valueOf(smin))
            .min(java.math.BigInteger.valueOf(smax))
            .longValue();
      }
      case U_MAD_SAT -> {
        java.math.BigInteger r =
            new java.math.BigInteger(Long.toUnsignedString(a))
                .multiply(new java.math.BigInteger(Long.toUnsignedString(b)))
                .add(new java.math.BigInteger(Long.toUnsignedString(c)));
        java.math.BigInteger max = new java.math.BigInteger(Long.toUnsignedString(umax));
        yield r.min(max).longValue();
      }
      case S_MAX -> Math.max(sa, sb);
      case U_MAX -> umax(a, b);
      case S_MIN -> Math.min(sa, sb);
      case U_MIN -> umin(a, b);
      case ROTATE -> {
        int s = (int) Long.remainderUnsigned(b, w);
        yield s == 0 ? a : (a << s) | (a >>> (w - s));
      }
      case S_UPSAMPLE -> (sa << w) | b;
      case U_UPSAMPLE -> (a << w) | b;
      case S_MUL24 ->
          Semantics.signed(jvisa.cc.ir.Type.I32, a & 0xFFFFFF | (sa < 0 ? 0xFF000000L : 0))
              * Semantics.signed(jvisa.cc.ir.Type.I32, b & 0xFFFFFF | (sb < 0 ? 0xFF000000L : 0));
      case U_MUL24 -> (a & 0xFFFFFF) * (b & 0xFFFFFF);
      case S_MAD24 -> sa * sb + sc;
      case U_MAD24 -> (a & 0xFFFFFF) * (b & 0xFFFFFF) + c;
      default ->
          throw new ExecutionError(
              "OpenCL.std " + fn.spirvName() + " on integers is not supported");
    };
  }

  private static long umax(long a, long b) {
    return Long.compareUnsigned(a, b) >= 0 ? a : b;
  }

  private static long umin(long a, long b) {
    return Long.compareUnsigned(a, b) <= 0 ? a : b;
  }

  private static long satAdd64(long a, long b) {
    long r = a + b;
    return ((a ^ r) & (b ^ r)) < 0 ? (a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : r;
  }

  private static long satSub64(long a, long b) {
    long r = a - b;
    return ((a ^ b) & (a ^ r)) < 0 ? (a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : r;
  }

  private static long mulHi(long a, long b, int w, boolean signed) {
    if (w == 64) {
      return signed
          ? Math.multiplyHigh(a, b)
          : Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }
    return (a * b) >> w;
  }
}
