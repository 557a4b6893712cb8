package jvisa.machine.core;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;
import jvisa.machine.alu.Convert;
import jvisa.machine.alu.FloatMode;

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

  private void storeInt(Frame f, int i, long v) {
    Type d = dst.type;
    if (d.isFloat()) {
      dst.write(f, i, Convert.floatBits((double) v, d));
    } else {
      dst.write(f, i, Convert.intBits(sat ? Convert.saturate(v, Type.Q, d) : v, d));
    }
  }

  private void intChannel(Frame f, int i) {
    long a = src[0].intAt(f, i);
    long b = src.length > 1 ? src[1].intAt(f, i) : 0;
    switch (op) {
      case ADD:
        storeInt(f, i, a + b);
        return;
      case ADD3:
        storeInt(f, i, a + b + src[2].intAt(f, i));
        return;
      case MUL:
        storeInt(f, i, a * b);
        return;
      case MAD:
        storeInt(f, i, a * b + src[2].intAt(f, i));
        return;
      case AVG:
        storeInt(f, i, (a + b + 1) >> 1);
        return;
      case ADDC: {
        long ua = a & 0xffffffffL;
        long ub = b & 0xffffffffL;
        long s = ua + ub;
        dst.write(f, i, Convert.intBits(s, dst.type));
        dst2.write(f, i, s >>> 32 & 1);
        return;
      }
      case SUBB: {
        long ua = a & 0xffffffffL;
        long ub = b & 0xffffffffL;
        dst.write(f, i, Convert.intBits(ua - ub, dst.type));
        dst2.write(f, i, ua < ub ? 1 : 0);
        return;
      }
      case MULH: {
        boolean unsigned = !src[0].type.isSigned() && !src[1].type.isSigned();
        long p = a * b;
        storeInt(f, i, unsigned ? p >>> 32 : p >> 32);
        return;
      }
      case MADW: {
        long p = a * b + src[2].intAt(f, i);
        dst.write(f, i, p & 0xffffffffL);
        int hiOff = dst.offset(f, i) + ((execSize * 4 + 31) / 32) * 32;
        Grf.writeInt(f.grf, hiOff, dst.type, p >>> 32);
        return;
      }
      case MIN:
        storeInt(f, i, Math.min(a, b));
        return;
      case MAX:
        storeInt(f, i, Math.max(a, b));
        return;
      case AND:
        storeInt(f, i, a & b);
        return;
      case OR:
        storeInt(f, i, a | b);
        return;
      case XOR:
        storeInt(f, i, a ^ b);
        return;
      case NOT:
        storeInt(f, i, ~a);
        return;
      case SHL:
        storeInt(f, i, a << (b & shiftMask()));
        return;
      case SHR:
        storeInt(f, i, (a & Convert.sizeMask(src[0].type)) >>> (b & shiftMask()));
        return;
      case ASR:
        storeInt(f, i, Convert.intValue(a, src[0].type) >> (b & shiftMask()));
        return;
      case ROL:
      case ROR:
        storeInt(f, i, rotate(a, b, op == Opcode.ROL));
        return;
      case CBIT:
        storeInt(f, i, Long.bitCount(a & Convert.sizeMask(src[0].type)));
        return;
      case FBL: {
        long v = a & 0xffffffffL;
        storeInt(f, i, v == 0 ? 0xffffffffL : Long.numberOfTrailingZeros(v));
        return;
      }
      case FBH:
        storeInt(f, i, fbh(a, src[0].type.isSigned()));
        return;
      case LZD:
        storeInt(f, i, Integer.numberOfLeadingZeros((int) a));
        return;
      case BFREV:
        storeInt(f, i, Integer.reverse((int) a) & 0xffffffffL);
        return;
      case BFE: {
        long w = a & 0x1f;
        long o = b & 0x1f;
        long v = src[2].intAt(f, i);
        long field = ((v & 0xffffffffL) >>> o) & ((1L << w) - 1);
        if (src[2].type.isSigned() && w > 0 && w + o <= 32 && (field >>> (w - 1) & 1) != 0) {
          field |= -1L << w;
        }
        storeInt(f, i, w == 0 ? 0 : field);
        return;
      }
      case BFI: {
        long w = a & 0x1f;
        long o = b & 0x1f;
        long mask = ((1L << w) - 1) << o;
        long ins = src[2].intAt(f, i);
        long base = src[3].intAt(f, i);
        storeInt(f, i, ((ins << o) & mask) | (base & ~mask));
        return;
      }
      case BFN: {
        long c = src[2].intAt(f, i);
        long r = 0;
        for (int k = 0; k < 8; k++) {
          if ((bfnTable >>> k & 1) != 0) {
            // bit k of the table: src0 is bit 0 of k, src1 bit 1, src2 bit 2 (src0 = 0xAA in IGC's tables)
            long ta = (k & 1) != 0 ? a : ~a;
            long tb = (k & 2) != 0 ? b : ~b;
            long tc = (k & 4) != 0 ? c : ~c;
            r |= ta & tb & tc;
          }
        }
        storeInt(f, i, r);
        return;
      }
      case DIV:
        if (b == 0) {
          storeInt(f, i, src[0].type.isSigned() ? (a < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE) : 0xffffffffL);
        } else {
          storeInt(f, i, a / b);
        }
        return;
      case MOD:
        storeInt(f, i, b == 0 ? a : a % b);
        return;
      case SAD2:
        storeInt(f, i, sad2(a, b));
        return;
      case SAD2ADD:
        storeInt(f, i, sad2(a, b) + src[2].intAt(f, i));
        return;
      default:
        throw new MachineFault("integer " + op.mnemonic() + " is not supported by the machine");
    }
  }

  private static long sad2(long a, long b) {
    return Math.abs((byte) a - (byte) b) + Math.abs((byte) (a >> 8) - (byte) (b >> 8));
  }

  private int shiftMask() {
    return (src[0].type.size() == 8 || dst.type.size() == 8) ? 63 : 31;
  }

  private long rotate(long a, long b, boolean left) {
    int bits = Math.max(src[0].type.size(), dst.type.size()) * 8;
    long mask = Convert.sizeMask(bits == 64 ? Type.UQ : bits == 32 ? Type.UD : bits == 16 ? Type.UW : Type.UB);
    long v = a & mask;
    int n = (int) (b & (bits - 1));
    if (n == 0) {
      return v;
    }
    return left ? ((v << n) | (v >>> (bits - n))) & mask : ((v >>> n) | (v << (bits - n))) & mask;
  }

  private static long fbh(long a, boolean signed) {
    int v = (int) a;
    if (!signed) {
      return v == 0 ? 0xffffffffL : Integer.numberOfLeadingZeros(v);
    }
    if (v == 0 || v == -1) {
      return 0xffffffffL;
    }
    return Integer.numberOfLeadingZeros(v < 0 ? ~v : v);
  }

  private void floatChannel(Frame f, int i, FloatMode mode) {
    Type et = src[0].type.isFloat() ? src[0].type : Type.F;
    double a = mode.flush(src[0].floatAt(f, i), src[0].type);
    double b = src.length > 1 ? mode.flush(src[1].floatAt(f, i), src[1].type) : 0;
    double r;
    switch (op) {
      case ADD:
        r = a + b;
        break;
      case MUL:
        r = a * b;
        break;
      case MAD: {
        double c = mode.flush(src[2].floatAt(f, i), src[2].type);
        r = et == Type.DF ? Math.fma(a, b, c) : (double) Math.fma((float) a, (float) b, (float) c);
        if (et == Type.HF || et == Type.BF) {
          r = Math.fma(a, b, c);
        }
        break;
      }
      case MIN:
        r = Double.isNaN(a) ? b : Double.isNaN(b) ? a : (a == 0 && b == 0 ? (Double.doubleToRawLongBits(a) < 0 ? a : b) : Math.min(a, b));
        break;
      case MAX:
        r = Double.isNaN(a) ? b : Double.isNaN(b) ? a : (a == 0 && b == 0 ? (Double.doubleToRawLongBits(a) < 0 ? b : a) : Math.max(a, b));
        break;
      case FRC:
        r = a - Math.floor(a);
        break;
      case RNDD:
        r = Math.floor(a);
        break;
      case RNDU:
        r = Math.ceil(a);
        break;
      case RNDE:
        r = Math.rint(a);
        break;
      case RNDZ:
        r = a < 0 ? Math.ceil(a) : Math.floor(a);
        break;
      case INV:
        r = 1.0 / a;
        break;
      case SQRT:
      case SQRTM:
        r = Math.sqrt(a);
        break;
      case RSQRT:
        r = 1.0 / Math.sqrt(a);
        break;
      case EXP:
        r = Math.pow(2.0, a);
        break;
      case LOG:
        r = Math.log(a) / Math.log(2.0);
        break;
      case SIN:
        r = Math.sin(a);
        break;
      case COS:
        r = Math.cos(a);
        break;
      case POW:
        r = Math.pow(a, b);
        break;
      case DIV:
      case DIVM:
        r = a / b;
        break;
      case MOD:
        r = a % b;
        break;
      case AVG:
        r = (a + b) / 2;
        break;
      case LRP: {
        double c = src[2].floatAt(f, i);
        r = a * b + (1 - a) * c;
        break;
      }
      default:
        throw new MachineFault("float " + op.mnemonic() + " is not supported by the machine");
    }
    storeFloat(f, i, r, mode);
  }

  private void storeFloat(Frame f, int i, double r, FloatMode mode) {
    Type d = dst.type;
    if (d.isFloat()) {
      double v = Convert.floatToFloat(r, Type.DF, d, mode);
      if (sat) {
        v = Convert.saturateFloat(v);
      }
      dst.write(f, i, Convert.floatBits(mode.flush(v, d), d));
    } else {
      dst.write(f, i, Convert.intBits(Convert.floatToInt(r, d), d));
    }
  }
}
