package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Type;

/**
 * tgamma and lgamma on f32. tgamma(x) = Gamma(t) P or Gamma(t) / P with t = x - floor(x) + 1 in [1,
 * 2), Gamma(t) a degree-10 polynomial in t - 3/2 fitted to its relative error, and P the product of
 * the recurrence's factors (t, t + 1, ... up to x - 1 from x >= 2; x, x + 1, ... up to t - 1 below
 * 1; all exact but near 0) carried as hi + lo (fused {@code mad}) over 44 predicated steps (x
 * clamped to [-43, 36], where the result has overflowed or vanished: below -43 it is a zero of the
 * sign (-1)^(floor(x) + 1)), scaled by 2^-64 beyond two factors so it neither overflows nor loses a
 * subnormal result. lgamma(x) is ln|tgamma(x)| for |x| <= 30, -ln|x| below 2^-20, Stirling's (z -
 * 1/2) ln z - z + ln(2 pi)/2 + 1/(12z) from 30 on and ln(pi / |sinpi(x)|) - lgamma(1 - x) below
 * -30. Negative integers give NaN (tgamma) and +inf (lgamma).
 */
final class GammaFunctions {
  private static final float[] GAMMA_NEAR_ONE_AND_A_HALF = {
    Float.intBitsToFloat(0x3f62dfc5),
    Float.intBitsToFloat(0x3d047527),
    Float.intBitsToFloat(0x3ed46276),
    Float.intBitsToFloat(0xbddbb8d5),
    Float.intBitsToFloat(0x3e141ae1),
    Float.intBitsToFloat(0xbd9f2977),
    Float.intBitsToFloat(0x3d70dc8e),
    Float.intBitsToFloat(0xbd149c2d),
    Float.intBitsToFloat(0x3cc7cedc),
    Float.intBitsToFloat(0xbcc234fc),
    Float.intBitsToFloat(0x3c85c585)
  };
  private static final int STEPS = 44;
  private static final float LOW = -43;
  private static final float HIGH = 36;
  private static final float STIRLING_FROM = 30;
  private static final float TINY = 0x1p-20f;
  private static final float HALF_LOG_TWO_PI = (float) (0.5 * Math.log(2 * Math.PI));
  private static final float LOG_PI = (float) Math.log(Math.PI);

  private final Code code;

  GammaFunctions(Code code) {
    this.code = code;
  }

  static boolean handles(Instr i, MathFn fn) {
    return switch (fn) {
      case TGAMMA, LGAMMA, LGAMMA_R -> i.type().equals(Type.F32);
      case LGAMMA_SIGN -> i.operand(0).type().equals(Type.F32);
      default -> false;
    };
  }

