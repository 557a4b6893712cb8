package jvisa.cc.visa;

import java.util.List;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Type;

/**
 * fmod, remainder and remquo on f32, exact (0 ulp) as OpenCL requires. Where |x| >= |y| (both
 * finite, y non-zero) the magnitudes are taken as integer mantissas (implicit bit included,
 * subnormals shifted up to it) and exponents, and a long division runs one quotient bit per step
 * over the exponent difference: per channel a {@code goto} loop while it has steps left (a {@code
 * jmp} loop for a uniform value). The partial remainder, below 2^24 in units of 2^(e(y) - 150),
 * becomes a float through two exact multiplications. remainder rounds the quotient to nearest even
 * (the remainder becomes |y| - r where 2r passes |y|, or equals it with an odd quotient); where |x|
 * < |y| it is x or, past |y|/2, x -/+ |y| (exact by Sterbenz's lemma). remquo's quotient is its low
 * 7 bits with the sign of x/y. NaN where x is infinite or NaN, or y is zero or NaN; x where y is
 * infinite.
 */
final class RemainderFunctions {
  private static final long SIGN = 0x80000000L;
  private static final long MAGNITUDE = 0x7fffffffL;
  private static final long INF = 0x7f800000L;
  private static final long QUIET_NAN = 0x7fc00000L;
  private static final long MANTISSA = 0x7fffffL;
  private static final long IMPLICIT_BIT = 0x800000L;
  private static final long TWO_TO_MINUS_23 = 0x34000000L;
  private static final long QUOTIENT_BITS = 0x7f;

  private final Code code;

  RemainderFunctions(Code code) {
    this.code = code;
  }

  static boolean handles(Instr i, MathFn fn) {
    return switch (fn) {
      case FMOD, REMAINDER, REMQUO -> i.type().equals(Type.F32);
      case REMQUO_QUOTIENT -> i.operand(0).type().equals(Type.F32);
      default -> false;
    };
  }

  /** One channel's operands and division state. */
  private record Division(
      Var ax, Var ay, Var mx, Var my, Var ey, Var sy, Var steps, Var r, Var q, String general) {}

  void emit(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    if (i.operands().size() != 2) {
      throw code.unsupported(fn.name().toLowerCase(java.util.Locale.ROOT) + " writing memory");
    }
    Var dst = code.var(i);
    boolean wide = dst.wide;
    List<Code.Lanes> lanes = code.lanesOf(i);
    Division d =
        new Division(
            temp("ud", wide),
            temp("ud", wide),
            temp("ud", wide),
            temp("ud", wide),
            temp("d", wide),
            temp("ud", wide),
            temp("d", wide),
            temp("ud", wide),
            temp("ud", wide),
            pred());
    for (Code.Lanes l : lanes) {
      setUp(l, d, code.src(i.operand(0), "ud", l.half()), code.src(i.operand(1), "ud", l.half()));
    }
    divide(lanes, d, wide);
    for (Code.Lanes l : lanes) {
      int h = l.half();
      String x = code.src(i.operand(0), "f", h);
      String y = code.src(i.operand(1), "f", h);
      String xb = code.src(i.operand(0), "ud", h);
      String yb = code.src(i.operand(1), "ud", h);
      if (fn == MathFn.FMOD) {
        Var sign = temp("ud", wide);
        code.op("and", l, sign.dst("ud", h), xb, Code.imm(SIGN, "ud"));
        Var r = scaled(l, d, sign);
        Var res = temp("f", wide);
        code.sel(l, d.general(), res.dst("f", h), r.src("f", h), x);
        code.sel(l, invalid(l, d), dst.dst("ud", h), Code.imm(QUIET_NAN, "ud"), res.src("ud", h));
      } else {
        String up = roundToNearest(l, d);
        if (fn == MathFn.REMQUO_QUOTIENT) {
          quotient(l, d, dst, x, y, xb, yb);
        } else {
          remainder(l, d, dst, up, x, y, xb);
        }
      }
    }
  }

  /** Magnitudes, mantissas and exponents; the channels that divide and their step counts. */
  private void setUp(Code.Lanes l, Division d, String xb, String yb) {
    int h = l.half();
    code.op("and", l, d.ax().dst("ud", h), xb, Code.imm(MAGNITUDE, "ud"));
    code.op("and", l, d.ay().dst("ud", h), yb, Code.imm(MAGNITUDE, "ud"));
    Var ex = temp("d", d.ax().wide);
    split(l, d.ax(), d.mx(), ex, temp("ud", d.ax().wide));
    split(l, d.ay(), d.my(), d.ey(), d.sy());
    String p = d.general();
    String q = pred();
    code.op("cmp.lt", l, p, d.ax().src("ud", h), Code.imm(INF, "ud"));
    code.op("cmp.lt", l, q, d.ay().src("ud", h), Code.imm(INF, "ud"));
    code.op("and", l, p, p, q);
    code.op("cmp.ne", l, q, d.ay().src("ud", h), Code.imm(0, "ud"));
    code.op("and", l, p, p, q);
    code.op("cmp.ge", l, q, d.ax().src("ud", h), d.ay().src("ud", h));
    code.op("and", l, p, p, q);
    code.op("add", l, d.steps().dst("d", h), ex.src("d", h), "(-)" + d.ey().src("d", h));
    code.sel(l, p, d.steps().dst("d", h), d.steps().src("d", h), Code.imm(0, "d"));
    code.op("mov", l, d.r().dst("ud", h), d.mx().src("ud", h));
    code.op("mov", l, d.q().dst("ud", h), Code.imm(0, "ud"));
  }

