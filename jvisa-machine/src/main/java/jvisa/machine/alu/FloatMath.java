package jvisa.machine.alu;

import jvisa.asm.model.Type;

/**
 * The math-unit instructions (INV, DIV, SQRT, RSQRT, EXP, LOG, SIN, COS, POW) for F and HF (DF is
 * accepted too). The hardware results are approximations whose exact bits are not published; this
 * machine gives the function's value computed in double precision and rounded once to the execution
 * type with round-to-nearest-even, regardless of the %cr0 rounding field. For INV, DIV, SQRT and
 * the exactly representable cases of EXP and LOG that is the correctly rounded result; for the
 * others the double evaluation is within a few double ulps, so the result is within 0.5 ulp of the
 * execution type plus about 2^-28 ulp (measured in FloatMathTest). Special values follow IEEE-754 /
 * C99 (e.g. LOG of a negative number is NaN, of +-0 is -inf; RSQRT(+-0) is +-inf). Denorm inputs
 * and outputs are flushed per %cr0; in ALT mode LOG, SQRT and RSQRT take the absolute value of
 * their operand first.
 */
public final class FloatMath {
  private static final double LN2 = 0.6931471805599453;

  private FloatMath() {}

  /** INV: 1 / a. */
  public static double inv(double a, Type t, FloatMode mode) {
    return out(1.0 / in(a, t, mode), t, mode);
  }

  /** DIV on floats: a / b (the spec's a * inv(b) approximation, here correctly rounded). */
  public static double div(double a, double b, Type t, FloatMode mode) {
    return out(in(a, t, mode) / in(b, t, mode), t, mode);
  }

  /** SQRT: square root. */
  public static double sqrt(double a, Type t, FloatMode mode) {
    return out(Math.sqrt(altAbs(in(a, t, mode), t, mode)), t, mode);
  }

  /** RSQRT: 1 / sqrt(a). */
  public static double rsqrt(double a, Type t, FloatMode mode) {
    return out(1.0 / Math.sqrt(altAbs(in(a, t, mode), t, mode)), t, mode);
  }

  /** EXP: 2 raised to a. */
  public static double exp(double a, Type t, FloatMode mode) {
    return out(StrictMath.pow(2.0, in(a, t, mode)), t, mode);
  }

  /** LOG: base-2 logarithm. */
  public static double log(double a, Type t, FloatMode mode) {
    double x = altAbs(in(a, t, mode), t, mode);
    double r;
    if (x > 0
        && x < Double.POSITIVE_INFINITY
        && x == Math.scalb(1.0, Math.getExponent(x))
        && x >= Double.MIN_NORMAL) {
      r = Math.getExponent(x);
    } else {
      r = StrictMath.log(x) / LN2;
    }
    return out(r, t, mode);
  }

  /** SIN: sine of a (radians). */
  public static double sin(double a, Type t, FloatMode mode) {
    return out(StrictMath.sin(in(a, t, mode)), t, mode);
  }

  /** COS: cosine of a (radians). */
  public static double cos(double a, Type t, FloatMode mode) {
    return out(StrictMath.cos(in(a, t, mode)), t, mode);
  }

  /** POW: a raised to b, with C99 pow special cases. */
  public static double pow(double a, double b, Type t, FloatMode mode) {
    return out(StrictMath.pow(in(a, t, mode), in(b, t, mode)), t, mode);
  }

  private static double in(double v, Type t, FloatMode mode) {
    return mode.flush(v, t);
  }

  private static double altAbs(double v, Type t, FloatMode mode) {
    return mode.altF() && t == Type.F ? SourceModifiers.abs(v) : v;
  }

  private static double out(double r, Type t, FloatMode mode) {
    double rounded = t == Type.DF ? r : Convert.format(t).roundValue(r, 0, RoundingMode.RNE);
    return ResultRounding.finish(rounded, t, mode);
  }
}