  void emit(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    if (fn == MathFn.LGAMMA_R && i.operands().size() != 1) {
      throw code.unsupported("lgamma_r writing memory");
    }
    if (fn == MathFn.LGAMMA_SIGN) {
      sign(i);
      return;
    }
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      FloatOps o = new FloatOps(code, l, dst.wide);
      String x = o.input(code.src(i.operand(0), "f", h), code.src(i.operand(0), "ud", h));
      String negativeInteger =
          o.and(o.cmp("lt", x, FloatOps.c(0)), o.cmp("eq", x, o.op("rndd", x)));
      String g = tgamma(o, x);
      String r;
      if (fn == MathFn.TGAMMA) {
        r = o.sel(negativeInteger, FloatOps.cBits(FloatOps.NAN), g);
      } else {
        r = lgamma(o, x, g);
        String inf = FloatOps.cBits(FloatOps.INF);
        r = o.sel(o.or(negativeInteger, o.cmp("eq", FloatOps.abs(x), inf)), inf, r);
      }
      o.result(dst, o.sel(o.isNan(x), x, r));
    }
  }

  /**
   * lgamma_r's sign of Gamma(x): 1, or -1 for -0 and where floor(x) is odd below 0; 0 for NaN, -inf
   * and the negative integers.
   */
  private void sign(Instr i) {
    Var dst = code.var(i);
    String t = VisaTypes.of(i.type(), true);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      FloatOps o = new FloatOps(code, l, dst.wide);
      String x = o.input(code.src(i.operand(0), "f", h), code.src(i.operand(0), "ud", h));
      String floor = o.op("rndd", x);
      String odd = o.cmp("ne", o.op("frc", o.mul(floor, FloatOps.c(0.5f))), FloatOps.c(0));
      String negative = o.and(o.signBit(x), o.or(odd, o.cmp("eq", x, FloatOps.c(0))));
      String s = o.sel(negative, FloatOps.c(-1), FloatOps.c(1));
      String pole = o.and(o.cmp("lt", x, FloatOps.c(0)), o.cmp("eq", x, floor));
      s = o.sel(o.or(pole, o.isNan(x)), FloatOps.c(0), s);
      code.op("mov", l, dst.dst(t, h), s);
    }
  }

  private static String tgamma(FloatOps o, String x) {
    String c = o.min(o.max(x, FloatOps.c(LOW)), FloatOps.c(HIGH));
    String floor = o.op("rndd", c);
    String t = o.add(o.sub(c, floor), FloatOps.c(1));
    String up = o.cmp("ge", c, FloatOps.c(1));
    String count = o.sel(up, o.sub(floor, FloatOps.c(1)), o.sub(FloatOps.c(1), floor));
    String base = o.sel(up, t, c);
    String scale = o.sel(o.cmp("gt", count, FloatOps.c(2)), FloatOps.c(0x1p-64f), FloatOps.c(1));
    String hi = scale;
    String lo = FloatOps.c(0);
    for (int k = 0; k < STEPS; k++) {
      String factor = k == 0 ? base : o.add(base, FloatOps.c(k));
      factor = o.sel(o.cmp("gt", count, FloatOps.c(k)), factor, FloatOps.c(1));
      String product = o.mul(hi, factor);
      String error = o.mad(hi, factor, FloatOps.neg(product));
      lo = o.mad(lo, factor, error);
      hi = product;
    }
    String u = o.sub(t, FloatOps.c(1.5f));
    float[] p = GAMMA_NEAR_ONE_AND_A_HALF;
    String g = FloatOps.c(p[p.length - 1]);
    for (int k = p.length - 2; k >= 0; k--) {
      g = o.mad(g, u, FloatOps.c(p[k]));
    }
    String times = o.div(o.mad(g, hi, o.mul(g, lo)), scale);
    String q = o.div(g, hi);
    String corrected = o.mad(FloatOps.neg(q), o.div(lo, hi), q);
    q = o.sel(o.cmp("eq", FloatOps.abs(q), FloatOps.cBits(FloatOps.INF)), q, corrected);
    String r = o.sel(up, times, o.mul(q, scale));
    r = o.sel(o.cmp("eq", x, FloatOps.c(0)), o.inv(x), r);
    String half = o.mul(o.op("rndd", x), FloatOps.c(0.5f));
    String odd = o.cmp("ne", o.op("frc", half), FloatOps.c(0));
    String vanished = o.sel(odd, FloatOps.c(-0.0f), FloatOps.c(0));
    return o.sel(o.cmp("lt", x, FloatOps.c(LOW)), vanished, r);
  }

  private static String lgamma(FloatOps o, String x, String gamma) {
    String a = FloatOps.abs(x);
    String near = ln(o, FloatOps.abs(gamma));
    near = o.sel(o.cmp("lt", a, FloatOps.c(TINY)), FloatOps.neg(ln(o, a)), near);
    String positive = o.cmp("gt", x, FloatOps.c(0));
    String z = o.sel(positive, x, o.sub(FloatOps.c(1), x));
    String lz = ln(o, z);
    String stirling = o.mad(o.sub(z, FloatOps.c(0.5f)), lz, FloatOps.neg(z));
    stirling = o.add(stirling, o.add(FloatOps.c(HALF_LOG_TWO_PI), o.div(FloatOps.c(1f / 12), z)));
    String reflected =
        o.sub(
            o.sub(FloatOps.c(LOG_PI), ln(o, FloatOps.abs(PiTrigFunctions.sinpi(o, x)))), stirling);
    String far = o.sel(positive, stirling, reflected);
    return o.sel(o.cmp("le", a, FloatOps.c(STIRLING_FROM)), near, far);
  }

  /** ln(v) as log2(v) times ln 2 in hi + lo (infinite logarithms kept). */
  private static String ln(FloatOps o, String v) {
    String l = o.log2(v);
    String r = o.mad(l, FloatOps.c(ExpLogSteps.LN2_HI), o.mul(l, FloatOps.c(ExpLogSteps.LN2_LO)));
    return o.sel(o.cmp("eq", FloatOps.abs(l), FloatOps.cBits(FloatOps.INF)), l, r);
  }
}
