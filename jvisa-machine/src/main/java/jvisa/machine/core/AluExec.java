package jvisa.machine.core;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;
import jvisa.machine.alu.Convert;
import jvisa.machine.alu.FloatArith;
import jvisa.machine.alu.FloatMath;
import jvisa.machine.alu.FloatMode;
import jvisa.machine.alu.IntArith;
import jvisa.machine.alu.IntBits;

/**
 * Arithmetic, logic, bit-manipulation and math instructions with vector operands. Integer operations
 * are computed exactly in 64 bits and then truncated (or saturated) to the destination type; float
 * operations are computed on exact doubles and rounded once to the destination type.
 */
final class AluExec extends Exec {
  final Opcode op;
  final Dst dst;
  final Dst dst2;
  final Src[] src;
  final boolean sat;
  final boolean floatDomain;
  final int bfnTable;

  AluExec(jvisa.asm.model.Instruction insn, int pc, RegisterLayout layout, Dst dst, Dst dst2, Src[] src) {
    super(insn, pc, layout);
    this.op = insn.opcode();
    this.dst = dst;
    this.dst2 = dst2;
    this.src = src;
    this.sat = insn.saturate();
    boolean fl = false;
    for (Src s : src) {
      fl |= s.type.isFloat();
    }
    this.floatDomain = fl;
    this.bfnTable = op == Opcode.BFN ? parseBfn(insn) : 0;
    if (fl && !FLOAT_OPS.contains(op)) {
      throw new DecodeException(insn, op.mnemonic() + " does not take floating-point operands");
    }
  }

  private static final java.util.EnumSet<Opcode> FLOAT_OPS =
      java.util.EnumSet.of(
          Opcode.ADD, Opcode.MUL, Opcode.MAD, Opcode.FRC, Opcode.RNDD, Opcode.RNDU, Opcode.RNDE, Opcode.RNDZ,
          Opcode.INV, Opcode.LOG, Opcode.EXP, Opcode.SQRT, Opcode.RSQRT, Opcode.SIN, Opcode.COS, Opcode.SQRTM,
          Opcode.DIV, Opcode.POW, Opcode.DIVM, Opcode.LRP, Opcode.MIN, Opcode.MAX, Opcode.AVG, Opcode.LINE,
          Opcode.DP2, Opcode.DP3, Opcode.DP4, Opcode.DPH, Opcode.ASIN, Opcode.ACOS, Opcode.ATAN, Opcode.MOD);

  private static int parseBfn(jvisa.asm.model.Instruction insn) {
    String s = insn.suffix();
    if (s == null || !(s.startsWith("x") || s.startsWith("X"))) {
      throw new DecodeException(insn, "bfn needs its truth table as a suffix, e.g. bfn.xca");
    }
    try {
      return Integer.parseInt(s.substring(1), 16) & 0xff;
    } catch (NumberFormatException e) {
      throw new DecodeException(insn, "bad bfn truth table '" + s + "'");
    }
  }

