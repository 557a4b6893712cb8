package jvisa.cc.visa;

import java.util.EnumSet;
import java.util.Set;
import jvisa.cc.ir.CommonFunctionSteps;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * OpenCL's common functions on f32, the operations {@link CommonFunctionSteps} defines (the
 * interpreter runs those, so both give the same bits); vISA's max and min return the number when
 * one operand is NaN, as fmax and fmin do.
 */
final class CommonFunctions extends PerLaneFloatFunction {
  private static final Set<MathFn> FUNCTIONS =
      EnumSet.of(
          MathFn.FCLAMP,
          MathFn.DEGREES,
          MathFn.RADIANS,
          MathFn.MIX,
          MathFn.STEP,
          MathFn.SMOOTHSTEP);

  CommonFunctions(Code code) {
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
      case FCLAMP -> o.min(o.max(x, lane.operand(1, "f")), lane.operand(2, "f"));
      case DEGREES -> scaled(o, x, CommonFunctionSteps.DEGREES_PER_RADIAN);
      case RADIANS -> scaled(o, x, CommonFunctionSteps.RADIANS_PER_DEGREE);
      case MIX -> o.mad(o.sub(lane.operand(1, "f"), x), lane.operand(2, "f"), x);
      case STEP -> o.sel(o.cmp("lt", lane.operand(1, "f"), x), FloatOps.c(0), FloatOps.c(1));
      case SMOOTHSTEP -> smoothstep(o, x, lane.operand(1, "f"), lane.operand(2, "f"));
      default -> throw new IllegalStateException(lane.fn() + " is not handled here");
    };
  }

  private static String scaled(FloatOps o, String x, double c) {
    return o.mul(x, FloatOps.c((float) c));
  }

  private static String smoothstep(FloatOps o, String e0, String e1, String x) {
    String t = o.div(o.sub(x, e0), o.sub(e1, e0));
    t = o.min(o.max(t, FloatOps.c(0)), FloatOps.c(1));
    return o.mul(o.mul(t, t), o.mad(t, FloatOps.c(-2), FloatOps.c(3)));
  }
}
