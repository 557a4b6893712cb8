package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Type;

/**
 * The float functions whose OpenCL result is exact (0 ulp), on f32: fract and modf (their second
 * result is a separate floor/trunc after {@code PromotionPrep}), maxmag/minmag, fdim, sign,
 * nextafter (one step of the bit pattern) and ldexp (exponent arithmetic on the bits; a subnormal
 * result is formed 2^100 too large and scaled down by one multiplication, so it rounds once).
 */
final class ExactFloatFunctions {
  private static final long SIGN = 0x80000000L;
  private static final long INF = 0x7f800000L;
  private static final long ONE = 0x3f800000L;
  private static final long BELOW_ONE = 0x3f7fffffL;
  private static final long TWO_TO_64 = 0x5f800000L;
  private static final long TWO_TO_MINUS_100 = 0x0d800000L;
  private static final long SMALLEST_NORMAL = 0x00800000L;

  private final Code code;

  ExactFloatFunctions(Code code) {
    this.code = code;
  }

  static boolean handles(Instr i, MathFn fn) {
    return i.type().equals(Type.F32)
        && switch (fn) {
          case FRACT, MODF, MAXMAG, MINMAG, FDIM, SIGN, NEXTAFTER, LDEXP -> true;
          default -> false;
        };
  }

  void emit(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    if (i.operands().size()
        != (fn == MathFn.FRACT || fn == MathFn.MODF || fn == MathFn.SIGN ? 1 : 2)) {
      throw code.unsupported(fn.name().toLowerCase(java.util.Locale.ROOT) + " writing memory");
    }
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String x = code.src(i.operand(0), "f", h);
      String xb = code.src(i.operand(0), "ud", h);
      switch (fn) {
        case FRACT -> fract(l, dst, x);
        case MODF -> modf(l, dst, x, xb);
        case MAXMAG, MINMAG -> magnitude(l, dst, x, code.src(i.operand(1), "f", h), fn);
        case FDIM -> {
          String y = code.src(i.operand(1), "f", h);
          Var d = temp("f", dst);
          code.op("add", l, d.dst("f", h), x, "(-)" + y);
          String le = pred();
          code.op("cmp.le", l, le, x, y);
          code.sel(l, le, dst.dst("f", h), Code.imm(0, "f"), d.src("f", h));
        }
        case SIGN -> sign(l, dst, x);
        case NEXTAFTER ->
            nextAfter(
                l,
                dst,
                x,
                code.src(i.operand(0), "d", h),
                code.src(i.operand(1), "f", h),
                code.src(i.operand(1), "ud", h));
        case LDEXP -> ldexp(l, dst, x, xb, code.src(i.operand(1), "d", h));
        default -> throw new IllegalStateException(fn + " is not handled here");
      }
    }
  }

  /** min(x - floor(x), 0x1.fffffep-1); 0 for infinities, NaN for NaN. */
  private void fract(Code.Lanes l, Var dst, String x) {
    int h = l.half();
    Var r = temp("f", dst);
    code.op("rndd", l, r.dst("f", h), x);
    code.op("add", l, r.dst("f", h), x, "(-)" + r.src("f", h));
    code.op("min", l, r.dst("f", h), r.src("f", h), Code.imm(BELOW_ONE, "f"));
    String inf = pred();
    code.op("cmp.eq", l, inf, "(abs)" + x, Code.imm(INF, "f"));
    code.sel(l, inf, r.dst("f", h), Code.imm(0, "f"), r.src("f", h));
    String nan = pred();
    code.op("cmp.ne", l, nan, x, x);
    code.sel(l, nan, dst.dst("f", h), x, r.src("f", h));
  }

  /** x - trunc(x) with the sign of x (signed zero, ±0 for infinities). */
  private void modf(Code.Lanes l, Var dst, String x, String xb) {
    int h = l.half();
    Var r = temp("f", dst);
    code.op("rndz", l, r.dst("f", h), x);
    code.op("add", l, r.dst("f", h), x, "(-)" + r.src("f", h));
    String inf = pred();
    code.op("cmp.eq", l, inf, "(abs)" + x, Code.imm(INF, "f"));
    code.sel(l, inf, r.dst("f", h), Code.imm(0, "f"), r.src("f", h));
    Var s = temp("ud", dst);
    code.op("and", l, s.dst("ud", h), xb, Code.imm(SIGN, "ud"));
    code.op("and", l, r.dst("ud", h), r.src("ud", h), Code.imm(SIGN - 1, "ud"));
    code.op("or", l, dst.dst("ud", h), r.src("ud", h), s.src("ud", h));
  }

  /** The argument of larger (smaller) magnitude; fmax (fmin) when the magnitudes are equal. */
  private void magnitude(Code.Lanes l, Var dst, String x, String y, MathFn fn) {
    int h = l.half();
    boolean max = fn == MathFn.MAXMAG;
    Var r = temp("f", dst);
    code.op(max ? "max" : "min", l, r.dst("f", h), x, y);
    String xWins = pred();
    code.op(max ? "cmp.gt" : "cmp.lt", l, xWins, "(abs)" + x, "(abs)" + y);
    code.sel(l, xWins, r.dst("f", h), x, r.src("f", h));
    String yWins = pred();
    code.op(max ? "cmp.gt" : "cmp.lt", l, yWins, "(abs)" + y, "(abs)" + x);
    code.sel(l, yWins, dst.dst("f", h), y, r.src("f", h));
  }

  /** 1.0 for x > 0, -1.0 for x < 0, x for ±0, 0 for NaN. */
  private void sign(Code.Lanes l, Var dst, String x) {
    int h = l.half();
    Var r = temp("f", dst);
    String p = pred();
    code.op("cmp.gt", l, p, x, Code.imm(0, "f"));
    code.sel(l, p, r.dst("f", h), Code.imm(ONE, "f"), x);
    code.op("cmp.lt", l, p, x, Code.imm(0, "f"));
    code.sel(l, p, r.dst("f", h), Code.imm(ONE | SIGN, "f"), r.src("f", h));
    code.op("cmp.ne", l, p, x, x);
    code.sel(l, p, dst.dst("f", h), Code.imm(0, "f"), r.src("f", h));
  }

  /**
   * The next float after x toward y: the bit pattern one step up in magnitude when y lies beyond x
   * (away from zero), else one step down; the smallest subnormal with y's sign from zero; y when
   * equal; NaN when either is.
   */
  private void nextAfter(Code.Lanes l, Var dst, String x, String xd, String y, String yb) {
    int h = l.half();
    Var step = temp("d", dst);
    Var r = temp("ud", dst);
    String up = pred();
    String positive = pred();
    code.op("cmp.gt", l, up, y, x);
    code.op("cmp.gt", l, positive, x, Code.imm(0, "f"));
    code.op("xor", l, up, up, positive);
    code.sel(l, up, step.dst("d", h), Code.imm(-1, "d"), Code.imm(1, "d"));
    code.op("add", l, r.dst("d", h), xd, step.src("d", h));
    Var tiny = temp("ud", dst);
    code.op("and", l, tiny.dst("ud", h), yb, Code.imm(SIGN, "ud"));
    code.op("or", l, tiny.dst("ud", h), tiny.src("ud", h), Code.imm(1, "ud"));
    String zero = pred();
    code.op("cmp.eq", l, zero, x, Code.imm(0, "f"));
    code.sel(l, zero, r.dst("ud", h), tiny.src("ud", h), r.src("ud", h));
    String equal = pred();
    code.op("cmp.eq", l, equal, x, y);
    code.sel(l, equal, r.dst("ud", h), yb, r.src("ud", h));
    Var sum = temp("f", dst);
    code.op("add", l, sum.dst("f", h), x, y);
    String nan = pred();
    String yNan = pred();
    code.op("cmp.ne", l, nan, x, x);
    code.op("cmp.ne", l, yNan, y, y);
    code.op("or", l, nan, nan, yNan);
    code.sel(l, nan, dst.dst("f", h), sum.src("f", h), r.src("f", h));
  }

  /**
   * x * 2^n: a subnormal x is first scaled by 2^64 (exact); the result exponent E = e(x) + n is
   * clamped to [-160, 128]; E > 127 is infinity, a normal E replaces the exponent field, a smaller
   * one is formed as 2^100 times the result (a normal number) and multiplied by 2^-100, one
   * rounding. Zero, infinities and NaN are returned as they are.
   */
  private void ldexp(Code.Lanes l, Var dst, String x, String xb, String n) {
    int h = l.half();
    Var xs = temp("f", dst);
    Var k = temp("d", dst);
    Var e = temp("d", dst);
    Var bits = temp("ud", dst);
    String small = pred();
    code.op("mov", l, k.dst("d", h), n);
    code.op("max", l, k.dst("d", h), k.src("d", h), Code.imm(-400, "d"));
    code.op("min", l, k.dst("d", h), k.src("d", h), Code.imm(400, "d"));
    code.op("mov", l, xs.dst("f", h), x);
    code.op("cmp.lt", l, small, "(abs)" + x, Code.imm(SMALLEST_NORMAL, "f"));
    code.predicated(small, "mul", l, xs.dst("f", h), x, Code.imm(TWO_TO_64, "f"));
    code.predicated(small, "add", l, k.dst("d", h), k.src("d", h), Code.imm(-64, "d"));
    code.op("shr", l, e.dst("ud", h), xs.src("ud", h), Code.imm(23, "ud"));
    code.op("and", l, e.dst("ud", h), e.src("ud", h), Code.imm(0xff, "ud"));
    code.op("add", l, e.dst("d", h), e.src("d", h), k.src("d", h));
    code.op("max", l, e.dst("d", h), e.src("d", h), Code.imm(127 - 160, "d"));
    code.op("min", l, e.dst("d", h), e.src("d", h), Code.imm(255, "d"));
    String subnormal = pred();
    code.op("cmp.lt", l, subnormal, e.src("d", h), Code.imm(1, "d"));
    code.predicated(subnormal, "add", l, e.dst("d", h), e.src("d", h), Code.imm(100, "d"));
    code.op("shl", l, e.dst("ud", h), e.src("ud", h), Code.imm(23, "ud"));
    code.op("and", l, bits.dst("ud", h), xs.src("ud", h), Code.imm(SIGN | 0x7fffff, "ud"));
    code.op("or", l, bits.dst("ud", h), bits.src("ud", h), e.src("ud", h));
    String overflow = pred();
    code.op("cmp.eq", l, overflow, e.src("ud", h), Code.imm(INF, "ud"));
    Var inf = temp("ud", dst);
    code.op("and", l, inf.dst("ud", h), xb, Code.imm(SIGN, "ud"));
    code.op("or", l, inf.dst("ud", h), inf.src("ud", h), Code.imm(INF, "ud"));
    code.sel(l, overflow, bits.dst("ud", h), inf.src("ud", h), bits.src("ud", h));
    code.predicated(
        subnormal, "mul", l, bits.dst("f", h), bits.src("f", h), Code.imm(TWO_TO_MINUS_100, "f"));
    String special = pred();
    String zero = pred();
    code.op("cmp.ge", l, special, "(abs)" + x, Code.imm(INF, "f"));
    code.op("cmp.ne", l, zero, x, x);
    code.op("or", l, special, special, zero);
    code.op("cmp.eq", l, zero, x, Code.imm(0, "f"));
    code.op("or", l, special, special, zero);
    code.sel(l, special, dst.dst("f", h), x, bits.src("f", h));
  }

  private Var temp(String type, Var like) {
    return code.vars.temp(type, like.wide);
  }

  private String pred() {
    return code.vars.tempPredicate();
  }
}
