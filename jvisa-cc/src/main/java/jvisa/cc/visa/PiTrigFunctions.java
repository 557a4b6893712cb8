package jvisa.cc.visa;

import java.util.EnumSet;
import java.util.Set;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * sinpi, cospi and tanpi on f32. x is reduced exactly to r = x - 2 rint(x / 2) in [-1, 1], then to
 * s in [-1/2, 1/2] (1 - r and -1 - r are exact); pi s is carried as p + e (the product's rounding
 * recovered by {@code mad}) and sin(p + e) = sin(p) + e cos(p), cos(p + e) = cos(p) - e sin(p),
 * with vISA's sin and cos. cospi(r) is cos(pi |r|) up to |r| = 1/4 and sinpi(1/2 - |r|) beyond
 * (exact); tanpi is sinpi / cospi. Zeros of sinpi take the sign of x, as OpenCL asks.
 */
final class PiTrigFunctions extends PerLaneFloatFunction {
  private static final Set<MathFn> FUNCTIONS = EnumSet.of(MathFn.SINPI, MathFn.COSPI, MathFn.TANPI);

  PiTrigFunctions(Code code) {
    super(code);
  }

  static boolean handles(Instr i, MathFn fn) {
    return handles(i, fn, FUNCTIONS);
  }

  @Override
  String value(Lane lane) {
    FloatOps o = lane.ops();
    String x = lane.x();
    String r = reduce(o, x);
    return switch (lane.fn()) {
      case SINPI -> sinpi(o, x, r);
      case COSPI -> cospi(o, r);
      case TANPI -> o.div(sinpi(o, x, r), cospi(o, r));
      default -> throw new IllegalStateException(lane.fn() + " is not handled here");
    };
  }

  /** sin(pi x) (x registered with {@code o}, so its sign can be read). */
  static String sinpi(FloatOps o, String x) {
    return sinpi(o, x, reduce(o, x));
  }

  /** x - 2 rint(x / 2), exactly. */
  private static String reduce(FloatOps o, String x) {
    String n = o.op("rnde", o.mul(x, FloatOps.c(0.5f)));
    return o.sub(x, o.add(n, n));
  }

  private static String sinpi(FloatOps o, String x, String r) {
    String s =
        o.sel(
            o.cmp("gt", r, FloatOps.c(0.5f)),
            o.sub(FloatOps.c(1), r),
            o.sel(o.cmp("lt", r, FloatOps.c(-0.5f)), o.sub(FloatOps.c(-1), r), r));
    String v = sinOfPiTimes(o, s);
    return o.sel(o.cmp("eq", v, FloatOps.c(0)), o.signedZero(x), v);
  }

  private static String cospi(FloatOps o, String r) {
    String a = FloatOps.abs(r);
    String[] p = piTimes(o, a);
    String near = o.mad(FloatOps.neg(p[1]), o.op("sin", p[0]), o.op("cos", p[0]));
    String far = sinOfPiTimes(o, o.sub(FloatOps.c(0.5f), a));
    return o.sel(o.cmp("le", a, FloatOps.c(0.25f)), near, far);
  }

  /** sin(pi s) for |s| <= 1/2. */
  private static String sinOfPiTimes(FloatOps o, String s) {
    String[] p = piTimes(o, s);
    return o.mad(p[1], o.op("cos", p[0]), o.op("sin", p[0]));
  }

  /** pi s as {p, e}. */
  private static String[] piTimes(FloatOps o, String s) {
    String hi = FloatOps.c(InverseTrigFunctions.PI_HI);
    String p = o.mul(s, hi);
    String e = o.mad(s, hi, FloatOps.neg(p));
    e = o.mad(s, FloatOps.c(InverseTrigFunctions.PI_LO), e);
    return new String[] {p, e};
  }
}
