package jvisa.machine.core;

import jvisa.asm.model.Instruction;
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
class AluExec extends Exec {
  final Opcode op;
  final Dst dst;
  final Dst dst2;
  final Src[] src;
  final boolean sat;
  final boolean floatDomain;
  final int bfnTable;

  /** The float type results are rounded to: DF if any operand is DF, HF if all are, else F. */
  final Type execType;

  AluExec(Instruction insn, int pc, RegisterLayout layout, Dst dst, Dst dst2, Src[] src) {
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
    this.execType = floatExecutionType(dst.type, src);
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

  private static Type floatExecutionType(Type dst, Src[] src) {
    boolean anyDouble = dst == Type.DF;
    boolean allHalf = dst == Type.HF;
    for (Src s : src) {
      anyDouble |= s.type == Type.DF;
      allHalf &= s.type == Type.HF || !s.type.isFloat();
    }
    return anyDouble ? Type.DF : allHalf ? Type.HF : Type.F;
  }

  private static int parseBfn(Instruction insn) {
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

  /**
   * The executor for an ALU instruction: a whole-vector one when its operation and operand types
   * have one (and {@link VectorPaths} allows it), else this per-channel one.
   */
  static AluExec decode(Instruction insn, int pc, RegisterLayout layout, Dst dst, Dst dst2, Src[] src) {
    if (VectorPaths.enabled) {
      IntVectorExec.Op intOp = IntVectorExec.Op.of(insn, dst, src);
      if (intOp != null) {
        return new IntVectorExec(insn, pc, layout, dst, src, intOp);
      }
      FloatVectorExec.Op floatOp = FloatVectorExec.Op.of(insn, dst, src);
      if (floatOp != null) {
        return new FloatVectorExec(insn, pc, layout, dst, src, floatOp);
      }
    }
    return new AluExec(insn, pc, layout, dst, dst2, src);
  }

  @Override
  int execute(HwThread t, Frame f) {
    int ch = channels(f);
    if (ch != 0) {
      executeChannels(t, f, ch);
    }
    return pc + 1;
  }

  /** The per-channel path: every enabled channel through the scalar semantics of the alu package. */
  final void executeChannels(HwThread t, Frame f, int ch) {
    FloatMode mode = floatDomain || dst.type.isFloat() ? t.floatMode(f) : null;
    for (int i = 0; i < execSize; i++) {
      if ((ch >>> i & 1) != 0) {
        if (floatDomain) {
          floatChannel(f, i, mode);
        } else {
          intChannel(f, i, mode);
        }
      }
    }
  }

  private void intChannel(Frame f, int i, FloatMode mode) {
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
      case MIN: {
        boolean first = IntArith.minTakesFirst(a, ta, b, tb);
        dst.write(f, i, Convert.fromInt(first ? a : b, first ? ta : tb, dst.type, sat, mode));
        return;
      }
      case MAX: {
        boolean first = IntArith.maxTakesFirst(a, ta, b, tb);
        dst.write(f, i, Convert.fromInt(first ? a : b, first ? ta : tb, dst.type, sat, mode));
        return;
      }
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
    dst.write(f, i, dst.type.isFloat() ? Convert.fromInt(r, Type.Q, dst.type, sat, mode) : r);
  }

  private void floatChannel(Frame f, int i, FloatMode mode) {
    Type t = execType;
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
    dst.write(f, i, Convert.fromFloat(r, execType, dst.type, sat, mode));
  }
}
