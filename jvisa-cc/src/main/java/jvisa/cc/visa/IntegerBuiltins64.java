package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * The OpenCL C integer built-ins on long/ulong that are no single vISA instruction. Quadword
 * add/shift/logic/min/max are used as they are; the high half of a 128-bit product is built from
 * four 32x32-bit products (mul and mulh on the dword halves), the signed one corrected by
 * subtracting the other operand for each negative one; clz/ctz/popcount combine the two dwords'
 * lzd/cbit; saturating add/sub detect the wrap from the operands' and result's signs (or the
 * unsigned carry) and select the bound.
 */
final class IntegerBuiltins64 {
  private static final long MAX = Long.MAX_VALUE;
  private static final long MIN = Long.MIN_VALUE;

  private final Code code;

  IntegerBuiltins64(Code code) {
    this.code = code;
  }

  static boolean handles(Instr i, MathFn fn) {
    return i.type().size() == 8
        && !(i.type() instanceof jvisa.cc.ir.Type.Flt)
        && switch (fn) {
          case S_MUL_HI, U_MUL_HI, S_MAD_HI, U_MAD_HI -> true;
          case S_ADD_SAT, U_ADD_SAT, S_SUB_SAT, U_SUB_SAT -> true;
          case S_HADD, U_HADD, S_RHADD, U_RHADD, S_ABS_DIFF, U_ABS_DIFF -> true;
          case S_CLAMP, U_CLAMP, CLZ, CTZ, POPCOUNT, ROTATE, S_UPSAMPLE, U_UPSAMPLE -> true;
          case S_ABS -> true;
          default -> false;
        };
  }