  @Override
  int execute(HwThread t, Frame f) {
    int ch = channels(f);
    if (ch == 0) {
      return pc + 1;
    }
    if (!floatDomain && !sat && !dst.type.isFloat() && vectorInt(t, f, ch)) {
      return pc + 1;
    }
    if (floatDomain && !sat && dst.type == Type.F && vectorFloat(t, f, ch)) {
      return pc + 1;
    }
    if (floatDomain) {
      FloatMode mode = t.floatMode(f);
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) != 0) {
          floatChannel(f, i, mode);
        }
      }
    } else {
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) != 0) {
          intChannel(f, i);
        }
      }
    }
    return pc + 1;
  }

  /** Whole-vector integer operations (the common ones), computed for all channels at once. */
  private boolean vectorInt(HwThread t, Frame f, int ch) {
    int n = execSize;
    long[] a = t.la;
    long[] b = t.lb;
    long[] r = t.lr;
    switch (op) {
      case ADD:
      case MUL:
      case AND:
      case OR:
      case XOR:
      case MIN:
      case MAX:
      case SHL:
      case ASR:
        break;
      case ADD3:
      case MAD:
        src[2].loadInts(f, t.lc, n);
        break;
      case NOT:
        src[0].loadInts(f, a, n);
        for (int i = 0; i < n; i++) {
          r[i] = ~a[i];
        }
        dst.storeBits(f, r, ch, n);
        return true;
      default:
        return false;
    }
    src[0].loadInts(f, a, n);
    src[1].loadInts(f, b, n);
    long[] c = t.lc;
    switch (op) {
      case ADD:
        for (int i = 0; i < n; i++) {
          r[i] = a[i] + b[i];
        }
        break;
      case ADD3:
        for (int i = 0; i < n; i++) {
          r[i] = a[i] + b[i] + c[i];
        }
        break;
      case MUL:
        for (int i = 0; i < n; i++) {
          r[i] = a[i] * b[i];
        }
        break;
      case MAD:
        for (int i = 0; i < n; i++) {
          r[i] = a[i] * b[i] + c[i];
        }
        break;
      case AND:
        for (int i = 0; i < n; i++) {
          r[i] = a[i] & b[i];
        }
        break;
      case OR:
        for (int i = 0; i < n; i++) {
          r[i] = a[i] | b[i];
        }
        break;
      case XOR:
        for (int i = 0; i < n; i++) {
          r[i] = a[i] ^ b[i];
        }
        break;
      case MIN:
        for (int i = 0; i < n; i++) {
          r[i] = Math.min(a[i], b[i]);
        }
        break;
      case MAX:
        for (int i = 0; i < n; i++) {
          r[i] = Math.max(a[i], b[i]);
        }
        break;
      case SHL: {
        int m = shiftMask();
        for (int i = 0; i < n; i++) {
          r[i] = a[i] << (b[i] & m);
        }
        break;
      }
      default: {
        int m = shiftMask();
        Type st = src[0].type;
        for (int i = 0; i < n; i++) {
          r[i] = Convert.intValue(a[i], st) >> (b[i] & m);
        }
      }
    }
    dst.storeBits(f, r, ch, n);
    return true;
  }

  /** Whole-vector F add/mul/mad under the default float mode (round to nearest, denorms kept). */
  private boolean vectorFloat(HwThread t, Frame f, int ch) {
    if (op != Opcode.ADD && op != Opcode.MUL && op != Opcode.MAD) {
      return false;
    }
    for (Src s : src) {
      if (s.type != Type.F) {
        return false;
      }
    }
    FloatMode mode = t.floatMode(f);
    if (mode != FloatMode.IGC_KERNEL && !(mode.rounding() == jvisa.machine.alu.RoundingMode.RNE && mode.fDenorms()
        && !mode.altF())) {
      return false;
    }
    int n = execSize;
    double[] a = t.da;
    double[] b = t.db;
    long[] r = t.lr;
    src[0].loadDoubles(f, a, n);
    src[1].loadDoubles(f, b, n);
    switch (op) {
      case ADD:
        for (int i = 0; i < n; i++) {
          r[i] = Float.floatToRawIntBits((float) (a[i] + b[i]));
        }
        break;
      case MUL:
        for (int i = 0; i < n; i++) {
          r[i] = Float.floatToRawIntBits((float) (a[i] * b[i]));
        }
        break;
      default: {
        double[] c = t.dc;
        src[2].loadDoubles(f, c, n);
        for (int i = 0; i < n; i++) {
          r[i] = Float.floatToRawIntBits(Math.fma((float) a[i], (float) b[i], (float) c[i]));
        }
      }
    }
    dst.storeBits(f, r, ch, n);
    return true;
  }

  private void intChannel(Frame f, int i) {
    Type d = dst.type.isFloat() ? Type.Q : dst.type;
    Type ta = src[0].type;
    Type tb = src.length > 1 ? src[1].type : null;
    long a = src[0].intAt(f, i);
    long b = src.length > 1 ? src[1].intAt(f, i) : 0;
    long c = src.length > 2 ? src[2].intAt(f, i) : 0;
    long r;
    switch (op) {
      case ADD:
        r = IntArith.add(a, ta, b, tb, d, sat);
        break;
      case ADD3:
        r = IntArith.add3(a, ta, b, tb, c, src[2].type, d, sat);
        break;
      case MUL:
        r = IntArith.mul(a, ta, b, tb, d, sat);
        break;
      case MAD:
        r = IntArith.mad(a, ta, b, tb, c, src[2].type, d, sat);
        break;
      case AVG:
        r = IntArith.avg(a, ta, b, tb, d, sat);
        break;
      case ADDC:
        dst.write(f, i, IntArith.addcSum(a, b));
        dst2.write(f, i, IntArith.addcCarry(a, b));
        return;
      case SUBB:
        dst.write(f, i, IntArith.subbDifference(a, b, sat));
        dst2.write(f, i, IntArith.subbBorrow(a, b));
        return;
      case MULH:
        r = IntArith.mulh(a, b, d);
        break;
      case MADW: {
        long p = IntArith.madw(a, b, c);
        dst.write(f, i, p & 0xffffffffL);
        int hiOff = dst.offset(f, i) + ((execSize * 4 + 31) / 32) * 32;
        Grf.writeInt(f.grf, hiOff, dst.type, p >>> 32);
        return;
      }
      case MIN:
        r = IntArith.min(a, ta, b, tb, d, sat);
        break;
      case MAX:
        r = IntArith.max(a, ta, b, tb, d, sat);
        break;
      case DIV:
        r = IntArith.div(a, ta, b, tb, d, sat);
        break;
      case MOD:
        r = IntArith.mod(a, ta, b, tb, d, sat);
        break;
      case SAD2:
        r = IntArith.sad2(a, b, a >> 8, b >> 8, d, sat);
        break;
      case SAD2ADD:
        r = IntArith.sad2add(a, b, a >> 8, b >> 8, c, d, sat);
        break;
      case AND:
        r = IntBits.and(a, b, d);
        break;
      case OR:
        r = IntBits.or(a, b, d);
        break;
      case XOR:
        r = IntBits.xor(a, b, d, sat);
        break;
      case NOT:
        r = IntBits.not(a, d);
        break;
      case SHL:
        r = IntBits.shl(a, ta, b, d, sat);
        break;
      case SHR:
        r = IntBits.shr(a, ta, b, d, sat);
        break;
      case ASR:
        r = IntBits.asr(a, ta, b, d, sat);
        break;
      case ROL:
        r = IntBits.rol(a, ta, b, d);
        break;
      case ROR:
        r = IntBits.ror(a, ta, b, d);
        break;
      case CBIT:
        r = IntBits.cbit(a, ta, d);
        break;
      case FBL:
        r = IntBits.fbl(a, d);
        break;
      case FBH:
        r = IntBits.fbh(a, ta, d);
        break;
      case LZD:
        r = IntBits.lzd(a, d);
        break;
      case BFREV:
        r = IntBits.bfrev(a, d);
        break;
      case BFE:
        r = IntBits.bfe(a, b, c, d);
        break;
      case BFI:
        r = IntBits.bfi(a, b, c, src[3].intAt(f, i), d);
        break;
      case BFN:
        r = IntBits.bfn(bfnTable, a, b, c, d);
        break;
      default:
        throw new MachineFault("integer " + op.mnemonic() + " is not supported by the machine");
    }
    if (dst.type.isFloat()) {
      dst.write(f, i, Convert.floatBits((double) r, dst.type));
    } else {
      dst.write(f, i, r);
    }
  }

  private int shiftMask() {
    return IntBits.shiftMask(src[0].type, dst.type);
  }

  private void floatChannel(Frame f, int i, FloatMode mode) {
    Type t = src[0].type.isFloat() ? src[0].type : Type.F;
    double a = src[0].floatAt(f, i);
    double b = src.length > 1 ? src[1].floatAt(f, i) : 0;
    double r;
    switch (op) {
      case ADD:
        r = FloatArith.add(a, b, t, mode);
        break;
      case MUL:
        r = FloatArith.mul(a, b, t, mode);
        break;
      case MAD:
        r = FloatArith.mad(a, b, src[2].floatAt(f, i), t, mode);
        break;
      case MIN:
        r = FloatArith.min(mode.flush(a, t), mode.flush(b, t));
        break;
      case MAX:
        r = FloatArith.max(mode.flush(a, t), mode.flush(b, t));
        break;
      case FRC:
        r = FloatArith.frc(a, t, mode);
        break;
      case RNDD:
        r = FloatArith.rndd(a, t, mode);
        break;
      case RNDU:
        r = FloatArith.rndu(a, t, mode);
        break;
      case RNDE:
        r = FloatArith.rnde(a, t, mode);
        break;
      case RNDZ:
        r = FloatArith.rndz(a, t, mode);
        break;
      case LRP:
        r = FloatArith.lrp(a, b, src[2].floatAt(f, i), t, mode);
        break;
      case DIVM:
        r = FloatArith.divm(a, b, t, mode);
        break;
      case SQRTM:
        r = FloatArith.sqrtm(a, t, mode);
        break;
      case INV:
        r = FloatMath.inv(a, t, mode);
        break;
      case DIV:
        r = FloatMath.div(a, b, t, mode);
        break;
      case SQRT:
        r = FloatMath.sqrt(a, t, mode);
        break;
      case RSQRT:
        r = FloatMath.rsqrt(a, t, mode);
        break;
      case EXP:
        r = FloatMath.exp(a, t, mode);
        break;
      case LOG:
        r = FloatMath.log(a, t, mode);
        break;
      case SIN:
        r = FloatMath.sin(a, t, mode);
        break;
      case COS:
        r = FloatMath.cos(a, t, mode);
        break;
      case POW:
        r = FloatMath.pow(a, b, t, mode);
        break;
      default:
        throw new MachineFault("float " + op.mnemonic() + " is not supported by the machine");
    }
    storeFloat(f, i, r, mode);
  }

  private void storeFloat(Frame f, int i, double r, FloatMode mode) {
    Type d = dst.type;
    if (d.isFloat()) {
      double v = d == Type.DF || d == src[0].type ? r : Convert.floatToFloat(r, Type.DF, d, mode);
      if (sat) {
        v = Convert.saturateFloat(v);
      }
      dst.write(f, i, Convert.floatBits(mode.flush(v, d), d));
    } else {
      dst.write(f, i, Convert.intBits(Convert.floatToInt(r, d), d));
    }
  }
}
