package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Type;

/**
 * OpenCL float functions built from a few vISA instructions while staying within OpenCL's bounds.
 * vISA's {@code exp} and {@code log} are base 2. exp(x) and exp10(x) scale x by log2(e) or log2(10)
 * in double-float (hi + lo constants, the product's rounding error recovered with a fused {@code
 * mad}) and split the exponent into an integer n and a fraction f, 2^f scaled by 2^n in two exact
 * halves (no factor overflows), so the result rounds twice at most however large x is (x clamped
 * where the result overflows or is 0, so infinities need no case of their own); log(x) and log10(x)
 * are log2(x) times a constant (one more rounding, relative). round(x) is trunc(x) stepped one away
 * from zero where the fraction is at least a half; copysign takes the magnitude's bits and the sign
 * bit. The native_ and half_ forms of exp, exp2, exp10, log, log2, log10, powr and tan are the
 * full-precision functions.
 */
final class FloatFunctions {
  private static final float LOG2_10_HI = (float) (Math.log(10) / Math.log(2));
  private static final float LOG2_10_LO = (float) (Math.log(10) / Math.log(2) - LOG2_10_HI);
  private static final long LN2 = 0x3f317218L;
  private static final long LOG10_2 = 0x3e9a209bL;
  private static final long HALF = 0x3f000000L;
  private static final long ONE = 0x3f800000L;
  private static final long SIGN = 0x80000000L;

  private final Code code;

  FloatFunctions(Code code) {
    this.code = code;
  }

  /** Whether {@code i}, a call of {@code fn}, is handled here. */
  static boolean handles(Instr i, MathFn fn) {
    boolean f32 = i.type().equals(Type.F32);
    return f32
        && switch (fn) {
          case EXP, EXP2, EXP10, LOG, LOG2, LOG10, ROUND, COPYSIGN -> true;
          case SIN, COS, TAN, POW, POWR, POWN -> true;
          default -> canonical(fn) != fn;
        };
  }

  /** The full-precision function a native_ or half_ form is computed as (fn for the others). */
  static MathFn canonical(MathFn fn) {
    return switch (fn) {
      case NATIVE_EXP, HALF_EXP -> MathFn.EXP;
      case HALF_EXP2 -> MathFn.EXP2;
      case NATIVE_EXP10, HALF_EXP10 -> MathFn.EXP10;
      case NATIVE_LOG, HALF_LOG -> MathFn.LOG;
      case HALF_LOG2 -> MathFn.LOG2;
      case NATIVE_LOG10, HALF_LOG10 -> MathFn.LOG10;
      case NATIVE_POWR, HALF_POWR -> MathFn.POWR;
      case NATIVE_TAN, HALF_TAN -> MathFn.TAN;
      default -> fn;
    };
  }