  void emit(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    boolean signed = fn.name().startsWith("S_");
    String t = signed ? "q" : "uq";
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      Operand[] o = new Operand[i.operands().size()];
      String[] s = new String[o.length];
      for (int k = 0; k < o.length; k++) {
        o[k] = code.operand(i.operand(k));
        s[k] = o[k].src(t, h);
      }
      String d = dst.dst(t, h);
      switch (fn) {
        case S_MUL_HI, U_MUL_HI -> mulHi(l, dst, o[0], o[1], signed);
        case S_MAD_HI, U_MAD_HI -> {
          mulHi(l, dst, o[0], o[1], signed);
          code.op("add", l, d, dst.src(t, h), s[2]);
        }
        case S_ADD_SAT, U_ADD_SAT, S_SUB_SAT, U_SUB_SAT -> saturated(l, dst, o[0], o[1], fn);
        case S_ABS -> {
          // GenX_IR cannot take (abs) on a quadword: (x ^ s) - s with s = x >> 63 (arithmetic).
          Var sign = temp("q", dst);
          Var r = temp("q", dst);
          code.op("asr", l, sign.dst("q", h), s[0], Code.imm(63, "ud"));
          code.op("xor", l, r.dst("q", h), s[0], sign.src("q", h));
          code.op("add", l, dst.dst("q", h), r.src("q", h), "(-)" + sign.src("q", h));
        }
        case S_UPSAMPLE, U_UPSAMPLE -> {
          code.op("mov", l, Multiply64.partDst(dst, 0, h), o[1].src("ud", h));
          code.op("mov", l, Multiply64.partDst(dst, 1, h), o[0].src("ud", h));
        }
        case S_HADD, U_HADD, S_RHADD, U_RHADD -> {
          Var half = temp(t, dst);
          code.op("xor", l, half.dst(t, h), s[0], s[1]);
          code.op(signed ? "asr" : "shr", l, half.dst(t, h), half.src(t, h), Code.imm(1, "ud"));
          boolean round = fn == MathFn.S_RHADD || fn == MathFn.U_RHADD;
          Var r = temp(t, dst);
          code.op(round ? "or" : "and", l, r.dst(t, h), s[0], s[1]);
          code.op("add", l, d, r.src(t, h), (round ? "(-)" : "") + half.src(t, h));
        }
        case S_ABS_DIFF, U_ABS_DIFF -> {
          Var low = temp(t, dst);
          Var high = temp(t, dst);
          code.op("max", l, high.dst(t, h), s[0], s[1]);
          code.op("min", l, low.dst(t, h), s[0], s[1]);
          code.op("add", l, dst.dst("q", h), high.src("q", h), "(-)" + low.src("q", h));
        }
        case S_CLAMP, U_CLAMP -> {
          Var r = temp(t, dst);
          code.op("max", l, r.dst(t, h), s[0], s[1]);
          code.op("min", l, d, r.src(t, h), s[2]);
        }
        case CLZ, CTZ -> zeros(l, dst, o[0], fn == MathFn.CLZ);
        case POPCOUNT -> popcount(l, dst, o[0]);
        case ROTATE -> {
          Var n = temp("uq", dst);
          Var back = temp("uq", dst);
          Var r = temp("uq", dst);
          code.op("and", l, n.dst("uq", h), o[1].src("uq", h), Code.imm(63, "uq"));
          code.op("add", l, back.dst("q", h), Code.imm(64, "q"), "(-)" + n.src("q", h));
          code.op("and", l, back.dst("uq", h), back.src("uq", h), Code.imm(63, "uq"));
          code.op("shr", l, back.dst("uq", h), o[0].src("uq", h), back.src("uq", h));
          code.op("shl", l, r.dst("uq", h), o[0].src("uq", h), n.src("uq", h));
          code.op("or", l, dst.dst("uq", h), r.src("uq", h), back.src("uq", h));
        }
        default -> throw new IllegalStateException(fn + " is not a 64-bit integer built-in");
      }
    }
  }

  /**
   * High 64 bits of a * b: with a = ah:al, b = bh:bl, mid = hi(al*bl) + lo(al*bh) + lo(ah*bl), the
   * result is ah*bh + hi(al*bh) + hi(ah*bl) + hi(mid); signed subtracts b if a < 0 and a if b < 0.
   */
  private void mulHi(Code.Lanes l, Var dst, Operand a, Operand b, boolean signed) {
    int h = l.half();
    Var ll = product(l, dst, Multiply64.part(a, 0, h), Multiply64.part(b, 0, h));
    Var lh = product(l, dst, Multiply64.part(a, 0, h), Multiply64.part(b, 1, h));
    Var hl = product(l, dst, Multiply64.part(a, 1, h), Multiply64.part(b, 0, h));
    Var hh = product(l, dst, Multiply64.part(a, 1, h), Multiply64.part(b, 1, h));
    Var mid = temp("uq", dst);
    code.op("shr", l, mid.dst("uq", h), ll.src("uq", h), Code.imm(32, "ud"));
    code.op("add", l, mid.dst("uq", h), mid.src("uq", h), Multiply64.part(lh, 0, h));
    code.op("add", l, mid.dst("uq", h), mid.src("uq", h), Multiply64.part(hl, 0, h));
    code.op("shr", l, mid.dst("uq", h), mid.src("uq", h), Code.imm(32, "ud"));
    Var r = temp("uq", dst);
    code.op("add", l, r.dst("uq", h), hh.src("uq", h), mid.src("uq", h));
    code.op("add", l, r.dst("uq", h), r.src("uq", h), Multiply64.part(lh, 1, h));
    code.op("add", l, r.dst("uq", h), r.src("uq", h), Multiply64.part(hl, 1, h));
    if (signed) {
      String negative = code.vars.tempPredicate();
      code.op("cmp.lt", l, negative, a.src("q", h), Code.imm(0, "q"));
      code.predicated(negative, "add", l, r.dst("q", h), r.src("q", h), negated(b, h));
      code.op("cmp.lt", l, negative, b.src("q", h), Code.imm(0, "q"));
      code.predicated(negative, "add", l, r.dst("q", h), r.src("q", h), negated(a, h));
    }
    code.op("mov", l, dst.dst("uq", h), r.src("uq", h));
  }

  private static String negated(Operand o, int h) {
    return o instanceof Operand.Imm imm ? Code.imm(-imm.bits(), "q") : "(-)" + o.src("q", h);
  }

  /** The 64-bit product of two dword sources. */
  private Var product(Code.Lanes l, Var like, String a, String b) {
    int h = l.half();
    Var p = temp("uq", like);
    code.op("mul", l, Multiply64.partDst(p, 0, h), a, b);
    code.op("mulh", l, Multiply64.partDst(p, 1, h), a, b);
    return p;
  }

  private void saturated(Code.Lanes l, Var dst, Operand oa, Operand ob, MathFn fn) {
    int h = l.half();
    boolean add = fn == MathFn.S_ADD_SAT || fn == MathFn.U_ADD_SAT;
    boolean signed = fn == MathFn.S_ADD_SAT || fn == MathFn.S_SUB_SAT;
    String t = signed ? "q" : "uq";
    String a = oa.src(t, h);
    String b = ob.src(t, h);
    Var r = temp("q", dst);
    code.op("add", l, r.dst("q", h), a, add ? b : negated(ob, h));
    String wrapped = code.vars.tempPredicate();
    if (!signed) {
      // a + b wrapped when the sum is below a; a - b when b exceeds a.
      if (add) {
        code.op("cmp.lt", l, wrapped, r.src("uq", h), a);
      } else {
        code.op("cmp.lt", l, wrapped, a, b);
      }
      code.sel(l, wrapped, dst.dst("uq", h), Code.imm(add ? -1 : 0, "uq"), r.src("uq", h));
      return;
    }
    // Overflow: for a + b the result's sign differs from both operands'; for a - b from a's while
    // a's and b's differ. The bound has a's sign.
    Var x = temp("q", dst);
    Var y = temp("q", dst);
    code.op("xor", l, x.dst("q", h), a, r.src("q", h));
    code.op("xor", l, y.dst("q", h), add ? b : a, add ? r.src("q", h) : b);
    code.op("and", l, x.dst("q", h), x.src("q", h), y.src("q", h));
    code.op("cmp.lt", l, wrapped, x.src("q", h), Code.imm(0, "q"));
    Var bound = temp("q", dst);
    String negative = code.vars.tempPredicate();
    code.op("cmp.lt", l, negative, a, Code.imm(0, "q"));
    code.sel(l, negative, bound.dst("q", h), Code.imm(MIN, "q"), Code.imm(MAX, "q"));
    code.sel(l, wrapped, dst.dst("q", h), bound.src("q", h), r.src("q", h));
  }

  /** popcount of the 64-bit operand of {@code i} (the IR's popcount operation). */
  void popcount(Instr i) {
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      popcount(l, dst, code.operand(i.operand(0)));
    }
  }

  private void popcount(Code.Lanes l, Var dst, Operand x) {
    int h = l.half();
    Var a = temp("ud", dst);
    Var b = temp("ud", dst);
    code.op("cbit", l, a.dst("ud", h), Multiply64.part(x, 0, h));
    code.op("cbit", l, b.dst("ud", h), Multiply64.part(x, 1, h));
    code.op("add", l, a.dst("ud", h), a.src("ud", h), b.src("ud", h));
    code.op("mov", l, dst.dst("uq", h), a.src("ud", h));
  }

  /** clz: lzd(hi), plus lzd(lo) when hi is 0; ctz the same on the bit-reversed halves, swapped. */
  private void zeros(Code.Lanes l, Var dst, Operand x, boolean leading) {
    int h = l.half();
    String first = Multiply64.part(x, leading ? 1 : 0, h);
    String second = Multiply64.part(x, leading ? 0 : 1, h);
    Var a = temp("ud", dst);
    Var b = temp("ud", dst);
    if (!leading) {
      code.op("bfrev", l, a.dst("ud", h), first);
      code.op("bfrev", l, b.dst("ud", h), second);
      first = a.src("ud", h);
      second = b.src("ud", h);
    }
    Var n = temp("ud", dst);
    Var m = temp("ud", dst);
    code.op("lzd", l, n.dst("ud", h), first);
    code.op("lzd", l, m.dst("ud", h), second);
    String whole = code.vars.tempPredicate();
    code.op("cmp.eq", l, whole, n.src("ud", h), Code.imm(32, "ud"));
    code.predicated(whole, "add", l, n.dst("ud", h), n.src("ud", h), m.src("ud", h));
    code.op("mov", l, dst.dst("uq", h), n.src("ud", h));
  }

  private Var temp(String type, Var like) {
    return code.vars.temp(type, like.wide);
  }
}
