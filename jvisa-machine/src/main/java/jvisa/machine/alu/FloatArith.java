package jvisa.machine.alu;

import java.math.BigDecimal;
import jvisa.asm.model.Type;

/**
 * Exactly rounded float arithmetic of the vISA machine for execution types F, HF, BF and DF.
 * Operands are exact values of type {@code t} (as doubles); results are the exact values the
 * hardware writes: computed exactly, rounded once with the %cr0 direction, with input and output
 * denorms flushed when %cr0 says so. MAD is fused (one rounding), as IGC relies on for fma().
 *
 * <p>The F/HF/BF paths get the exact result as an unevaluated double pair (products of these types
 * are exact in double; sums are split with TwoSum). DF under round-to-nearest uses Java's own IEEE
 * arithmetic; DF under the directed modes adjusts that result by the sign of its error, obtained
 * with TwoSum, an exact FMA residual, or BigDecimal where underflow could hide it.
 */
public final class FloatArith {
  private FloatArith() {}

  /** ADD of F values under round-to-nearest-even: Java's float addition is exactly that. */
  public static float addF(float a, float b) {
    return a + b;
  }

  /** MUL of F values under round-to-nearest-even. */
  public static float mulF(float a, float b) {
    return a * b;
  }

  /** MAD of F values under round-to-nearest-even, fused. */
  public static float madF(float a, float b, float c) {
    return Math.fma(a, b, c);
  }

  /** ADD: a + b. */
  public static double add(double a, double b, Type t, FloatMode mode) {
    return sumOfT(mode.flush(a, t), mode.flush(b, t), t, mode);
  }

  /** MUL: a * b. */
  public static double mul(double a, double b, Type t, FloatMode mode) {
    double x = mode.flush(a, t);
    double y = mode.flush(b, t);
    if (isPlainF(t, mode)) {
      return ResultRounding.finish(mulF((float) x, (float) y), t, mode);
    }
    double p = x * y;
    if (t != Type.DF) {
      return ResultRounding.round(p, 0, t, mode);
    }
    if (mode.rounding() == RoundingMode.RNE || !Double.isFinite(x) || !Double.isFinite(y)) {
      return ResultRounding.finish(p, t, mode);
    }
    int errorSign;
    if (Double.isInfinite(p)) {
      errorSign = p > 0 ? -1 : 1;
    } else if (Math.abs(p) < 0x1p-960) {
      errorSign = DoubleRounding.errorSign(new BigDecimal(x).multiply(new BigDecimal(y)), p);
    } else {
      errorSign = (int) Math.signum(Math.fma(x, y, -p));
    }
    return ResultRounding.finish(DoubleRounding.directed(p, errorSign, mode.rounding()), t, mode);
  }

  /** MAD: a * b + c with a single rounding (fused). */
  public static double mad(double a, double b, double c, Type t, FloatMode mode) {
    double x = mode.flush(a, t);
    double y = mode.flush(b, t);
    double z = mode.flush(c, t);
    if (isPlainF(t, mode)) {
      return ResultRounding.finish(madF((float) x, (float) y, (float) z), t, mode);
    }
    if (t != Type.DF) {
      return sum(x * y, z, t, mode);
    }
    double r = Math.fma(x, y, z);
    RoundingMode rm = mode.rounding();
    if (rm == RoundingMode.RNE
        || !Double.isFinite(x)
        || !Double.isFinite(y)
        || !Double.isFinite(z)
        || Double.isNaN(r)) {
      return ResultRounding.finish(r, t, mode);
    }
    BigDecimal exact = new BigDecimal(x).multiply(new BigDecimal(y)).add(new BigDecimal(z));
    int errorSign = DoubleRounding.errorSign(exact, r);
    r = DoubleRounding.directed(r, errorSign, rm);
    if (r == 0 && exact.signum() == 0) {
      r = zeroSum(x * y, z, rm);
    }
    return ResultRounding.finish(r, t, mode);
  }