  /**
   * The mantissa with its implicit bit, shifted so that its top bit is bit 23 (subnormals), and the
   * exponent of its lowest bit: the biased exponent (1 for a subnormal) less that shift.
   */
  private void split(Code.Lanes l, Var magnitude, Var mantissa, Var exponent, Var shift) {
    int h = l.half();
    String normal = pred();
    code.op("shr", l, exponent.dst("ud", h), magnitude.src("ud", h), Code.imm(23, "ud"));
    code.op("and", l, mantissa.dst("ud", h), magnitude.src("ud", h), Code.imm(MANTISSA, "ud"));
    code.op("cmp.ne", l, normal, exponent.src("ud", h), Code.imm(0, "ud"));
    code.predicated(
        normal,
        "or",
        l,
        mantissa.dst("ud", h),
        mantissa.src("ud", h),
        Code.imm(IMPLICIT_BIT, "ud"));
    code.op("max", l, exponent.dst("ud", h), exponent.src("ud", h), Code.imm(1, "ud"));
    code.op("lzd", l, shift.dst("ud", h), mantissa.src("ud", h));
    code.op("add", l, shift.dst("d", h), shift.src("d", h), Code.imm(-8, "d"));
    code.op("shl", l, mantissa.dst("ud", h), mantissa.src("ud", h), shift.src("ud", h));
    code.op("add", l, exponent.dst("d", h), exponent.src("d", h), "(-)" + shift.src("d", h));
  }

  /** steps + 1 quotient bits: q <<= 1; subtract where r reaches my; r <<= 1 while steps remain. */
  private void divide(List<Code.Lanes> lanes, Division d, boolean wide) {
    String loop = code.freshLabel("fmod");
    String more = pred();
    code.label(loop);
    for (Code.Lanes l : lanes) {
      int h = l.half();
      String reaches = pred();
      code.op("shl", l, d.q().dst("ud", h), d.q().src("ud", h), Code.imm(1, "ud"));
      code.op("cmp.ge", l, reaches, d.r().src("ud", h), d.my().src("ud", h));
      code.predicated(
          reaches, "add", l, d.r().dst("d", h), d.r().src("d", h), "(-)" + d.my().src("d", h));
      code.predicated(reaches, "or", l, d.q().dst("ud", h), d.q().src("ud", h), Code.imm(1, "ud"));
      code.op("add", l, d.steps().dst("d", h), d.steps().src("d", h), Code.imm(-1, "d"));
      code.op("cmp.ge", l, more, d.steps().src("d", h), Code.imm(0, "d"));
      code.predicated(more, "shl", l, d.r().dst("ud", h), d.r().src("ud", h), Code.imm(1, "ud"));
    }
    if (wide) {
      code.line("(" + more + ") goto (M1, " + code.simd + ") " + loop);
    } else {
      code.line("(" + more + ") jmp (M1_NM, 1) " + loop);
    }
  }

  /**
   * r * 2^(ey - 150) with the sign bits in {@code sign}: exact, as the result is a float, so r is a
   * multiple of 2^sy where y was a subnormal shifted up by sy.
   */
  private Var scaled(Code.Lanes l, Division d, Var sign) {
    int h = l.half();
    Var f = temp("f", d.r().wide);
    Var scale = temp("ud", d.r().wide);
    code.op("shr", l, scale.dst("ud", h), d.r().src("ud", h), d.sy().src("ud", h));
    code.op("mov", l, f.dst("f", h), scale.src("ud", h));
    code.op("mul", l, f.dst("f", h), f.src("f", h), Code.imm(TWO_TO_MINUS_23, "f"));
    code.op("add", l, scale.dst("d", h), d.ey().src("d", h), d.sy().src("d", h));
    code.op("shl", l, scale.dst("ud", h), scale.src("ud", h), Code.imm(23, "ud"));
    code.op("mul", l, f.dst("f", h), f.src("f", h), scale.src("f", h));
    code.op("or", l, f.dst("ud", h), f.src("ud", h), sign.src("ud", h));
    return f;
  }

