package jvisa.cc.visa;

/**
 * The exponential and logarithm steps the composed float functions share, built on vISA's base-2
 * {@code exp}/{@code log} (each rounded once). x * log2(e) is carried as hi + lo (the product's
 * rounding recovered by a fused {@code mad}); e^x - 1 near 0 and ln(1 + x) use Kahan's
 * compensations, whose error does not depend on the error of the intermediate power or sum.
 */
final class ExpLogSteps {
  static final float LOG2E_HI = Float.intBitsToFloat(0x3fb8aa3b);
  static final float LOG2E_LO = (float) (1 / Math.log(2) - LOG2E_HI);
  static final float LN2_HI = (float) Math.log(2);
  static final float LN2_LO = (float) (Math.log(2) - LN2_HI);
  private static final float LIMIT = 100;

  private ExpLogSteps() {}

  /** x * log2(e) as {hi, lo}. */
  static String[] log2eTimes(FloatOps o, String x) {
    return times(o, x, LOG2E_HI, LOG2E_LO);
  }

  /** x * (hi + lo) as {hi, lo}: the product's rounding recovered by a fused {@code mad}. */
  static String[] times(FloatOps o, String x, float hi, float lo) {
    String y = o.mul(x, FloatOps.c(hi));
    String e = o.mad(x, FloatOps.c(hi), FloatOps.neg(y));
    e = o.mad(x, FloatOps.c(lo), e);
    return new String[] {y, e};
  }

  /**
   * 2^(y + e + offset) for y + e (|e| tiny) a base-2 exponent below 150 in magnitude: 2^f with f =
   * y - rint(y) + e in [-0.5, 0.5], scaled by 2^n in two exact halves so no factor overflows.
   */
  static String exp2Split(FloatOps o, String y, String e, float offset) {
    String n = o.op("rnde", y);
    String f = o.add(o.sub(y, n), e);
    String m = offset == 0 ? n : o.add(n, FloatOps.c(offset));
    String a = o.op("rndd", o.mul(m, FloatOps.c(0.5f)));
    String b = o.sub(m, a);
    return o.mul(o.mul(o.exp2(f), o.exp2(a)), o.exp2(b));
  }

  /** e^x * 2^offset for x clamped to [-110, 110], where e^x overflows or is 0 (NaN not kept). */
  static String exp(FloatOps o, String x, float offset) {
    return exp2Of(o, x, LOG2E_HI, LOG2E_LO, 110, offset);
  }

  /**
   * 2^(x * (hi + lo)) * 2^offset for x clamped to [-limit, limit] (a limit past which the result
   * overflows or is 0; NaN not kept).
   */
  static String exp2Of(FloatOps o, String x, float hi, float lo, float limit, float offset) {
    String c = o.min(o.max(x, FloatOps.c(-limit)), FloatOps.c(limit));
    String[] y = times(o, c, hi, lo);
    return exp2Split(o, y[0], y[1], offset);
  }

  /**
   * e^x - 1: for |x| <= 1, u = 2^y rounded, (u - 1) / log2(u) * (y + e) (x where u is 1); else e^x
   * - 1 with x clamped to [-100, 100] (NaN not kept).
   */
  static String expm1(FloatOps o, String x) {
    String c = o.min(o.max(x, FloatOps.c(-LIMIT)), FloatOps.c(LIMIT));
    String[] y = log2eTimes(o, c);
    String u = o.exp2(y[0]);
    String q = o.div(o.sub(u, FloatOps.c(1)), o.log2(u));
    String near = o.mad(q, y[1], o.mul(q, y[0]));
    near = o.sel(o.cmp("eq", u, FloatOps.c(1)), x, near);
    String far = o.sub(exp2Split(o, y[0], y[1], 0), FloatOps.c(1));
    return o.sel(o.cmp("le", FloatOps.abs(x), FloatOps.c(1)), near, far);
  }

  /**
   * ln(1 + x): u = 1 + x rounded, log2(u) * ln 2 * x / (u - 1), where u - 1 is exact and ln 2 and
   * the quotient are carried as hi + lo (the quotient's remainder from a fused {@code mad}); x
   * where u is 1, -inf for -1, +inf for +inf.
   */
  static String log1p(FloatOps o, String x) {
    String u = o.add(x, FloatOps.c(1));
    String l = o.log2(u);
    String hi = o.mul(l, FloatOps.c(LN2_HI));
    String lo = o.mad(l, FloatOps.c(LN2_HI), FloatOps.neg(hi));
    lo = o.mad(l, FloatOps.c(LN2_LO), lo);
    String d = o.sub(u, FloatOps.c(1));
    String r = o.div(x, d);
    String rLo = o.div(o.mad(FloatOps.neg(r), d, x), d);
    String v = o.mad(hi, r, o.mad(hi, rLo, o.mul(lo, r)));
    v = o.sel(o.cmp("eq", u, FloatOps.c(1)), x, v);
    v = o.sel(o.cmp("eq", x, FloatOps.c(-1)), FloatOps.neg(FloatOps.cBits(FloatOps.INF)), v);
    return o.sel(o.cmp("eq", x, FloatOps.cBits(FloatOps.INF)), x, v);
  }

  /** ln(2a) for large a: (log2(a) + 1) * ln 2 (+inf for +inf). */
  static String logTwice(FloatOps o, String a) {
    String l = o.add(o.log2(a), FloatOps.c(1));
    String r = o.mad(l, FloatOps.c(LN2_HI), o.mul(l, FloatOps.c(LN2_LO)));
    String inf = FloatOps.cBits(FloatOps.INF);
    return o.sel(o.cmp("eq", a, inf), inf, r);
  }
}