  /** DIVM: a / b, IEEE correctly rounded. */
  public static double divm(double a, double b, Type t, FloatMode mode) {
    double x = mode.flush(a, t);
    double y = mode.flush(b, t);
    double q = x / y;
    RoundingMode rm = mode.rounding();
    boolean special = !Double.isFinite(x) || !Double.isFinite(y) || y == 0 || x == 0;
    if (t != Type.DF) {
      if (special || (rm == RoundingMode.RNE && t == Type.F)) {
        return ResultRounding.round(q, 0, t, mode);
      }
      double residual = Math.fma(-q, y, x);
      return ResultRounding.round(q, Math.signum(residual) * Math.signum(y), t, mode);
    }
    if (special || rm == RoundingMode.RNE) {
      return ResultRounding.finish(q, t, mode);
    }
    int errorSign;
    if (Double.isInfinite(q)) {
      errorSign = q > 0 ? -1 : 1;
    } else {
      BigDecimal residual =
          new BigDecimal(x).subtract(new BigDecimal(q).multiply(new BigDecimal(y)));
      errorSign = residual.signum() * (int) Math.signum(y);
    }
    return ResultRounding.finish(DoubleRounding.directed(q, errorSign, rm), t, mode);
  }

  /** SQRTM: sqrt(a), IEEE correctly rounded (sqrt(-0) = -0, negative inputs give NaN). */
  public static double sqrtm(double a, Type t, FloatMode mode) {
    double x = mode.flush(a, t);
    double s = Math.sqrt(x);
    RoundingMode rm = mode.rounding();
    boolean special = !(x > 0) || Double.isInfinite(x);
    if (t != Type.DF) {
      if (special || (rm == RoundingMode.RNE && t == Type.F)) {
        return ResultRounding.round(s, 0, t, mode);
      }
      return ResultRounding.round(s, Math.signum(Math.fma(-s, s, x)), t, mode);
    }
    if (special || rm == RoundingMode.RNE) {
      return ResultRounding.finish(s, t, mode);
    }
    BigDecimal bs = new BigDecimal(s);
    int errorSign = new BigDecimal(x).compareTo(bs.multiply(bs));
    return ResultRounding.finish(DoubleRounding.directed(s, errorSign, rm), t, mode);
  }

  /** FRC: a - floor(a), rounded like a subtraction (so tiny negative inputs may give 1.0). */
  public static double frc(double a, Type t, FloatMode mode) {
    double x = mode.flush(a, t);
    return sumOfT(x, -Math.floor(x), t, mode);
  }

  /** RNDD: floor(a). */
  public static double rndd(double a, Type t, FloatMode mode) {
    return ResultRounding.finish(Math.floor(mode.flush(a, t)), t, mode);
  }

  /** RNDU: ceil(a). */
  public static double rndu(double a, Type t, FloatMode mode) {
    return ResultRounding.finish(Math.ceil(mode.flush(a, t)), t, mode);
  }

  /** RNDE: round to the nearest integer, ties to even. */
  public static double rnde(double a, Type t, FloatMode mode) {
    return ResultRounding.finish(Math.rint(mode.flush(a, t)), t, mode);
  }

  /** RNDZ: round toward zero. */
  public static double rndz(double a, Type t, FloatMode mode) {
    double x = mode.flush(a, t);
    return ResultRounding.finish(x < 0 ? Math.ceil(x) : Math.floor(x), t, mode);
  }

  /** LRP: src1 * src0 + src2 * (1 - src0), evaluated exactly and rounded once. */
  public static double lrp(double s0, double s1, double s2, Type t, FloatMode mode) {
    double a = mode.flush(s0, t);
    double b = mode.flush(s1, t);
    double c = mode.flush(s2, t);
    if (!Double.isFinite(a) || !Double.isFinite(b) || !Double.isFinite(c)) {
      return ResultRounding.finish(b * a + c * (1.0 - a), t, mode);
    }
    BigDecimal ba = new BigDecimal(a);
    BigDecimal exact =
        new BigDecimal(b).multiply(ba).add(new BigDecimal(c).multiply(BigDecimal.ONE.subtract(ba)));
    if (exact.signum() == 0) {
      return ResultRounding.finish(b * a + c * (1.0 - a), t, mode);
    }
    return ResultRounding.round(exact, t, mode);
  }

