package jvisa.cc.visa;

import java.util.Set;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Type;

/**
 * The skeleton of the f32 functions composed from {@link FloatOps}: for each group of lanes of the
 * result, the operations over those lanes, the first operand as an input (its float and bit views),
 * the family's value of it, written as the result.
 */
abstract class PerLaneFloatFunction {
  private final Code code;

  /**
   * One group of lanes of call {@code call} to {@code fn}: the operations, the first operand {@code
   * x} and the others on demand.
   */
  record Lane(FloatOps ops, MathFn fn, String x, Code code, Instr call, int half) {
    /** Operand {@code k} read as {@code type}. */
    String operand(int k, String type) {
      return code.src(call.operand(k), type, half);
    }

    /** Operand {@code k} as an input of the operations (float with its bit view). */
    String input(int k) {
      return ops.input(operand(k, "f"), operand(k, "ud"));
    }
  }

  PerLaneFloatFunction(Code code) {
    this.code = code;
  }

  /** Whether {@code i} computes one of {@code functions} on f32. */
  static boolean handles(Instr i, MathFn fn, Set<MathFn> functions) {
    return i.type().equals(Type.F32) && functions.contains(fn);
  }

  final void emit(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      FloatOps o = new FloatOps(code, l, dst.wide);
      String x = o.input(code.src(i.operand(0), "f", h), code.src(i.operand(0), "ud", h));
      o.result(dst, value(new Lane(o, fn, x, code, i, h)));
    }
  }

  /** The function's value on one group of lanes. */
  abstract String value(Lane lane);
}
