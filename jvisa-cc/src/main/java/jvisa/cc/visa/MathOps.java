package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;

/** The OpenCL.std functions that are one vISA instruction. */
final class MathOps {
  private final Code code;

  MathOps(Code code) {
    this.code = code;
  }

  boolean select(Instr i) {
    if (i.op() != Op.MATH) {
      return false;
    }
    MathFn fn = (MathFn) i.attribute();
    if (!i.type().isScalar()) {
      throw code.unsupported("vector " + fn.name().toLowerCase(java.util.Locale.ROOT));
    }
    if (IntegerBuiltins64.handles(i, fn)) {
      new IntegerBuiltins64(code).emit(i);
      return true;
    }
    if (IntegerBuiltins.handles(i, fn)) {
      new IntegerBuiltins(code).emit(i);
      return true;
    }
    if (ExactFloatFunctions.handles(i, fn)) {
      new ExactFloatFunctions(code).emit(i);
      return true;
    }
    if (RemainderFunctions.handles(i, fn)) {
      new RemainderFunctions(code).emit(i);
      return true;
    }
    if (ExponentFunctions.handles(i, fn)) {
      new ExponentFunctions(code).emit(i);
      return true;
    }
    if (InverseTrigFunctions.handles(i, fn)) {
      new InverseTrigFunctions(code).emit(i);
      return true;
    }
    if (HyperbolicFunctions.handles(i, fn)) {
      new HyperbolicFunctions(code).emit(i);
      return true;
    }
    if (PiTrigFunctions.handles(i, fn)) {
      new PiTrigFunctions(code).emit(i);
      return true;
    }
    if (GammaFunctions.handles(i, fn)) {
      new GammaFunctions(code).emit(i);
      return true;
    }
    if (ErrorFunctions.handles(i, fn)) {
      new ErrorFunctions(code).emit(i);
      return true;
    }
    if (RootFunctions.handles(i, fn)) {
      new RootFunctions(code).emit(i);
      return true;
    }
    if (CommonFunctions.handles(i, fn)) {
      new CommonFunctions(code).emit(i);
      return true;
    }
    if (BitSelect.handles(fn)) {
      new BitSelect(code).emit(i);
      return true;
    }
    if (FloatFunctions.handles(i, fn)) {
      new FloatFunctions(code).emit(i);
      return true;
    }
    boolean f64 = i.type().equals(Type.F64);
    switch (fn) {
      case S_MAX -> apply(i, "max", "", true);
      case U_MAX, FMAX, FMAX_COMMON -> apply(i, "max", "", false);
      case S_MIN -> apply(i, "min", "", true);
      case U_MIN, FMIN, FMIN_COMMON -> apply(i, "min", "", false);
      case FABS, S_ABS -> apply(i, "mov", "(abs)", true);
      case U_ABS -> apply(i, "mov", "", false);
      case MAD, FMA -> apply(i, "mad", "", true);
      case FLOOR -> apply(i, "rndd", "", false);
      case CEIL -> apply(i, "rndu", "", false);
      case TRUNC -> apply(i, "rndz", "", false);
      case RINT -> apply(i, "rnde", "", false);
      case CLZ -> apply(i, "lzd", "", false);
      case POPCOUNT -> apply(i, "cbit", "", false);
      case SQRT, NATIVE_SQRT, HALF_SQRT -> apply(i, f64 ? null : "sqrt", "", false);
      case RSQRT, NATIVE_RSQRT, HALF_RSQRT -> apply(i, f64 ? null : "rsqrt", "", false);
      case NATIVE_RECIP, HALF_RECIP -> apply(i, f64 ? null : "inv", "", false);
      case NATIVE_DIVIDE, HALF_DIVIDE -> apply(i, f64 ? null : "div", "", false);
      case NAN -> nan(i);
      case NATIVE_EXP2 -> apply(i, f64 ? null : "exp", "", false);
      case NATIVE_LOG2 -> apply(i, f64 ? null : "log", "", false);
      case NATIVE_SIN, HALF_SIN -> apply(i, f64 ? null : "sin", "", false);
      case NATIVE_COS, HALF_COS -> apply(i, f64 ? null : "cos", "", false);
      default -> apply(i, null, "", false);
    }
    return true;
  }

  /** A quiet NaN; OpenCL lets the code be dropped. */
  private void nan(Instr i) {
    if (!i.type().equals(Type.F32)) {
      throw code.unsupported("nan of " + i.type());
    }
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      code.op("mov", l, dst.dst("ud", l.half()), Code.imm(0x7fc00000L, "ud"));
    }
  }

  private void apply(Instr i, String opcode, String modifier, boolean signed) {
    MathFn fn = (MathFn) i.attribute();
    if (opcode == null || (fn == MathFn.CLZ || fn == MathFn.POPCOUNT) && i.type().size() > 4) {
      throw code.unsupported(
          "math function " + fn.name().toLowerCase(java.util.Locale.ROOT) + " of " + i.type());
    }
    String t = VisaTypes.of(i.type(), signed);
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      StringBuilder ops = new StringBuilder(dst.dst(t, l.half()));
      for (int k = 0; k < i.operands().size(); k++) {
        ops.append(' ').append(modifier).append(code.src(i.operand(k), t, l.half()));
      }
      code.op(opcode, l, ops.toString());
    }
  }
}