  /**
   * The dot-product family on F operands: a0*b0 + a1*b1 + a2*b2 + a3*b3 + c, computed exactly and
   * rounded once to F with the %cr0 direction. DP2, DP3, DP4 and DPH (Gen's 4-channel dot products,
   * which have no vISA page), LINE (p*u + q) and PLANE (PLN.md: p*u + q*v + r) pass zeros for the
   * terms they lack. The products are exact doubles; their sum is too unless it needs BigDecimal.
   */
  public static double dot(
      double a0,
      double b0,
      double a1,
      double b1,
      double a2,
      double b2,
      double a3,
      double b3,
      double c,
      FloatMode mode) {
    Type t = Type.F;
    double p0 = mode.flush(a0, t) * mode.flush(b0, t);
    double p1 = mode.flush(a1, t) * mode.flush(b1, t);
    double p2 = mode.flush(a2, t) * mode.flush(b2, t);
    double p3 = mode.flush(a3, t) * mode.flush(b3, t);
    double z = mode.flush(c, t);
    double s01 = p0 + p1;
    double s012 = s01 + p2;
    double s = s012 + p3;
    boolean exact =
        sumError(p0, p1, s01) == 0 && sumError(s01, p2, s012) == 0 && sumError(s012, p3, s) == 0;
    if (exact || !Double.isFinite(s) || !Double.isFinite(z)) {
      return sum(s, z, t, mode);
    }
    BigDecimal e =
        new BigDecimal(p0)
            .add(new BigDecimal(p1))
            .add(new BigDecimal(p2))
            .add(new BigDecimal(p3))
            .add(new BigDecimal(z));
    return e.signum() == 0
        ? ResultRounding.finish(zeroSum(s, z, mode.rounding()), t, mode)
        : ResultRounding.round(e, t, mode);
  }

  /** PLANE (PLN.md): p * u + q * v + r. */
  public static double plane(double p, double u, double q, double v, double r, FloatMode mode) {
    return dot(p, u, q, v, 0, 0, 0, 0, r, mode);
  }

  /** The rounding error of the double sum s = x + y (TwoSum). */
  private static double sumError(double x, double y, double s) {
    double bv = s - x;
    return (x - (s - bv)) + (y - bv);
  }

  /**
   * MIN per the spec's IEEE min rule: if exactly one operand is NaN the other is returned, if both
   * are NaN src1 is returned; -0 counts as less than +0.
   */
  public static double min(double a, double b) {
    if (Double.isNaN(a)) {
      return b;
    }
    if (Double.isNaN(b)) {
      return a;
    }
    if (a == b) {
      return Double.doubleToRawLongBits(a) < 0 ? a : b;
    }
    return a < b ? a : b;
  }

  /** MAX, with the same NaN rule as {@link #min}; +0 counts as greater than -0. */
  public static double max(double a, double b) {
    if (Double.isNaN(a)) {
      return b;
    }
    if (Double.isNaN(b)) {
      return a;
    }
    if (a == b) {
      return Double.doubleToRawLongBits(a) < 0 ? b : a;
    }
    return a > b ? a : b;
  }

  /** F arithmetic rounded to nearest even: one Java float operation (flushing and ALT apart). */
  private static boolean isPlainF(Type t, FloatMode mode) {
    return t == Type.F && mode.rounding() == RoundingMode.RNE;
  }

  /** x + y for operands that are values of {@code t}, rounded to {@code t}. */
  private static double sumOfT(double x, double y, Type t, FloatMode mode) {
    if (isPlainF(t, mode)) {
      return ResultRounding.finish(addF((float) x, (float) y), t, mode);
    }
    return sum(x, y, t, mode);
  }

  /** x + y for any doubles whose sum is finite unless an operand is not, rounded to {@code t}. */
  private static double sum(double x, double y, Type t, FloatMode mode) {
    double s = x + y;
    RoundingMode rm = mode.rounding();
    if (!Double.isFinite(s)) {
      if (t == Type.DF && Double.isInfinite(s) && Double.isFinite(x) && Double.isFinite(y)) {
        return ResultRounding.finish(DoubleRounding.directed(s, s > 0 ? -1 : 1, rm), t, mode);
      }
      return ResultRounding.round(s, 0, t, mode);
    }
    if (s == 0) {
      return ResultRounding.finish(zeroSum(x, y, rm), t, mode);
    }
    return ResultRounding.round(s, sumError(x, y, s), t, mode);
  }

  /**
   * The zero that an exactly cancelling x + y gives: -0 only for -0 + -0, or under RD unless +0 +
   * +0.
   */
  private static double zeroSum(double x, double y, RoundingMode rm) {
    boolean bothPlus = Double.doubleToRawLongBits(x) == 0 && Double.doubleToRawLongBits(y) == 0;
    boolean bothMinus =
        x == 0 && y == 0 && Double.doubleToRawLongBits(x) < 0 && Double.doubleToRawLongBits(y) < 0;
    if (bothMinus || (rm == RoundingMode.RD && !bothPlus)) {
      return -0.0;
    }
    return 0.0;
  }
}
