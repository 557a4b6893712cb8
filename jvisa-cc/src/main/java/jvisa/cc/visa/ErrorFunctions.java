package jvisa.cc.visa;

import java.util.EnumSet;
import java.util.Set;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * erf and erfc on f32. erfc(a), a = |x| (clamped to 10.5, past which it is 0 in float), is t
 * e^(-a^2 + P(t)) with t = 1 / (1 + a/2) and a degree-9 P fitted to ln(erfc(a) / t) + a^2; a^2 is
 * carried as hi + lo (fused {@code mad}) and the exponent's base-2 scaling as in {@link
 * ExpLogSteps}, so the large exponent costs no accuracy. erfc(-a) = 2 - erfc(a); erf(x) = x Q(x^2)
 * (Q fitted to erf's relative error) below |x| = 3/4, else 1 - erfc(|x|) with x's sign.
 */
final class ErrorFunctions extends PerLaneFloatFunction {
  private static final Set<MathFn> FUNCTIONS = EnumSet.of(MathFn.ERF, MathFn.ERFC);
  private static final float[] P = {
    Float.intBitsToFloat(0xbfa1fb90),
    Float.intBitsToFloat(0x3f7fe3c4),
    Float.intBitsToFloat(0x3ec16768),
    Float.intBitsToFloat(0x3da6d11a),
    Float.intBitsToFloat(0xbe1946ea),
    Float.intBitsToFloat(0x3e6acd05),
    Float.intBitsToFloat(0xbf8d05a6),
    Float.intBitsToFloat(0x3fbe12b8),
    Float.intBitsToFloat(0xbf548ef1),
    Float.intBitsToFloat(0x3e32633c)
  };
  private static final float[] Q = {
    Float.intBitsToFloat(0x3f906eba),
    Float.intBitsToFloat(0xbec0939e),
    Float.intBitsToFloat(0x3de715c4),
    Float.intBitsToFloat(0xbcdbdc8a),
    Float.intBitsToFloat(0x3ba7df2c),
    Float.intBitsToFloat(0xba32ae7f)
  };
  private static final float SMALL = 0.75f;
  private static final float LIMIT = 10.5f;

  ErrorFunctions(Code code) {
    super(code);
  }

  static boolean handles(Instr i, MathFn fn) {
    return handles(i, fn, FUNCTIONS);
  }

  @Override
  String value(Lane lane) {
    FloatOps o = lane.ops();
    String x = lane.x();
    String c = erfcOfMagnitude(o, o.min(FloatOps.abs(x), FloatOps.c(LIMIT)));
    String r;
    if (lane.fn() == MathFn.ERFC) {
      r = o.sel(o.signBit(x), o.sub(FloatOps.c(2), c), c);
    } else {
      String near = o.mul(x, horner(o, o.mul(x, x), Q));
      String far = o.copySign(o.sub(FloatOps.c(1), c), x);
      r = o.sel(o.cmp("lt", FloatOps.abs(x), FloatOps.c(SMALL)), near, far);
    }
    return o.sel(o.isNan(x), x, r);
  }

  private static String erfcOfMagnitude(FloatOps o, String a) {
    String t = o.inv(o.mad(a, FloatOps.c(0.5f), FloatOps.c(1)));
    String p = horner(o, t, P);
    String square = o.mul(a, a);
    String squareLo = o.mad(a, a, FloatOps.neg(square));
    String small = o.sub(p, squareLo);
    String hi = FloatOps.c(ExpLogSteps.LOG2E_HI);
    String y = o.mul(FloatOps.neg(square), hi);
    String e = o.mad(FloatOps.neg(square), hi, FloatOps.neg(y));
    e = o.mad(FloatOps.neg(square), FloatOps.c(ExpLogSteps.LOG2E_LO), e);
    e = o.mad(small, hi, e);
    return o.mul(t, ExpLogSteps.exp2Split(o, y, e, 0));
  }

  private static String horner(FloatOps o, String z, float[] c) {
    String p = FloatOps.c(c[c.length - 1]);
    for (int k = c.length - 2; k >= 0; k--) {
      p = o.mad(p, z, FloatOps.c(c[k]));
    }
    return p;
  }
}
