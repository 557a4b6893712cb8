package jvisa.cc.visa;

import java.util.EnumSet;
import java.util.Set;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * atan, atan2, asin, acos and their /pi forms on f32. atan(a) for a >= 0 reduces to t in
 * [-tan(pi/8), tan(pi/8)]: t = a, (a - 1) / (a + 1) with pi/4 added, or -1/a with pi/2 added
 * (constants as hi + lo), then t + t^3 P(t^2) with a degree-4 P fitted to atan's relative error.
 * atan2 takes atan of min/max of the magnitudes, then pi/2 - z when |y| > |x| and pi - z when x's
 * sign bit is set, with y's sign (which gives C99's special cases, zeros and infinities included);
 * asin(a) = atan(a / sqrt((1 - a)(1 + a))), acos(x) = 2 atan(sqrt((1 - x) / (1 + x))). The /pi
 * forms multiply by 1/pi as hi + lo.
 */
final class InverseTrigFunctions extends PerLaneFloatFunction {
  private static final Set<MathFn> FUNCTIONS =
      EnumSet.of(
          MathFn.ATAN,
          MathFn.ATAN2,
          MathFn.ASIN,
          MathFn.ACOS,
          MathFn.ATANPI,
          MathFn.ATAN2PI,
          MathFn.ASINPI,
          MathFn.ACOSPI);
  private static final float[] P = {
    Float.intBitsToFloat(0xbeaaaaa5),
    Float.intBitsToFloat(0x3e4cc8f2),
    Float.intBitsToFloat(0xbe11dd03),
    Float.intBitsToFloat(0x3dd915b2),
    Float.intBitsToFloat(0xbd7985f4)
  };
  private static final float TAN_PI_8 = (float) Math.tan(Math.PI / 8);
  private static final float TAN_3PI_8 = (float) Math.tan(3 * Math.PI / 8);
  static final float PI_HI = (float) Math.PI;
  static final float PI_LO = (float) (Math.PI - PI_HI);
  private static final float HALF_PI_HI = PI_HI / 2;
  private static final float HALF_PI_LO = PI_LO / 2;
  private static final float QUARTER_PI_HI = PI_HI / 4;
  private static final float QUARTER_PI_LO = PI_LO / 4;
  private static final float INV_PI_HI = (float) (1 / Math.PI);
  private static final float INV_PI_LO = (float) (1 / Math.PI - INV_PI_HI);

  InverseTrigFunctions(Code code) {
    super(code);
  }

  static boolean handles(Instr i, MathFn fn) {
    return handles(i, fn, FUNCTIONS);
  }

  @Override
  String value(Lane lane) {
    FloatOps o = lane.ops();
    MathFn fn = lane.fn();
    String x = lane.x();
    String a = FloatOps.abs(x);
    String r =
        switch (fn) {
          case ATAN, ATANPI -> o.copySign(atanOfMagnitude(o, a), x);
          case ASIN, ASINPI -> {
            String one = FloatOps.c(1);
            String c = o.sqrt(o.mul(o.sub(one, a), o.add(one, a)));
            yield o.copySign(atanOfMagnitude(o, o.div(a, c)), x);
          }
          case ACOS, ACOSPI -> {
            String one = FloatOps.c(1);
            String t = o.sqrt(o.div(o.sub(one, x), o.add(one, x)));
            String z = atanOfMagnitude(o, t);
            yield o.add(z, z);
          }
          case ATAN2, ATAN2PI -> atan2(o, x, lane.input(1));
          default -> throw new IllegalStateException(fn + " is not handled here");
        };
    if (fn == MathFn.ATANPI || fn == MathFn.ASINPI || fn == MathFn.ACOSPI || fn == MathFn.ATAN2PI) {
      r = o.mad(r, FloatOps.c(INV_PI_HI), o.mul(r, FloatOps.c(INV_PI_LO)));
    }
    if (fn != MathFn.ATAN2 && fn != MathFn.ATAN2PI) {
      r = o.sel(o.isNan(x), x, r);
    }
    return r;
  }

  /** atan(a) for a >= 0 (or NaN). */
  static String atanOfMagnitude(FloatOps o, String a) {
    String far = o.cmp("gt", a, FloatOps.c(TAN_3PI_8));
    String mid = o.cmp("gt", a, FloatOps.c(TAN_PI_8));
    String one = FloatOps.c(1);
    String tMid = o.div(o.sub(a, one), o.add(a, one));
    String t = o.sel(far, FloatOps.neg(o.inv(a)), o.sel(mid, tMid, a));
    String hi =
        o.sel(far, FloatOps.c(HALF_PI_HI), o.sel(mid, FloatOps.c(QUARTER_PI_HI), FloatOps.c(0)));
    String lo =
        o.sel(far, FloatOps.c(HALF_PI_LO), o.sel(mid, FloatOps.c(QUARTER_PI_LO), FloatOps.c(0)));
    String z = o.mul(t, t);
    String p = FloatOps.c(P[P.length - 1]);
    for (int k = P.length - 2; k >= 0; k--) {
      p = o.mad(p, z, FloatOps.c(P[k]));
    }
    String core = o.mad(o.mul(t, z), p, t);
    return o.add(hi, o.add(core, lo));
  }

  private static String atan2(FloatOps o, String y, String x) {
    String ay = FloatOps.abs(y);
    String ax = FloatOps.abs(x);
    String big = o.max(ax, ay);
    String ratio = o.div(o.min(ax, ay), big);
    String inf = FloatOps.cBits(FloatOps.INF);
    ratio = o.sel(o.cmp("eq", big, FloatOps.c(0)), FloatOps.c(0), ratio);
    ratio = o.sel(o.and(o.cmp("eq", ax, inf), o.cmp("eq", ay, inf)), FloatOps.c(1), ratio);
    String z = atanOfMagnitude(o, ratio);
    String steep = o.cmp("gt", ay, ax);
    z = o.sel(steep, o.add(FloatOps.c(HALF_PI_HI), o.sub(FloatOps.c(HALF_PI_LO), z)), z);
    String back = o.add(FloatOps.c(PI_HI), o.sub(FloatOps.c(PI_LO), z));
    z = o.sel(o.signBit(x), back, z);
    z = o.copySign(z, y);
    z = o.sel(o.isNan(x), x, z);
    return o.sel(o.isNan(y), y, z);
  }
}
