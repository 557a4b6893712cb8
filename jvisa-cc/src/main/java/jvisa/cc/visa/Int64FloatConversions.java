package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Rounding;
import jvisa.cc.ir.Type;

/**
 * Conversions between 64-bit integers and f32, which GenX_IR does not lower on these targets, in
 * integer arithmetic. To float: the magnitude is shifted left by its leading-zero count so its top
 * bit is bit 63; the top 24 bits are the significand, rounded to nearest even (or truncated for
 * rtz) from the 40 below, and the biased exponent 189 - shift is added to it (a significand that
 * rounds up to 2^24 carries into the exponent by itself). To integer (toward zero): magnitudes
 * below 2^31 through a dword; larger ones are the significand shifted left by exponent - 150.
 */
final class Int64FloatConversions {
  private static final long LOW_40 = (1L << 40) - 1;
  private static final long HALF_40 = 1L << 39;
  private static final long TWO_TO_31 = 0x4f000000L;

  private final Code code;

  Int64FloatConversions(Code code) {
    this.code = code;
  }

  /** Whether {@code i} is a conversion done here. */
  static boolean handles(Instr i) {
    Op op = i.op();
    long rounding = i.literals().length > 0 ? i.literal(0) : -1;
    long saturate = i.literals().length > 1 ? i.literal(1) : 0;
    Type from = i.operand(0).type();
    if ((op == Op.SITOFP || op == Op.UITOFP) && from.size() == 8 && i.type().equals(Type.F32)) {
      return rounding < 0
          || Rounding.of(rounding) == Rounding.RTE
          || Rounding.of(rounding) == Rounding.RTZ;
    }
    return (op == Op.FPTOSI || op == Op.FPTOUI)
        && from.equals(Type.F32)
        && i.type().size() == 8
        && saturate == 0
        && (rounding < 0 || Rounding.of(rounding) == Rounding.RTZ);
  }

  void emit(Instr i) {
    if (i.type().equals(Type.F32)) {
      toFloat(i);
    } else {
      toInteger(i);
    }
  }

  private void toFloat(Instr i) {
    boolean signed = i.op() == Op.SITOFP;
    long rounding = i.literals().length > 0 ? i.literal(0) : -1;
    boolean nearest = rounding < 0 || Rounding.of(rounding) == Rounding.RTE;
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String x = code.src(i.operand(0), "q", h);
      Var magnitude = temp("uq", dst);
      String negative = code.vars.tempPredicate();
      code.op("mov", l, magnitude.dst("q", h), x);
      if (signed) {
        code.op("cmp.lt", l, negative, x, Code.imm(0, "q"));
        code.sel(
            l,
            negative,
            magnitude.dst("q", h),
            "(-)" + magnitude.src("q", h),
            magnitude.src("q", h));
      }
      Var shift = temp("ud", dst);
      Var low = temp("ud", dst);
      String highZero = code.vars.tempPredicate();
      code.op("lzd", l, shift.dst("ud", h), Multiply64.part(magnitude, 1, h));
      code.op("lzd", l, low.dst("ud", h), Multiply64.part(magnitude, 0, h));
      code.op("cmp.eq", l, highZero, shift.src("ud", h), Code.imm(32, "ud"));
      code.predicated(highZero, "add", l, shift.dst("ud", h), shift.src("ud", h), low.src("ud", h));
      Var v = temp("uq", dst);
      code.op("shl", l, v.dst("uq", h), magnitude.src("uq", h), shift.src("ud", h));
      Var m = temp("ud", dst);
      Var top = temp("uq", dst);
      code.op("shr", l, top.dst("uq", h), v.src("uq", h), Code.imm(40, "ud"));
      code.op("mov", l, m.dst("ud", h), top.src("uq", h));
      if (nearest) {
        Var rest = temp("uq", dst);
        Var odd = temp("ud", dst);
        String up = code.vars.tempPredicate();
        String tie = code.vars.tempPredicate();
        code.op("and", l, rest.dst("uq", h), v.src("uq", h), Code.imm(LOW_40, "uq"));
        code.op("and", l, odd.dst("ud", h), m.src("ud", h), Code.imm(1, "ud"));
        code.op("cmp.gt", l, up, rest.src("uq", h), Code.imm(HALF_40, "uq"));
        code.op("cmp.eq", l, tie, rest.src("uq", h), Code.imm(HALF_40, "uq"));
        String isOdd = code.vars.tempPredicate();
        code.op("cmp.ne", l, isOdd, odd.src("ud", h), Code.imm(0, "ud"));
        code.op("and", l, tie, tie, isOdd);
        code.op("or", l, up, up, tie);
        code.predicated(up, "add", l, m.dst("ud", h), m.src("ud", h), Code.imm(1, "ud"));
      }
      Var bits = temp("ud", dst);
      code.op("add", l, bits.dst("d", h), Code.imm(189, "d"), "(-)" + shift.src("d", h));
      code.op("shl", l, bits.dst("ud", h), bits.src("ud", h), Code.imm(23, "ud"));
      code.op("add", l, bits.dst("ud", h), bits.src("ud", h), m.src("ud", h));
      String zero = code.vars.tempPredicate();
      code.op("cmp.eq", l, zero, shift.src("ud", h), Code.imm(64, "ud"));
      code.sel(l, zero, bits.dst("ud", h), Code.imm(0, "ud"), bits.src("ud", h));
      if (signed) {
        code.predicated(
            negative, "or", l, bits.dst("ud", h), bits.src("ud", h), Code.imm(0x80000000L, "ud"));
      }
      code.op("mov", l, dst.dst("ud", h), bits.src("ud", h));
    }
  }

  private void toInteger(Instr i) {
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String f = code.src(i.operand(0), "f", h);
      Var small = temp("d", dst);
      Var r = temp("q", dst);
      code.op("mov", l, small.dst("d", h), f);
      code.op("mov", l, r.dst("q", h), small.src("d", h));
      Var m = temp("ud", dst);
      Var e = temp("ud", dst);
      Var big = temp("uq", dst);
      String bits = code.src(i.operand(0), "ud", h);
      code.op("and", l, m.dst("ud", h), bits, Code.imm(0x7fffff, "ud"));
      code.op("or", l, m.dst("ud", h), m.src("ud", h), Code.imm(0x800000, "ud"));
      code.op("shr", l, e.dst("ud", h), bits, Code.imm(23, "ud"));
      code.op("and", l, e.dst("ud", h), e.src("ud", h), Code.imm(0xff, "ud"));
      code.op("add", l, e.dst("d", h), e.src("d", h), Code.imm(-150, "d"));
      code.op("and", l, e.dst("ud", h), e.src("ud", h), Code.imm(63, "ud"));
      code.op("mov", l, big.dst("uq", h), m.src("ud", h));
      code.op("shl", l, big.dst("uq", h), big.src("uq", h), e.src("ud", h));
      String negative = code.vars.tempPredicate();
      code.op("cmp.lt", l, negative, f, Code.imm(0, "f"));
      code.sel(l, negative, big.dst("q", h), "(-)" + big.src("q", h), big.src("q", h));
      String large = code.vars.tempPredicate();
      code.op("cmp.ge", l, large, "(abs)" + f, Code.imm(TWO_TO_31, "f"));
      code.sel(l, large, dst.dst("q", h), big.src("q", h), r.src("q", h));
    }
  }

  private Var temp(String type, Var like) {
    return code.vars.temp(type, like.wide);
  }
}
