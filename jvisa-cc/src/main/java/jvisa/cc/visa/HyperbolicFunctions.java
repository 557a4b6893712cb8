package jvisa.cc.visa;

import java.util.EnumSet;
import java.util.Set;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * expm1, log1p and the hyperbolic functions and their inverses on f32, from {@link ExpLogSteps}:
 * sinh(a) = (E + E / (E + 1)) / 2 with E = expm1(a) for a = |x| <= 1, else h - 1 / (4h) with h =
 * e^a / 2; cosh = h + 1 / (4h); tanh(a) = E / (E + 2) with E = expm1(2a) (1 from a >= 10); asinh(a)
 * = log1p(a + a^2 / (1 + sqrt(1 + a^2))), acosh(x) = log1p(t + sqrt(t (t + 2))) with t = x - 1
 * (both ln(2a) from 2^12 on); atanh(a) = log1p(2a / (1 - a)) / 2. Odd functions take the sign of x;
 * NaN gives NaN.
 */
final class HyperbolicFunctions extends PerLaneFloatFunction {
  private static final Set<MathFn> FUNCTIONS =
      EnumSet.of(
          MathFn.EXPM1,
          MathFn.LOG1P,
          MathFn.SINH,
          MathFn.COSH,
          MathFn.TANH,
          MathFn.ASINH,
          MathFn.ACOSH,
          MathFn.ATANH);
  private static final float LARGE = 0x1p12f;

  HyperbolicFunctions(Code code) {
    super(code);
  }

  static boolean handles(Instr i, MathFn fn) {
    return handles(i, fn, FUNCTIONS);
  }

  @Override
  String value(Lane lane) {
    FloatOps o = lane.ops();
    String x = lane.x();
    String a = FloatOps.abs(x);
    String r =
        switch (lane.fn()) {
          case EXPM1 -> ExpLogSteps.expm1(o, x);
          case LOG1P -> ExpLogSteps.log1p(o, x);
          case SINH -> o.copySign(sinh(o, a), x);
          case COSH -> {
            String half = ExpLogSteps.exp(o, a, -1);
            yield o.add(half, o.div(FloatOps.c(0.25f), half));
          }
          case TANH -> o.copySign(tanh(o, a), x);
          case ASINH -> o.copySign(asinh(o, a), x);
          case ACOSH -> acosh(o, x);
          case ATANH -> {
            String w = o.div(o.add(a, a), o.sub(FloatOps.c(1), a));
            yield o.copySign(o.mul(ExpLogSteps.log1p(o, w), FloatOps.c(0.5f)), x);
          }
          default -> throw new IllegalStateException(lane.fn() + " is not handled here");
        };
    return o.sel(o.isNan(x), x, r);
  }

  private static String sinh(FloatOps o, String a) {
    String e = ExpLogSteps.expm1(o, a);
    String near = o.mul(o.add(e, o.div(e, o.add(e, FloatOps.c(1)))), FloatOps.c(0.5f));
    String half = ExpLogSteps.exp(o, a, -1);
    String far = o.sub(half, o.div(FloatOps.c(0.25f), half));
    return o.sel(o.cmp("le", a, FloatOps.c(1)), near, far);
  }

  private static String tanh(FloatOps o, String a) {
    String e = ExpLogSteps.expm1(o, o.min(o.add(a, a), FloatOps.c(40)));
    String t = o.div(e, o.add(e, FloatOps.c(2)));
    return o.sel(o.cmp("ge", a, FloatOps.c(10)), FloatOps.c(1), t);
  }

  private static String asinh(FloatOps o, String a) {
    String a2 = o.mul(a, a);
    String s = o.add(o.sqrt(o.add(a2, FloatOps.c(1))), FloatOps.c(1));
    String w = o.add(a, o.div(a2, s));
    String near = ExpLogSteps.log1p(o, w);
    return o.sel(o.cmp("ge", a, FloatOps.c(LARGE)), ExpLogSteps.logTwice(o, a), near);
  }

  private static String acosh(FloatOps o, String x) {
    String t = o.sub(x, FloatOps.c(1));
    String w = o.add(t, o.sqrt(o.mul(t, o.add(t, FloatOps.c(2)))));
    String r = ExpLogSteps.log1p(o, w);
    r = o.sel(o.cmp("ge", x, FloatOps.c(LARGE)), ExpLogSteps.logTwice(o, x), r);
    return o.sel(o.cmp("lt", x, FloatOps.c(1)), FloatOps.cBits(FloatOps.NAN), r);
  }
}
