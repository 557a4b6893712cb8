package jvisa.machine.core;

import jvisa.asm.isa.SuffixKind;
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
 * Arithmetic, logic, bit-manipulation and math instructions with vector operands. Integer
 * operations are computed exactly in 64 bits and then truncated (or saturated) to the destination
 * type; float operations are computed on exact doubles and rounded once to the destination type.
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

  private final ChannelOp channelOp;

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
    this.channelOp = channelOp();
  }

  private static final java.util.EnumSet<Opcode> FLOAT_OPS =
      java.util.EnumSet.of(
          Opcode.ADD,
          Opcode.MUL,
          Opcode.MAD,
          Opcode.FRC,
          Opcode.RNDD,
          Opcode.RNDU,
          Opcode.RNDE,
          Opcode.RNDZ,
          Opcode.INV,
          Opcode.LOG,
          Opcode.EXP,
          Opcode.SQRT,
          Opcode.RSQRT,
          Opcode.SIN,
          Opcode.COS,
          Opcode.SQRTM,
          Opcode.DIV,
          Opcode.POW,
          Opcode.DIVM,
          Opcode.LRP,
          Opcode.MIN,
          Opcode.MAX,
          Opcode.AVG,
          Opcode.LINE,
          Opcode.DP2,
          Opcode.DP3,
          Opcode.DP4,
          Opcode.DPH,
          Opcode.ASIN,
          Opcode.ACOS,
          Opcode.ATAN,
          Opcode.MOD);

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
    Integer table = TableSuffixes.of(insn).get(SuffixKind.BOOL_FUNCTION);
    if (table == null) {
      throw new DecodeException(insn, "bfn needs its truth table as a suffix, e.g. bfn.xca");
    }
    return table;
  }

  /**
   * The executor for an ALU instruction: a whole-vector one when its operation and operand types
   * have one (and {@link VectorPaths} allows it), else this per-channel one.
   */
  static AluExec decode(
      Instruction insn, int pc, RegisterLayout layout, Dst dst, Dst dst2, Src[] src) {
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

  /**
   * The per-channel path: every enabled channel through the scalar semantics of the alu package.
   */
  final void executeChannels(HwThread t, Frame f, int ch) {
    FloatMode mode = floatDomain || dst.type.isFloat() ? t.floatMode(f) : null;
    ChannelOp c = channelOp;
    for (int i = 0; i < execSize; i++) {
      if ((ch >>> i & 1) != 0) {
        c.run(f, i, mode);
      }
    }
  }

  /** One channel of the instruction: reads its sources, writes its destination(s). */
  @FunctionalInterface
  interface ChannelOp {
    void run(Frame f, int i, FloatMode mode);
  }

  /**
   * An integer operation on one channel's source values (0 for absent sources), giving its result.
   */
  @FunctionalInterface
  private interface IntOp {
    long apply(long a, long b, long c, long e);
  }

  /** A float operation on one channel's source values, giving its result in the execution type. */
  @FunctionalInterface
  private interface FloatOp {
    double apply(double a, double b, double c, FloatMode mode);
  }

  private long intSrc(int k, Frame f, int i) {
    return k < src.length ? src[k].intAt(f, i) : 0;
  }

  private double floatSrc(int k, Frame f, int i) {
    return k < src.length ? src[k].floatAt(f, i) : 0;
  }

  /** The per-channel operation, chosen once from the opcode and operand types. */
  private ChannelOp channelOp() {
    if (floatDomain && DOT_TERMS.containsKey(op)) {
      return dotProduct(DOT_TERMS.get(op));
    }
    if (op == Opcode.LINE) {
      return floatDomain
          ? (f, i, m) ->
              writeFloat(
                  f,
                  i,
                  FloatArith.dot(
                      floatSrc(0, f, 0),
                      floatSrc(1, f, i),
                      0,
                      0,
                      0,
                      0,
                      0,
                      0,
                      src[0].floatAt(f, 3),
                      m),
                  m)
          : (f, i, m) ->
              dst.write(
                  f,
                  i,
                  IntArith.line(
                      intSrc(0, f, 0),
                      src[0].type,
                      intSrc(1, f, i),
                      src[1].type,
                      src[0].intAt(f, 3),
                      dst.type,
                      sat));
    }
    if (floatDomain) {
      FloatOp fo = floatOp();
      return (f, i, m) ->
          dst.write(
              f,
              i,
              Convert.fromFloat(
                  fo.apply(floatSrc(0, f, i), floatSrc(1, f, i), floatSrc(2, f, i), m),
                  execType,
                  dst.type,
                  sat,
                  m));
    }
    Type ta = src[0].type;
    Type tb = src.length > 1 ? src[1].type : null;
    switch (op) {
      case ADDC:
        return (f, i, m) -> {
          long a = intSrc(0, f, i);
          long b = intSrc(1, f, i);
          dst.write(f, i, IntArith.addcSum(a, b));
          dst2.write(f, i, IntArith.addcCarry(a, b));
        };
      case SUBB:
        return (f, i, m) -> {
          long a = intSrc(0, f, i);
          long b = intSrc(1, f, i);
          dst.write(f, i, IntArith.subbDifference(a, b, sat));
          dst2.write(f, i, IntArith.subbBorrow(a, b));
        };
      case MADW:
        {
          int hiBlock = ((execSize * 4 + 31) / 32) * 32;
          return (f, i, m) -> {
            long p = IntArith.madw(intSrc(0, f, i), intSrc(1, f, i), intSrc(2, f, i));
            dst.write(f, i, p & 0xffffffffL);
            Grf.writeInt(f.grf, dst.offset(f, i) + hiBlock, dst.type, p >>> 32);
          };
        }
      case SAD2:
      case SAD2ADD:
        {
          Type d = dst.type;
          boolean s = sat;
          boolean accumulate = op == Opcode.SAD2ADD;
          return (f, i, m) -> {
            boolean pair = i + 1 < execSize;
            long a1 = pair ? intSrc(0, f, i + 1) : 0;
            long b1 = pair ? intSrc(1, f, i + 1) : 0;
            long a0 = intSrc(0, f, i);
            long b0 = intSrc(1, f, i);
            dst.write(
                f,
                i,
                accumulate
                    ? IntArith.sad2add(a0, b0, a1, b1, intSrc(2, f, i), d, s)
                    : IntArith.sad2(a0, b0, a1, b1, d, s));
          };
        }
      case MIN:
      case MAX:
        {
          boolean isMin = op == Opcode.MIN;
          Type d = dst.type;
          boolean s = sat;
          return (f, i, m) -> {
            long a = intSrc(0, f, i);
            long b = intSrc(1, f, i);
            dst.write(
                f,
                i,
                isMin ? IntArith.min(a, ta, b, tb, d, s, m) : IntArith.max(a, ta, b, tb, d, s, m));
          };
        }
      default:
        break;
    }
    IntOp io = intOp();
    if (dst.type.isFloat()) {
      return (f, i, m) ->
          dst.write(
              f,
              i,
              Convert.fromInt(
                  io.apply(intSrc(0, f, i), intSrc(1, f, i), intSrc(2, f, i), intSrc(3, f, i)),
                  Type.Q,
                  dst.type,
                  sat,
                  m));
    }
    return (f, i, m) ->
        dst.write(
            f, i, io.apply(intSrc(0, f, i), intSrc(1, f, i), intSrc(2, f, i), intSrc(3, f, i)));
  }

  /**
   * Products each dot-product opcode sums over its group of four channels (DPH: three, plus src1's
   * fourth).
   */
  private static final java.util.Map<Opcode, Integer> DOT_TERMS =
      java.util.Map.of(Opcode.DP2, 2, Opcode.DP3, 3, Opcode.DP4, 4, Opcode.DPH, 3);

  /**
   * DP2, DP3, DP4, DPH: every channel of a group of four gets the dot product of the group's src0
   * and src1 elements (DPH adds src1's fourth element instead of a fourth product).
   */
  private ChannelOp dotProduct(int terms) {
    if (execSize % 4 != 0) {
      throw new DecodeException(
          insn,
          op.mnemonic()
              + " works on groups of four channels: execution size "
              + execSize
              + " is not a multiple of 4");
    }
    boolean homogeneous = op == Opcode.DPH;
    return (f, i, m) -> {
      int g = i & ~3;
      double a2 = terms > 2 ? floatSrc(0, f, g + 2) : 0;
      double b2 = terms > 2 ? floatSrc(1, f, g + 2) : 0;
      double a3 = terms > 3 ? floatSrc(0, f, g + 3) : 0;
      double b3 = terms > 3 ? floatSrc(1, f, g + 3) : 0;
      double c = homogeneous ? floatSrc(1, f, g + 3) : 0;
      writeFloat(
          f,
          i,
          FloatArith.dot(
              floatSrc(0, f, g),
              floatSrc(1, f, g),
              floatSrc(0, f, g + 1),
              floatSrc(1, f, g + 1),
              a2,
              b2,
              a3,
              b3,
              c,
              m),
          m);
    };
  }

  private void writeFloat(Frame f, int i, double result, FloatMode m) {
    dst.write(f, i, Convert.fromFloat(result, execType, dst.type, sat, m));
  }

  /**
   * Operations the machine lacks fault when a channel runs them, so programs that never do still
   * run.
   */
  private MachineFault unsupported(String domain) {
    return new MachineFault(domain + " " + op.mnemonic() + " is not supported by the machine");
  }

  private IntOp intOp() {
    Type d = dst.type.isFloat() ? Type.Q : dst.type;
    Type ta = src[0].type;
    Type tb = src.length > 1 ? src[1].type : null;
    Type tc = src.length > 2 ? src[2].type : null;
    boolean s = sat;
    int table = bfnTable;
    return switch (op) {
      case ADD -> (a, b, c, e) -> IntArith.add(a, ta, b, tb, d, s);
      case ADD3 -> (a, b, c, e) -> IntArith.add3(a, ta, b, tb, c, tc, d, s);
      case MUL -> (a, b, c, e) -> IntArith.mul(a, ta, b, tb, d, s);
      case MAD -> (a, b, c, e) -> IntArith.mad(a, ta, b, tb, c, tc, d, s);
      case AVG -> (a, b, c, e) -> IntArith.avg(a, ta, b, tb, d, s);
      case MULH -> (a, b, c, e) -> IntArith.mulh(a, b, d);
      case DIV -> (a, b, c, e) -> IntArith.div(a, ta, b, tb, d, s);
      case MOD -> (a, b, c, e) -> IntArith.mod(a, ta, b, tb, d, s);
      case AND -> (a, b, c, e) -> IntBits.and(a, ta, b, tb, d, s);
      case OR -> (a, b, c, e) -> IntBits.or(a, ta, b, tb, d, s);
      case XOR -> (a, b, c, e) -> IntBits.xor(a, ta, b, tb, d, s);
      case NOT -> (a, b, c, e) -> IntBits.not(a, ta, d, s);
      case SHL -> (a, b, c, e) -> IntBits.shl(a, ta, b, d, s);
      case SHR -> (a, b, c, e) -> IntBits.shr(a, ta, b, d, s);
      case ASR -> (a, b, c, e) -> IntBits.asr(a, ta, b, d, s);
      case ROL -> (a, b, c, e) -> IntBits.rol(a, ta, b, d);
      case ROR -> (a, b, c, e) -> IntBits.ror(a, ta, b, d);
      case CBIT -> (a, b, c, e) -> IntBits.cbit(a, ta, d);
      case FBL -> (a, b, c, e) -> IntBits.fbl(a, d);
      case FBH -> (a, b, c, e) -> IntBits.fbh(a, ta, d);
      case LZD -> (a, b, c, e) -> IntBits.lzd(a, d);
      case BFREV -> (a, b, c, e) -> IntBits.bfrev(a, d);
      case BFE -> (a, b, c, e) -> IntBits.bfe(a, b, c, d);
      case BFI -> (a, b, c, e) -> IntBits.bfi(a, b, c, e, d);
      case BFN -> (a, b, c, e) -> IntBits.bfn(table, a, b, c, d);
      default ->
          (a, b, c, e) -> {
            throw unsupported("integer");
          };
    };
  }

  private FloatOp floatOp() {
    Type t = execType;
    return switch (op) {
      case ADD -> (a, b, c, m) -> FloatArith.add(a, b, t, m);
      case MUL -> (a, b, c, m) -> FloatArith.mul(a, b, t, m);
      case MAD -> (a, b, c, m) -> FloatArith.mad(a, b, c, t, m);
      case MIN -> (a, b, c, m) -> FloatArith.min(m.flush(a, t), m.flush(b, t));
      case MAX -> (a, b, c, m) -> FloatArith.max(m.flush(a, t), m.flush(b, t));
      case FRC -> (a, b, c, m) -> FloatArith.frc(a, t, m);
      case RNDD -> (a, b, c, m) -> FloatArith.rndd(a, t, m);
      case RNDU -> (a, b, c, m) -> FloatArith.rndu(a, t, m);
      case RNDE -> (a, b, c, m) -> FloatArith.rnde(a, t, m);
      case RNDZ -> (a, b, c, m) -> FloatArith.rndz(a, t, m);
      case LRP -> (a, b, c, m) -> FloatArith.lrp(a, b, c, t, m);
      case DIVM -> (a, b, c, m) -> FloatArith.divm(a, b, t, m);
      case SQRTM -> (a, b, c, m) -> FloatArith.sqrtm(a, t, m);
      case INV -> (a, b, c, m) -> FloatMath.inv(a, t, m);
      case DIV -> (a, b, c, m) -> FloatMath.div(a, b, t, m);
      case SQRT -> (a, b, c, m) -> FloatMath.sqrt(a, t, m);
      case RSQRT -> (a, b, c, m) -> FloatMath.rsqrt(a, t, m);
      case EXP -> (a, b, c, m) -> FloatMath.exp(a, t, m);
      case LOG -> (a, b, c, m) -> FloatMath.log(a, t, m);
      case SIN -> (a, b, c, m) -> FloatMath.sin(a, t, m);
      case COS -> (a, b, c, m) -> FloatMath.cos(a, t, m);
      case POW -> (a, b, c, m) -> FloatMath.pow(a, b, t, m);
      default ->
          (a, b, c, m) -> {
            throw unsupported("float");
          };
    };
  }
}