  void emit(Instr i) {
    MathFn fn = canonical((MathFn) i.attribute());
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String x = code.src(i.operand(0), "f", h);
      String d = dst.dst("f", h);
      switch (fn) {
        case EXP, EXP10 -> {
          FloatOps o = new FloatOps(code, l, dst.wide);
          boolean e = fn == MathFn.EXP;
          String r =
              ExpLogSteps.exp2Of(
                  o,
                  x,
                  e ? ExpLogSteps.LOG2E_HI : LOG2_10_HI,
                  e ? ExpLogSteps.LOG2E_LO : LOG2_10_LO,
                  e ? 110 : 50,
                  0);
          o.resultSel(dst, o.isNan(x), x, r);
        }
        case EXP2 -> code.op("exp", l, d, x);
        case SIN -> code.op("sin", l, d, x);
        case COS -> code.op("cos", l, d, x);
        case TAN -> {
          Var c = code.vars.temp("f", dst.wide);
          code.op("cos", l, c.dst("f", h), x);
          code.op("sin", l, d, x);
          code.op("div", l, d, dst.src("f", h), c.src("f", h));
        }
        case POWR -> powr(new FloatOps(code, l, dst.wide), dst, x, code.src(i.operand(1), "f", h));
        case POW, POWN -> pow(l, dst, x, i, fn == MathFn.POWN);
        case LOG2 -> code.op("log", l, d, x);
        case LOG, LOG10 -> {
          Var t = code.vars.temp("f", dst.wide);
          code.op("log", l, t.dst("f", h), x);
          code.op("mul", l, d, t.src("f", h), Code.imm(fn == MathFn.LOG ? LN2 : LOG10_2, "f"));
        }
        case ROUND -> round(l, dst, x, code.src(i.operand(0), "ud", h));
        case COPYSIGN -> {
          Var t = code.vars.temp("ud", dst.wide);
          code.op("and", l, t.dst("ud", h), code.src(i.operand(1), "ud", h), Code.imm(SIGN, "ud"));
          Var m = code.vars.temp("ud", dst.wide);
          code.op(
              "and", l, m.dst("ud", h), code.src(i.operand(0), "ud", h), Code.imm(SIGN - 1, "ud"));
          code.op("or", l, dst.dst("ud", h), m.src("ud", h), t.src("ud", h));
        }
        default -> throw new IllegalStateException(fn + " is not handled here");
      }
    }
  }

  /**
   * vISA's pow is defined for a non-negative base: pow(|x|, y), negated when x's sign bit is set
   * (-0 included) and y is an odd integer, NaN for a finite x < 0 and a finite non-integer y (C99:
   * pow(-inf, y) is that of +inf); 1 for x = 1 and for x = -1 with an infinite y (C99; vISA's pow,
   * like Java's, gives NaN). pown's integer exponent is converted exactly (|n| below 2^24) and is
   * always an integer.
   */
  private void pow(Code.Lanes l, Var dst, String x, Instr i, boolean integerExponent) {
    int h = l.half();
    boolean wide = dst.wide;
    Var y = code.vars.temp("f", wide);
    Var half = code.vars.temp("f", wide);
    Var r = code.vars.temp("f", wide);
    code.op("mov", l, y.dst("f", h), code.src(i.operand(1), integerExponent ? "d" : "f", h));
    code.op("pow", l, r.dst("f", h), "(abs)" + x, y.src("f", h));
    String negative = code.vars.tempPredicate();
    String odd = code.vars.tempPredicate();
    String fraction = code.vars.tempPredicate();
    code.op("mul", l, half.dst("f", h), y.src("f", h), Code.imm(HALF, "f"));
    code.op("frc", l, half.dst("f", h), half.src("f", h));
    code.op("cmp.eq", l, odd, half.src("f", h), Code.imm(HALF, "f"));
    code.op("frc", l, half.dst("f", h), y.src("f", h));
    code.op("cmp.ne", l, fraction, half.src("f", h), Code.imm(0, "f"));
    String finite = code.vars.tempPredicate();
    code.op("cmp.lt", l, finite, "(abs)" + y.src("f", h), Code.imm(0x7f800000L, "f"));
    code.op("and", l, fraction, fraction, finite);
    String signBit = code.vars.tempPredicate();
    code.op("cmp.lt", l, signBit, code.src(i.operand(0), "d", h), Code.imm(0, "d"));
    code.op("and", l, odd, odd, signBit);
    code.op("cmp.lt", l, negative, x, Code.imm(0, "f"));
    code.op("and", l, fraction, fraction, negative);
    code.op("cmp.lt", l, finite, "(abs)" + x, Code.imm(0x7f800000L, "f"));
    code.op("and", l, fraction, fraction, finite);
    code.sel(l, odd, r.dst("f", h), "(-)" + r.src("f", h), r.src("f", h));
    code.sel(l, fraction, r.dst("f", h), Code.imm(0x7fc00000L, "f"), r.src("f", h));
    String one = code.vars.tempPredicate();
    String infinite = code.vars.tempPredicate();
    code.op("cmp.eq", l, one, "(abs)" + x, Code.imm(ONE, "f"));
    code.op("cmp.eq", l, infinite, "(abs)" + y.src("f", h), Code.imm(0x7f800000L, "f"));
    code.op("and", l, infinite, infinite, one);
    code.op("cmp.eq", l, one, x, Code.imm(ONE, "f"));
    code.op("or", l, one, one, infinite);
    code.sel(l, one, dst.dst("f", h), Code.imm(ONE, "f"), r.src("f", h));
  }

  /**
   * vISA's pow of |x| (powr(-0, y) is that of +0) with OpenCL's powr cases: NaN for x < 0, for a
   * NaN x, for 0^0, inf^0 and 1^inf (pow's would be 1).
   */
  private static void powr(FloatOps o, Var dst, String x, String y) {
    String r = o.op("pow", FloatOps.abs(x), y);
    String zero = FloatOps.c(0);
    String inf = FloatOps.cBits(FloatOps.INF);
    String yZero = o.cmp("eq", y, zero);
    String undefined =
        o.or(
            o.or(o.or(o.cmp("lt", x, zero), o.isNan(x)), o.and(o.cmp("eq", x, zero), yZero)),
            o.or(
                o.and(o.cmp("eq", x, inf), yZero),
                o.and(o.cmp("eq", x, FloatOps.c(1)), o.cmp("eq", FloatOps.abs(y), inf))));
    o.result(dst, o.sel(undefined, FloatOps.cBits(FloatOps.NAN), r));
  }

  /** Half-way cases away from zero: t = trunc(x); |x - t| >= 0.5 adds copysign(1, x). */
  private void round(Code.Lanes l, Var dst, String x, String xBits) {
    int h = l.half();
    boolean wide = dst.wide;
    Var t = code.vars.temp("f", wide);
    Var frac = code.vars.temp("f", wide);
    Var step = code.vars.temp("ud", wide);
    Var stepped = code.vars.temp("f", wide);
    String away = code.vars.tempPredicate();
    code.op("rndz", l, t.dst("f", h), x);
    code.op("add", l, frac.dst("f", h), x, "(-)" + t.src("f", h));
    code.op("cmp.ge", l, away, "(abs)" + frac.src("f", h), Code.imm(HALF, "f"));
    code.op("and", l, step.dst("ud", h), xBits, Code.imm(SIGN, "ud"));
    code.op("or", l, step.dst("ud", h), step.src("ud", h), Code.imm(ONE, "ud"));
    code.op("add", l, stepped.dst("f", h), t.src("f", h), step.src("f", h));
    code.sel(l, away, dst.dst("f", h), stepped.src("f", h), t.src("f", h));
  }
}
