package jvisa.cc.visa;

import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Value;

/** Integer and float arithmetic, logic on booleans, compares and select. */
final class Arithmetic {
  private final Code code;

  Arithmetic(Code code) {
    this.code = code;
  }

  /** Emits {@code i} when it is arithmetic, a compare or a select; false otherwise. */
  boolean select(Instr i) {
    Op op = i.op();
    if (VarTable.isBoolean(i) && (op == Op.AND || op == Op.OR || op == Op.XOR || op == Op.NOT)) {
      logic(i);
      return true;
    }
    switch (op) {
      case IADD, FADD -> binary(i, "add", false, false);
      case ISUB, FSUB -> binary(i, "add", false, true);
      case IMUL, FMUL -> binary(i, "mul", false, false);
      case FDIV -> binary(i, "div", false, false);
      case UDIV -> division(i, "div", false);
      case SDIV -> division(i, "div", true);
      case UREM -> division(i, "mod", false);
      case SREM -> division(i, "mod", true);
      case SHL -> binary(i, "shl", false, false);
      case LSHR -> binary(i, "shr", false, false);
      case ASHR -> binary(i, "asr", true, false);
      case AND -> binary(i, "and", false, false);
      case OR -> binary(i, "or", false, false);
      case XOR -> binary(i, "xor", false, false);
      case INEG, FNEG -> {
        if (isQuadword(i)) {
          negate64(i, i.operand(0));
        } else {
          unary(i, "mov", "(-)", true);
        }
      }
      case NOT -> unary(i, "not", "", false);
      case POPCOUNT -> popcount(i);
      case SELECT -> select3(i);
      default -> {
        if (op.isCompare()) {
          new Compares(code).compare(i);
          return true;
        }
        return false;
      }
    }
    return true;
  }

  private void division(Instr i, String opcode, boolean signed) {
    if (PowerOfTwoDivision.applies(i)) {
      new PowerOfTwoDivision(code).emit(i);
      return;
    }
    if (i.type().size() > 4) {
      new Division64(code).emit(i);
      return;
    }
    if (code.target == Target.DG2) {
      new IntegerDivision32(code).emit(i);
      return;
    }
    binary(i, opcode, signed, false);
  }

  private void binary(Instr i, String opcode, boolean signed, boolean negateSecond) {
    if (!i.type().isScalar()) {
      throw code.unsupported("vector arithmetic");
    }
    String t = VisaTypes.of(i.type(), signed || negateSecond || opcode.equals("mul"));
    if (opcode.equals("shr")) {
      t = VisaTypes.unsigned(i.type());
    }
    Var dst = code.var(i);
    if (opcode.equals("mul") && t.equals("q")) {
      for (Code.Lanes l : code.lanesOf(i)) {
        new Multiply64(code)
            .multiply(dst, code.operand(i.operand(0)), code.operand(i.operand(1)), l);
      }
      return;
    }
    if (negateSecond && t.equals("q") && i.operand(0) instanceof Constant c && c.bits() == 0) {
      negate64(i, i.operand(1));
      return;
    }
    for (Code.Lanes l : code.lanesOf(i)) {
      String b = negated(i.operand(1), t, l.half(), negateSecond);
      code.op(opcode, l, dst.dst(t, l.half()), code.src(i.operand(0), t, l.half()), b);
    }
  }

  private static boolean isQuadword(Instr i) {
    return i.type() instanceof jvisa.cc.ir.Type.Int && i.type().size() == 8;
  }

  /**
   * -v of a 64-bit integer as ~v + 1: GenX_IR fails on a quadword negation written as {@code mov}
   * or as {@code add} from zero with a negated source ("HWConformity: cannot handle saturation").
   */
  private void negate64(Instr i, Value v) {
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      code.op("not", l, dst.dst("q", h), code.src(v, "q", h));
      code.op("add", l, dst.dst("q", h), dst.src("q", h), Code.imm(1, "q"));
    }
  }

  private String negated(Value v, String type, int half, boolean negate) {
    if (!negate) {
      return code.src(v, type, half);
    }
    if (v instanceof Constant c && !VisaTypes.isFloat(type)) {
      return new Operand.Imm(-c.bits()).src(type, half);
    }
    if (v instanceof Constant c && c.isScalar()) {
      // vISA takes no source modifier on an immediate: a float constant's negation is its sign bit.
      return new Operand.Imm(c.bits() ^ 1L << (8 * VisaTypes.bytes(type) - 1)).src(type, half);
    }
    return "(-)" + code.src(v, type, half);
  }

  private void unary(Instr i, String opcode, String modifier, boolean signed) {
    if (!i.type().isScalar()) {
      throw code.unsupported("vector arithmetic");
    }
    String t = VisaTypes.of(i.type(), signed);
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      code.op(opcode, l, dst.dst(t, l.half()), modifier + code.src(i.operand(0), t, l.half()));
    }
  }

  /** cbit writes dwords: a narrow value is counted zero-extended and the count truncated. */
  private void popcount(Instr i) {
    if (i.type().size() == 8) {
      new IntegerBuiltins64(code).popcount(i);
      return;
    }
    if (i.type().size() >= 4) {
      unary(i, "cbit", "", false);
      return;
    }
    String t = VisaTypes.unsigned(i.type());
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      Var wide = code.vars.temp("ud", dst.wide);
      code.op("mov", l, wide.dst("ud", l.half()), code.src(i.operand(0), t, l.half()));
      code.op("cbit", l, wide.dst("ud", l.half()), wide.src("ud", l.half()));
      code.op("mov", l, dst.dst(t, l.half()), wide.src("ud", l.half()));
    }
  }

  private void logic(Instr i) {
    String dst = code.vars.predicate(i);
    String a = code.predicate(i.operand(0));
    for (Code.Lanes l : code.predicateLanes(i)) {
      if (i.op() == Op.NOT) {
        code.op("not", l, dst, a);
      } else {
        code.op(i.op().text(), l, dst, a, code.predicate(i.operand(1)));
      }
    }
  }

  private void select3(Instr i) {
    if (VarTable.isBoolean(i) || !i.type().isScalar()) {
      throw code.unsupported("select of booleans or vectors");
    }
    String p = code.predicate(i.operand(0));
    String t = VisaTypes.unsigned(i.type());
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      code.sel(
          l,
          p,
          dst.dst(t, l.half()),
          code.src(i.operand(1), t, l.half()),
          code.src(i.operand(2), t, l.half()));
    }
  }
}
