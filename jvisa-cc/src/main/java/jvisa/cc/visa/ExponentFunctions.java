package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Type;

/**
 * The f32 functions reading a float's exponent, exact: frexp (mantissa in [0.5, 1) with x's sign;
 * its exponent is {@code FREXP_EXPONENT} after {@code PromotionPrep}), ilogb and logb. A subnormal
 * x is first scaled by 2^64 (exact) and its exponent corrected. Zero, infinities and NaN: frexp
 * returns x with exponent 0; ilogb gives FP_ILOGB0 (INT_MIN) for zero and FP_ILOGBNAN (INT_MAX)
 * otherwise; logb -inf for zero, +inf for infinities and NaN for NaN.
 */
final class ExponentFunctions {
  private static final long SIGN_AND_MANTISSA = 0x807fffffL;
  private static final long MAGNITUDE = 0x7fffffffL;
  private static final long INF = 0x7f800000L;
  private static final long HALF = 0x3f000000L;
  private static final long SMALLEST_NORMAL = 0x00800000L;
  private static final long TWO_TO_64 = 0x5f800000L;
  private static final long MINUS_INF = 0xff800000L;
  private static final int BIAS = 127;

  private final Code code;

  ExponentFunctions(Code code) {
    this.code = code;
  }

  static boolean handles(Instr i, MathFn fn) {
    return switch (fn) {
      case FREXP, LOGB -> i.type().equals(Type.F32);
      case ILOGB, FREXP_EXPONENT -> i.operand(0).type().equals(Type.F32);
      default -> false;
    };
  }

  void emit(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    if (i.operands().size() != 1) {
      throw code.unsupported(fn.name().toLowerCase(java.util.Locale.ROOT) + " writing memory");
    }
    Var dst = code.var(i);
    boolean wide = dst.wide;
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String x = code.src(i.operand(0), "f", h);
      String xb = code.src(i.operand(0), "ud", h);
      Var ax = code.vars.temp("ud", wide);
      Var xs = code.vars.temp("f", wide);
      Var e = code.vars.temp("d", wide);
      String subnormal = code.vars.tempPredicate();
      code.op("and", l, ax.dst("ud", h), xb, Code.imm(MAGNITUDE, "ud"));
      code.op("mov", l, xs.dst("f", h), x);
      code.op("cmp.lt", l, subnormal, ax.src("ud", h), Code.imm(SMALLEST_NORMAL, "ud"));
      code.predicated(subnormal, "mul", l, xs.dst("f", h), x, Code.imm(TWO_TO_64, "f"));
      code.op("shr", l, e.dst("ud", h), xs.src("ud", h), Code.imm(23, "ud"));
      code.op("and", l, e.dst("ud", h), e.src("ud", h), Code.imm(0xff, "ud"));
      code.op("add", l, e.dst("d", h), e.src("d", h), Code.imm(-BIAS, "d"));
      code.predicated(subnormal, "add", l, e.dst("d", h), e.src("d", h), Code.imm(-64, "d"));
      String zero = code.vars.tempPredicate();
      String notFinite = code.vars.tempPredicate();
      code.op("cmp.eq", l, zero, ax.src("ud", h), Code.imm(0, "ud"));
      code.op("cmp.ge", l, notFinite, ax.src("ud", h), Code.imm(INF, "ud"));
      switch (fn) {
        case ILOGB -> {
          code.sel(l, zero, e.dst("d", h), Code.imm(Integer.MIN_VALUE, "d"), e.src("d", h));
          code.sel(l, notFinite, dst.dst("d", h), Code.imm(Integer.MAX_VALUE, "d"), e.src("d", h));
        }
        case FREXP_EXPONENT -> {
          code.op("add", l, e.dst("d", h), e.src("d", h), Code.imm(1, "d"));
          code.op("or", l, zero, zero, notFinite);
          code.sel(l, zero, dst.dst("d", h), Code.imm(0, "d"), e.src("d", h));
        }
        case FREXP -> {
          Var m = code.vars.temp("ud", wide);
          code.op("and", l, m.dst("ud", h), xs.src("ud", h), Code.imm(SIGN_AND_MANTISSA, "ud"));
          code.op("or", l, m.dst("ud", h), m.src("ud", h), Code.imm(HALF, "ud"));
          code.op("or", l, zero, zero, notFinite);
          code.sel(l, zero, dst.dst("f", h), x, m.src("f", h));
        }
        case LOGB -> {
          Var r = code.vars.temp("f", wide);
          code.op("mov", l, r.dst("f", h), e.src("d", h));
          code.sel(l, zero, r.dst("ud", h), Code.imm(MINUS_INF, "ud"), r.src("ud", h));
          code.sel(l, notFinite, dst.dst("f", h), "(abs)" + x, r.src("f", h));
        }
        default -> throw new IllegalStateException(fn + " is not handled here");
      }
    }
  }
}
