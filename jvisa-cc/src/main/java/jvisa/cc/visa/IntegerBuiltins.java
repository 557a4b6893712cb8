package jvisa.cc.visa;

import java.util.Locale;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Value;

/**
 * The OpenCL C integer built-ins that are no single vISA instruction, on 8-, 16- and 32-bit
 * scalars. Narrow operands are extended to dwords (sign or zero as the function's signedness), the
 * result computed in dwords (quadwords where a 32-bit sum or product needs more) and written back
 * truncated, or with {@code .sat} for the saturating functions.
 */
final class IntegerBuiltins {
  private final Code code;

  IntegerBuiltins(Code code) {
    this.code = code;
  }

  /** Whether {@code i}, a call of {@code fn}, is handled here. */
  static boolean handles(Instr i, MathFn fn) {
    if (fn == MathFn.CLZ || fn == MathFn.POPCOUNT) {
      return i.type().size() < 4;
    }
    if (fn == MathFn.CTZ) {
      return i.type().size() <= 4;
    }
    if (fn == MathFn.S_UPSAMPLE || fn == MathFn.U_UPSAMPLE) {
      return i.type().size() <= 4;
    }
    return switch (fn) {
      case S_MUL_HI,
          U_MUL_HI,
          S_MAD_HI,
          U_MAD_HI,
          S_ADD_SAT,
          U_ADD_SAT,
          S_SUB_SAT,
          U_SUB_SAT,
          S_HADD,
          U_HADD,
          S_RHADD,
          U_RHADD,
          S_CLAMP,
          U_CLAMP,
          S_ABS_DIFF,
          U_ABS_DIFF,
          ROTATE,
          S_MAD24,
          U_MAD24,
          S_MUL24,
          U_MUL24,
          S_MAD_SAT,
          U_MAD_SAT,
          SELECT ->
          true;
      default -> false;
    };
  }

