package jvisa.cc.visa;

import java.util.List;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * 64-bit integer division and remainder, which no target has an instruction for: restoring
 * shift-and-subtract over the 64 quotient bits, in a loop with a uniform counter (a {@code jmp}
 * that keeps the execution mask). Each step shifts the remainder:quotient pair left by one and
 * subtracts the divisor where the remainder reaches it, or where a bit left the remainder's top
 * (then it exceeds any 64-bit divisor). Signed forms divide magnitudes and take the sign of n xor d
 * (quotient) or of n (remainder). A zero divisor gives all ones and the dividend, as tgllp's div.
 */
final class Division64 {
  private static final int BITS = 64;

  private final Code code;

  Division64(Code code) {
    this.code = code;
  }

  void emit(Instr i) {
    boolean signed = i.op() == Op.SDIV || i.op() == Op.SREM;
    boolean quotient = i.op() == Op.SDIV || i.op() == Op.UDIV;
    Var dst = code.var(i);
    Operand x = code.operand(i.operand(0));
    Operand y = code.operand(i.operand(1));
    boolean wide = dst.wide;
    List<Code.Lanes> lanes = code.lanesOf(i);
    Var q = code.vars.temp("uq", wide);
    Var r = code.vars.temp("uq", wide);
    Var d = code.vars.temp("uq", wide);
    Var top = code.vars.temp("uq", wide);
    for (Code.Lanes l : lanes) {
      int h = l.half();
      load(l, q, x, signed);
      load(l, d, y, signed);
      code.op("mov", l, r.dst("uq", h), Code.imm(0, "uq"));
    }
    String past = smallOperands(lanes, q, r, d, quotient, wide);
    Code.Lanes once = new Code.Lanes("M1_NM", 1, 0);
    Var count = code.vars.temp("ud", false);
    code.op("mov", once, count.dst("ud", 0), Code.imm(BITS, "ud"));
    String loop = code.freshLabel("div64");
    code.label(loop);
    for (Code.Lanes l : lanes) {
      step(l, q, r, d, top);
    }
    String more = code.vars.tempPredicate();
    code.op("add", once, count.dst("ud", 0), count.src("ud", 0), Code.imm(-1, "d"));
    code.op("cmp.ne", once, more, count.src("ud", 0), Code.imm(0, "ud"));
    code.line("(" + more + ") jmp (M1_NM, 1) " + loop);
    if (past != null) {
      code.label(past);
    }
    Var result = quotient ? q : r;
    for (Code.Lanes l : lanes) {
      int h = l.half();
      if (!signed) {
        code.op("mov", l, dst.dst("uq", h), result.src("uq", h));
        continue;
      }
      String negative = code.vars.tempPredicate();
      Var sign = code.vars.temp("q", wide);
      if (quotient) {
        code.op("xor", l, sign.dst("q", h), x.src("q", h), y.src("q", h));
      } else {
        code.op("mov", l, sign.dst("q", h), x.src("q", h));
      }
      code.op("cmp.lt", l, negative, sign.src("q", h), Code.imm(0, "q"));
      Var negated = code.vars.temp("q", wide);
      code.op("mov", l, negated.dst("q", h), "(-)" + result.src("q", h));
      code.sel(l, negative, dst.dst("q", h), negated.src("q", h), result.src("q", h));
    }
  }

  /**
   * Channels whose magnitudes both fit in 32 bits, with a non-zero divisor, take one 32-bit {@code
   * div} or {@code mod} (the high dwords are zero already) and skip the loop, which runs only when
   * some channel needs it. Returns the label past the loop; null on dg2, which has no integer div.
   */
  private String smallOperands(
      List<Code.Lanes> lanes, Var q, Var r, Var d, boolean quotient, boolean wide) {
    if (code.target != Target.TGLLP) {
      return null;
    }
    String small = code.vars.tempPredicate();
    String nonZero = code.vars.tempPredicate();
    Var high = code.vars.temp("ud", wide);
    Var result = quotient ? q : r;
    for (Code.Lanes l : lanes) {
      int h = l.half();
      String dividend = Multiply64.part(q, 0, h);
      String divisor = Multiply64.part(d, 0, h);
      code.op("or", l, high.dst("ud", h), Multiply64.part(q, 1, h), Multiply64.part(d, 1, h));
      code.op("cmp.eq", l, small, high.src("ud", h), Code.imm(0, "ud"));
      code.op("cmp.ne", l, nonZero, divisor, Code.imm(0, "ud"));
      code.op("and", l, small, small, nonZero);
      code.predicated(
          small, quotient ? "div" : "mod", l, Multiply64.partDst(result, 0, h), dividend, divisor);
    }
    String past = code.freshLabel("div64_small");
    code.line(
        "(" + small + ") " + (wide ? "goto (M1, " + code.simd + ") " : "jmp (M1_NM, 1) ") + past);
    return past;
  }

  /** One quotient bit: (r:q) <<= 1; where r >= d or a bit left r, r -= d and q |= 1. */
  private void step(Code.Lanes l, Var q, Var r, Var d, Var top) {
    int h = l.half();
    String overflow = code.vars.tempPredicate();
    String reaches = code.vars.tempPredicate();
    code.op("cmp.lt", l, overflow, r.src("q", h), Code.imm(0, "q"));
    code.op("shr", l, top.dst("uq", h), q.src("uq", h), Code.imm(BITS - 1, "ud"));
    code.op("shl", l, r.dst("uq", h), r.src("uq", h), Code.imm(1, "ud"));
    code.op("or", l, r.dst("uq", h), r.src("uq", h), top.src("uq", h));
    code.op("shl", l, q.dst("uq", h), q.src("uq", h), Code.imm(1, "ud"));
    code.op("cmp.ge", l, reaches, r.src("uq", h), d.src("uq", h));
    code.op("or", l, reaches, reaches, overflow);
    code.predicated(reaches, "add", l, r.dst("q", h), r.src("q", h), "(-)" + d.src("q", h));
    code.predicated(reaches, "or", l, q.dst("uq", h), q.src("uq", h), Code.imm(1, "uq"));
  }

  /**
   * {@code into = v}, or its magnitude when signed: GenX_IR refuses {@code (abs)} on 64-bit
   * operands, so negative values select their negation (an immediate folds).
   */
  private void load(Code.Lanes l, Var into, Operand v, boolean signed) {
    int h = l.half();
    if (!signed || v instanceof Operand.Imm) {
      long bits = v instanceof Operand.Imm imm ? Math.abs(imm.bits()) : 0;
      code.op("mov", l, into.dst("q", h), signed ? Code.imm(bits, "q") : v.src("q", h));
      return;
    }
    Var negated = code.vars.temp("q", into.wide);
    String negative = code.vars.tempPredicate();
    code.op("mov", l, negated.dst("q", h), "(-)" + v.src("q", h));
    code.op("cmp.lt", l, negative, v.src("q", h), Code.imm(0, "q"));
    code.sel(l, negative, into.dst("q", h), negated.src("q", h), v.src("q", h));
  }
}