  /** Where the result is NaN: x infinite or NaN, y NaN or zero. */
  private String invalid(Code.Lanes l, Division d) {
    int h = l.half();
    String p = pred();
    String q = pred();
    code.op("cmp.ge", l, p, d.ax().src("ud", h), Code.imm(INF, "ud"));
    code.op("cmp.gt", l, q, d.ay().src("ud", h), Code.imm(INF, "ud"));
    code.op("or", l, p, p, q);
    code.op("cmp.eq", l, q, d.ay().src("ud", h), Code.imm(0, "ud"));
    code.op("or", l, p, p, q);
    return p;
  }

  /** Rounds the quotient to nearest even: where it rounds up, r = my - r and q += 1. */
  private String roundToNearest(Code.Lanes l, Division d) {
    int h = l.half();
    Var twice = temp("ud", d.r().wide);
    String up = pred();
    String tie = pred();
    String odd = pred();
    code.op("shl", l, twice.dst("ud", h), d.r().src("ud", h), Code.imm(1, "ud"));
    code.op("cmp.gt", l, up, twice.src("ud", h), d.my().src("ud", h));
    code.op("cmp.eq", l, tie, twice.src("ud", h), d.my().src("ud", h));
    code.op("and", l, twice.dst("ud", h), d.q().src("ud", h), Code.imm(1, "ud"));
    code.op("cmp.ne", l, odd, twice.src("ud", h), Code.imm(0, "ud"));
    code.op("and", l, tie, tie, odd);
    code.op("or", l, up, up, tie);
    code.predicated(up, "add", l, d.r().dst("d", h), d.my().src("d", h), "(-)" + d.r().src("d", h));
    code.predicated(up, "add", l, d.q().dst("ud", h), d.q().src("ud", h), Code.imm(1, "ud"));
    return up;
  }

  /** Where |y|/2 < |x| < |y| (y possibly infinite): the quotient is 1, not 0. */
  private String pastHalf(Code.Lanes l, Division d, String x, String y) {
    int h = l.half();
    Var twice = temp("f", d.r().wide);
    String p = pred();
    code.op("add", l, twice.dst("f", h), "(abs)" + x, "(abs)" + x);
    code.op("cmp.gt", l, p, twice.src("f", h), "(abs)" + y);
    return p;
  }

  private void remainder(
      Code.Lanes l, Division d, Var dst, String up, String x, String y, String xb) {
    int h = l.half();
    boolean wide = dst.wide;
    Var sign = temp("ud", wide);
    code.op("and", l, sign.dst("ud", h), xb, Code.imm(SIGN, "ud"));
    code.predicated(up, "xor", l, sign.dst("ud", h), sign.src("ud", h), Code.imm(SIGN, "ud"));
    Var r = scaled(l, d, sign);
    Var near = temp("f", wide);
    code.op("add", l, near.dst("f", h), "(abs)" + x, "(-abs)" + y);
    code.op("and", l, sign.dst("ud", h), xb, Code.imm(SIGN, "ud"));
    code.op("xor", l, near.dst("ud", h), near.src("ud", h), sign.src("ud", h));
    String past = pastHalf(l, d, x, y);
    Var res = temp("f", wide);
    code.sel(l, past, res.dst("f", h), near.src("f", h), x);
    code.sel(l, d.general(), res.dst("f", h), r.src("f", h), res.src("f", h));
    code.sel(l, invalid(l, d), dst.dst("ud", h), Code.imm(QUIET_NAN, "ud"), res.src("ud", h));
  }

  private void quotient(
      Code.Lanes l, Division d, Var dst, String x, String y, String xb, String yb) {
    int h = l.half();
    boolean wide = dst.wide;
    Var q = temp("d", wide);
    code.op("and", l, q.dst("ud", h), d.q().src("ud", h), Code.imm(QUOTIENT_BITS, "ud"));
    String past = pastHalf(l, d, x, y);
    Var near = temp("d", wide);
    code.sel(l, past, near.dst("d", h), Code.imm(1, "d"), Code.imm(0, "d"));
    code.sel(l, d.general(), q.dst("d", h), q.src("d", h), near.src("d", h));
    code.sel(l, invalid(l, d), q.dst("d", h), Code.imm(0, "d"), q.src("d", h));
    Var signs = temp("ud", wide);
    String negative = pred();
    code.op("xor", l, signs.dst("ud", h), xb, yb);
    code.op("cmp.ge", l, negative, signs.src("ud", h), Code.imm(SIGN, "ud"));
    code.predicated(negative, "mov", l, q.dst("d", h), "(-)" + q.src("d", h));
    code.op("mov", l, dst.dst("d", h), q.src("d", h));
  }

  private Var temp(String type, boolean wide) {
    return code.vars.temp(type, wide);
  }

  private String pred() {
    return code.vars.tempPredicate();
  }
}
