package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.Type;
import jvisa.machine.alu.Compare;
import jvisa.machine.alu.IntArith;
import jvisa.machine.alu.IntBits;

/**
 * Whole-vector integer ALU instructions that do not saturate and write an integer destination:
 * every channel is computed with the modulo-2^64 form of the operation (IntArith, IntBits), and the
 * destination keeps the low bits, which is what the per-channel path's truncation gives.
 */
final class IntVectorExec extends AluExec {
  /** An operation and operand class with a whole-vector form; chosen once, at decode time. */
  enum Op {
    ADD,
    ADD3,
    MUL,
    MULH,
    MAD,
    AND,
    OR,
    XOR,
    NOT,
    SHL,
    SHR32,
    SHR64,
    ASR,
    ASR_UQ,
    MIN,
    MAX,
    MIN_UQ,
    MAX_UQ;

    /** The whole-vector form of an instruction, or null when it needs the per-channel path. */
    static Op of(Instruction insn, Dst dst, Src[] src) {
      if (insn.saturate() || !dst.type.isInteger() || dst.type == Type.BOOL) {
        return null;
      }
      for (Src s : src) {
        if (!s.type.isInteger()) {
          return null;
        }
      }
      Type ta = src[0].type;
      Type tb = src.length > 1 ? src[1].type : null;
      return switch (insn.opcode()) {
        case ADD -> ADD;
        case ADD3 -> ADD3;
        case MUL -> MUL;
        case MULH -> MULH;
        case MAD -> MAD;
        case AND -> AND;
        case OR -> OR;
        case XOR -> XOR;
        case NOT -> NOT;
        case SHL -> SHL;
        case SHR -> ta.size() == 8 ? SHR64 : SHR32;
        case ASR -> ta == Type.UQ ? ASR_UQ : ASR;
        case MIN ->
            Compare.mixedUnsigned64(ta, tb) ? null : Compare.bothUnsigned64(ta, tb) ? MIN_UQ : MIN;
        case MAX ->
            Compare.mixedUnsigned64(ta, tb) ? null : Compare.bothUnsigned64(ta, tb) ? MAX_UQ : MAX;
        default -> null;
      };
    }
  }

  final Op vop;
  final int shiftMask;

  IntVectorExec(Instruction insn, int pc, RegisterLayout layout, Dst dst, Src[] src, Op vop) {
    super(insn, pc, layout, dst, null, src);
    this.vop = vop;
    this.shiftMask = IntBits.shiftMask(src[0].type, dst.type);
  }

  @Override
  int execute(HwThread t, Frame f) {
    int ch = channels(f);
    if (ch == 0) {
      return pc + 1;
    }
    int n = execSize;
    long[] a = t.la;
    long[] b = t.lb;
    long[] c = t.lc;
    long[] r = t.lr;
    src[0].loadInts(f, a, n);
    if (src.length > 1) {
      src[1].loadInts(f, b, n);
    }
    if (src.length > 2) {
      src[2].loadInts(f, c, n);
    }
    switch (vop) {
      case ADD -> add(a, b, r, n);
      case ADD3 -> add3(a, b, c, r, n);
      case MUL -> mul(a, b, r, n);
      case MULH -> mulh(a, b, r, n);
      case MAD -> mad(a, b, c, r, n);
      case AND -> and(a, b, r, n);
      case OR -> or(a, b, r, n);
      case XOR -> xor(a, b, r, n);
      case NOT -> not(a, r, n);
      case SHL -> shl(a, b, r, n, shiftMask);
      case SHR32 -> shr32(a, b, r, n, shiftMask);
      case SHR64 -> shr64(a, b, r, n, shiftMask);
      case ASR -> asr(a, b, r, n, shiftMask);
      case ASR_UQ -> asrUnsigned64(a, b, r, n, shiftMask);
      case MIN -> min(a, b, r, n);
      case MAX -> max(a, b, r, n);
      case MIN_UQ -> minUnsigned(a, b, r, n);
      case MAX_UQ -> maxUnsigned(a, b, r, n);
    }
    dst.storeBits(f, r, ch, n);
    return pc + 1;
  }

  private static void add(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.add(a[i], b[i]);
    }
  }

  private static void add3(long[] a, long[] b, long[] c, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.add3(a[i], b[i], c[i]);
    }
  }

  private static void mul(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.mul(a[i], b[i]);
    }
  }

  private static void mulh(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.mulh(a[i], b[i]);
    }
  }

  private static void mad(long[] a, long[] b, long[] c, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.mad(a[i], b[i], c[i]);
    }
  }

  private static void and(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.and(a[i], b[i]);
    }
  }

  private static void or(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.or(a[i], b[i]);
    }
  }

  private static void xor(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.xor(a[i], b[i]);
    }
  }

  private static void not(long[] a, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.not(a[i]);
    }
  }

  private static void shl(long[] a, long[] b, long[] r, int n, int mask) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.shl(a[i], b[i], mask);
    }
  }

  private static void shr32(long[] a, long[] b, long[] r, int n, int mask) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.shr32(a[i], b[i], mask);
    }
  }

  private static void shr64(long[] a, long[] b, long[] r, int n, int mask) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.shr64(a[i], b[i], mask);
    }
  }

  private static void asr(long[] a, long[] b, long[] r, int n, int mask) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.asr(a[i], b[i], mask);
    }
  }

  private static void asrUnsigned64(long[] a, long[] b, long[] r, int n, int mask) {
    for (int i = 0; i < n; i++) {
      r[i] = IntBits.asrUnsigned64(a[i], b[i], mask);
    }
  }

  private static void min(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.min(a[i], b[i]);
    }
  }

  private static void max(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.max(a[i], b[i]);
    }
  }

  private static void minUnsigned(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.minUnsigned(a[i], b[i]);
    }
  }

  private static void maxUnsigned(long[] a, long[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = IntArith.maxUnsigned(a[i], b[i]);
    }
  }
}
