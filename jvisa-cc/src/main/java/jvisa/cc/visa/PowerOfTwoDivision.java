package jvisa.cc.visa;

import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * Division and remainder by a constant power of two 2^k as shifts and masks, on every target. The
 * signed forms round toward zero: a negative dividend is biased by 2^k - 1 first (the sign mask
 * shifted right logically by width - k).
 */
final class PowerOfTwoDivision {
  private final Code code;

  PowerOfTwoDivision(Code code) {
    this.code = code;
  }

  /** Whether {@code i} divides by a positive power of two that this class handles. */
  static boolean applies(Instr i) {
    if (!(i.operand(1) instanceof Constant c) || !i.type().isScalar()) {
      return false;
    }
    long divisor = c.bits();
    int width = (int) i.type().size() * 8;
    boolean positive = width == 64 || (divisor >>> (width - 1) & 1) == 0;
    return divisor > 0 && positive && Long.bitCount(divisor) == 1;
  }

  void emit(Instr i) {
    long divisor = ((Constant) i.operand(1)).bits();
    int k = Long.numberOfTrailingZeros(divisor);
    int width = (int) i.type().size() * 8;
    String s = VisaTypes.signed(i.type());
    String u = VisaTypes.unsigned(i.type());
    Var dst = code.var(i);
    Operand x = code.operand(i.operand(0));
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String d = dst.dst(u, h);
      switch (i.op()) {
        case UDIV -> code.op("shr", l, d, x.src(u, h), Code.imm(k, u));
        case UREM -> code.op("and", l, d, x.src(u, h), Code.imm(divisor - 1, u));
        case SDIV, SREM -> signed(i.op(), l, dst, x, k, width, s, u);
        default -> throw new IllegalStateException(i.op() + " is not a division");
      }
    }
  }

  private void signed(
      Op op, Code.Lanes l, Var dst, Operand x, int k, int width, String s, String u) {
    int h = l.half();
    if (k == 0) {
      code.op("mov", l, dst.dst(u, h), op == Op.SDIV ? x.src(u, h) : Code.imm(0, u));
      return;
    }
    Var t = code.vars.temp(u, dst.wide);
    code.op("asr", l, t.dst(s, h), x.src(s, h), Code.imm(width - 1, u));
    code.op("shr", l, t.dst(u, h), t.src(u, h), Code.imm(width - k, u));
    code.op("add", l, t.dst(u, h), t.src(u, h), x.src(u, h));
    if (op == Op.SDIV) {
      code.op("asr", l, dst.dst(s, h), t.src(s, h), Code.imm(k, u));
      return;
    }
    code.op("and", l, t.dst(u, h), t.src(u, h), Code.imm(-(1L << k), u));
    code.op("add", l, dst.dst(s, h), x.src(s, h), "(-)" + t.src(s, h));
  }
}
