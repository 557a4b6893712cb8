package jvisa.cc.visa;

import java.util.EnumSet;
import java.util.Set;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * cbrt, hypot and rootn on f32 (rootn described at its method). cbrt(a) = pow(m, 1/3) 2^k with a =
 * m 2^3k exactly (k from log2(a), m within a few binades of 1, so the rounding of 1/3 costs m^(1/3
 * - 1/3f), a small fraction of an ulp; subnormals scaled by 2^24 first). hypot(x, y) = M sqrt(1 +
 * (m/M)^2) with M and m the larger and smaller magnitude (no overflow or underflow of the squares);
 * +inf when either is infinite, NaN then when either is NaN.
 */
final class RootFunctions extends PerLaneFloatFunction {
  private static final Set<MathFn> FUNCTIONS = EnumSet.of(MathFn.CBRT, MathFn.HYPOT, MathFn.ROOTN);
  private static final float SMALLEST_NORMAL = Float.MIN_NORMAL;
  private static final float THIRD = 1f / 3;

  RootFunctions(Code code) {
    super(code);
  }

  static boolean handles(Instr i, MathFn fn) {
    return handles(i, fn, FUNCTIONS);
  }

  @Override
  String value(Lane lane) {
    FloatOps o = lane.ops();
    String x = lane.x();
    return switch (lane.fn()) {
      case CBRT -> cbrt(o, x);
      case HYPOT -> hypot(o, x, lane.operand(1, "f"));
      case ROOTN -> rootn(o, x, lane.operand(1, "d"));
      default -> throw new IllegalStateException(lane.fn() + " is not handled here");
    };
  }

  private static String cbrt(FloatOps o, String x) {
    String a = o.op("mov", FloatOps.abs(x));
    String tiny = o.cmp("lt", a, FloatOps.c(SMALLEST_NORMAL));
    String scaled = o.sel(tiny, o.mul(a, FloatOps.c(0x1p24f)), a);
    String k = o.op("rndd", o.mul(o.log2(scaled), FloatOps.c(THIRD)));
    String m = o.mul(scaled, o.exp2(o.mul(k, FloatOps.c(-3))));
    String root = o.op("pow", m, FloatOps.c(THIRD));
    String power = o.add(k, o.sel(tiny, FloatOps.c(-8), FloatOps.c(0)));
    String r = o.mul(root, o.exp2(power));
    String special =
        o.or(o.cmp("eq", a, FloatOps.c(0)), o.cmp("eq", a, FloatOps.cBits(FloatOps.INF)));
    r = o.copySign(o.sel(special, a, r), x);
    return o.sel(o.isNan(x), x, r);
  }

  /**
   * pow(|x|, r) with r = 1/n rounded, times |x|^(1/n - r) = 1 + log2|x| (1/n - r) ln 2 (a fused
   * {@code mad}; 1/n - r from the exact remainder 1 - n r); x's sign for odd n; NaN for n = 0 and
   * for x < 0 with an even n. pow's zero and infinite results (zeros' and infinities' cases,
   * overflow) are kept as they are.
   */
  private static String rootn(FloatOps o, String x, String n) {
    String a = o.op("mov", FloatOps.abs(x));
    String nf = o.op("mov", n);
    String r = o.inv(nf);
    String rest = o.div(o.mad(FloatOps.neg(nf), r, FloatOps.c(1)), nf);
    String t = o.mul(o.mul(o.log2(a), rest), FloatOps.c(ExpLogSteps.LN2_HI));
    String p = o.op("pow", a, r);
    String bound =
        o.or(o.cmp("eq", p, FloatOps.c(0)), o.cmp("eq", p, FloatOps.cBits(FloatOps.INF)));
    String v = o.sel(bound, p, o.mad(p, t, p));
    String low = o.intOp("and", "d", n, Code.imm(1, "d"));
    v = o.sel(o.cmp("ne", low, Code.imm(0, "d")), o.copySign(v, x), v);
    String negativeEven = o.and(o.cmp("lt", x, FloatOps.c(0)), o.cmp("eq", low, Code.imm(0, "d")));
    String nan = o.or(o.cmp("eq", n, Code.imm(0, "d")), negativeEven);
    v = o.sel(nan, FloatOps.cBits(FloatOps.NAN), v);
    return o.sel(o.isNan(x), x, v);
  }

  private static String hypot(FloatOps o, String x, String y) {
    String ax = FloatOps.abs(x);
    String ay = FloatOps.abs(y);
    String big = o.max(ax, ay);
    String ratio = o.div(o.min(ax, ay), big);
    String r = o.mul(big, o.sqrt(o.mad(ratio, ratio, FloatOps.c(1))));
    r = o.sel(o.cmp("eq", big, FloatOps.c(0)), FloatOps.c(0), r);
    r = o.sel(o.or(o.isNan(x), o.isNan(y)), FloatOps.cBits(FloatOps.NAN), r);
    String inf = FloatOps.cBits(FloatOps.INF);
    return o.sel(o.or(o.cmp("eq", ax, inf), o.cmp("eq", ay, inf)), inf, r);
  }
}