  void emit(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    if (fn == MathFn.SELECT) {
      select(i);
      return;
    }
    int width = (int) i.type().size() * 8;
    if (width > 32 || VisaTypes.isFloat(VisaTypes.of(i.type(), false))) {
      throw code.unsupported(
          "integer function " + fn.name().toLowerCase(Locale.ROOT) + " of " + i.type());
    }
    boolean signed = fn.name().startsWith("S_");
    boolean bits =
        fn == MathFn.CLZ || fn == MathFn.CTZ || fn == MathFn.POPCOUNT || fn == MathFn.ROTATE;
    String t = signed ? "d" : "ud";
    String narrow = VisaTypes.of(i.type(), signed);
    Var dst = code.var(i);
    boolean wide = dst.wide;
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      if (fn == MathFn.S_UPSAMPLE || fn == MathFn.U_UPSAMPLE) {
        upsample(i, dst, width, l);
        continue;
      }
      String[] s = new String[i.operands().size()];
      for (int k = 0; k < s.length; k++) {
        s[k] = extended(i.operand(k), signed && !bits, width, l, wide);
      }
      Var r = code.vars.temp(t, wide);
      String rd = r.dst(t, h);
      String rs = r.src(t, h);
      boolean saturate = false;
      switch (fn) {
        case S_MUL_HI, U_MUL_HI -> mulHi(l, r, t, s[0], s[1], width, signed);
        case S_MAD_HI, U_MAD_HI -> {
          mulHi(l, r, t, s[0], s[1], width, signed);
          code.op("add", l, rd, rs, s[2]);
        }
        case S_ADD_SAT, U_ADD_SAT -> saturate = saturated(l, r, s[0], s[1], "", width, signed);
        case S_SUB_SAT, U_SUB_SAT -> saturate = saturated(l, r, s[0], s[1], "(-)", width, signed);
        case S_MAD_SAT, U_MAD_SAT -> {
          if (width == 32) {
            throw code.unsupported("32-bit mad_sat");
          }
          code.op("mul", l, rd, s[0], s[1]);
          code.op("add", l, rd, rs, s[2]);
          saturate = true;
        }
        case S_HADD, U_HADD, S_RHADD, U_RHADD -> halfAdd(l, r, t, s[0], s[1], fn, signed);
        case S_CLAMP, U_CLAMP -> {
          code.op("max", l, rd, s[0], s[1]);
          code.op("min", l, rd, rs, s[2]);
        }
        case S_ABS_DIFF, U_ABS_DIFF -> {
          Var low = code.vars.temp(t, wide);
          code.op("max", l, rd, s[0], s[1]);
          code.op("min", l, low.dst(t, h), s[0], s[1]);
          code.op("add", l, r.dst("d", h), r.src("d", h), "(-)" + low.src("d", h));
        }
        case CLZ -> {
          code.op("lzd", l, r.dst("ud", h), s[0]);
          code.op("add", l, r.dst("d", h), r.src("d", h), Code.imm(width - 32, "d"));
        }
        case CTZ -> {
          // A bit just above the operand's width makes ctz(0) the width.
          String v = s[0];
          if (width < 32) {
            code.op("or", l, rd, s[0], Code.imm(1L << width, "ud"));
            v = rs;
          }
          code.op("bfrev", l, rd, v);
          code.op("lzd", l, rd, rs);
        }
        case POPCOUNT -> code.op("cbit", l, r.dst("ud", h), s[0]);
        case ROTATE -> rotate(l, r, s[0], s[1], width);
        case S_MUL24, U_MUL24 -> code.op("mul", l, rd, s[0], s[1]);
        case S_MAD24, U_MAD24 -> {
          code.op("mul", l, rd, s[0], s[1]);
          code.op("add", l, rd, rs, s[2]);
        }
        default -> throw new IllegalStateException(fn + " is not an integer built-in");
      }
      if (saturate) {
        // Differences may be negative (read signed); an unsigned mad_sat may pass 2^31 (unsigned).
        String from = fn == MathFn.U_MAD_SAT ? "ud" : "d";
        code.op("mov.sat", l, dst.dst(narrow, h), r.src(from, h));
      } else {
        code.op("mov", l, dst.dst(VisaTypes.unsigned(i.type()), h), rs);
      }
    }
  }

  /**
   * Operand {@code v} as a dword source: itself at 32 bits, else sign- or zero-extended into a
   * signed dword (exact for both signednesses).
   */
  private String extended(Value v, boolean signed, int width, Code.Lanes l, boolean wide) {
    if (width == 32) {
      return code.src(v, signed ? "d" : "ud", l.half());
    }
    Var e = code.vars.temp("d", wide);
    code.op("mov", l, e.dst("d", l.half()), code.src(v, VisaTypes.of(v.type(), signed), l.half()));
    return e.src("d", l.half());
  }

  /** (hi << width/2) | lo, lo read unsigned whatever the signedness. */
  private void upsample(Instr i, Var dst, int width, Code.Lanes l) {
    int h = l.half();
    String half = width == 16 ? "ub" : "uw";
    Var r = code.vars.temp("ud", dst.wide);
    Var lo = code.vars.temp("ud", dst.wide);
    code.op("mov", l, r.dst("ud", h), code.src(i.operand(0), half, h));
    code.op("mov", l, lo.dst("ud", h), code.src(i.operand(1), half, h));
    code.op("shl", l, r.dst("ud", h), r.src("ud", h), Code.imm(width / 2, "ud"));
    code.op("or", l, r.dst("ud", h), r.src("ud", h), lo.src("ud", h));
    code.op("mov", l, dst.dst(VisaTypes.unsigned(i.type()), h), r.src("ud", h));
  }

  /** Scalar select(a, b, c): b where c is non-zero, else a; any element type, as raw bits. */
  private void select(Instr i) {
    String t = VisaTypes.unsigned(i.type());
    String c = VisaTypes.unsigned(i.operand(2).type());
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String p = code.vars.tempPredicate();
      code.op("cmp.ne", l, p, code.src(i.operand(2), c, h), Code.imm(0, c));
      code.sel(l, p, dst.dst(t, h), code.src(i.operand(1), t, h), code.src(i.operand(0), t, h));
    }
  }

  private void mulHi(Code.Lanes l, Var r, String t, String a, String b, int width, boolean signed) {
    int h = l.half();
    if (width == 32) {
      code.op("mulh", l, r.dst(t, h), a, b);
      return;
    }
    code.op("mul", l, r.dst(t, h), a, b);
    code.op(signed ? "asr" : "shr", l, r.dst(t, h), r.src(t, h), Code.imm(width, "ud"));
  }

  /**
   * a + b or a - b into {@code r}; true when {@code r} still needs saturating into the result type
   * (narrow types: the dword result of extended operands is exact). A 32-bit one is exact in a
   * quadword and saturated back into {@code r} here.
   */
  private boolean saturated(
      Code.Lanes l, Var r, String a, String b, String negate, int width, boolean signed) {
    int h = l.half();
    if (width < 32) {
      code.op("add", l, r.dst("d", h), a, negate + b);
      return true;
    }
    Var x = code.vars.temp("q", r.wide);
    Var y = code.vars.temp("q", r.wide);
    code.op("mov", l, x.dst("q", h), a);
    code.op("mov", l, y.dst("q", h), b);
    code.op("add", l, x.dst("q", h), x.src("q", h), negate + y.src("q", h));
    code.op("mov.sat", l, r.dst(signed ? "d" : "ud", h), x.src("q", h));
    return false;
  }

  /** hadd: (a & b) + ((a ^ b) >> 1); rhadd: (a | b) - ((a ^ b) >> 1); no overflow. */
  private void halfAdd(Code.Lanes l, Var r, String t, String a, String b, MathFn fn, boolean s) {
    int h = l.half();
    Var half = code.vars.temp(t, r.wide);
    code.op("xor", l, half.dst(t, h), a, b);
    code.op(s ? "asr" : "shr", l, half.dst(t, h), half.src(t, h), Code.imm(1, "ud"));
    boolean round = fn == MathFn.S_RHADD || fn == MathFn.U_RHADD;
    code.op(round ? "or" : "and", l, r.dst(t, h), a, b);
    code.op("add", l, r.dst("d", h), r.src("d", h), (round ? "(-)" : "") + half.src("d", h));
  }

  /** (x << n) | (x >> (width - n)) with n taken modulo width, on the zero-extended value. */
  private void rotate(Code.Lanes l, Var r, String x, String n, int width) {
    int h = l.half();
    Var count = code.vars.temp("ud", r.wide);
    Var back = code.vars.temp("ud", r.wide);
    code.op("and", l, count.dst("ud", h), n, Code.imm(width - 1, "ud"));
    code.op("add", l, back.dst("d", h), Code.imm(width, "d"), "(-)" + count.src("d", h));
    code.op("and", l, back.dst("ud", h), back.src("ud", h), Code.imm(31, "ud"));
    code.op("shr", l, back.dst("ud", h), x, back.src("ud", h));
    code.op("shl", l, r.dst("ud", h), x, count.src("ud", h));
    code.op("or", l, r.dst("ud", h), r.src("ud", h), back.src("ud", h));
  }
}
