package jvisa.machine.core;

import java.util.function.LongBinaryOperator;
import jvisa.asm.isa.SuffixKind;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import jvisa.machine.alu.CmpOp;
import jvisa.machine.alu.Compare;
import jvisa.machine.alu.Convert;
import jvisa.machine.alu.FloatMode;
import jvisa.machine.alu.IntBits;

/** mov, sel, cmp, setp, predicate logic, addr_add and movs. */
final class MoveExecs {
  private MoveExecs() {}

  /** {@code mov}: copy with the type conversion of 2_datatypes.md. */
  static final class Mov extends Exec {
    final Dst dst;
    final Src src;
    final boolean sat;
    final boolean raw;
    final boolean vector;

    Mov(Instruction insn, int pc, RegisterLayout layout, Dst dst, Src src) {
      super(insn, pc, layout);
      this.dst = dst;
      this.src = src;
      this.sat = insn.saturate();
      this.raw = Convert.isRawMove(src.type, dst.type, sat, src.mod != SrcModifier.NONE);
      this.vector = raw && VectorPaths.enabled;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = channels(f);
      if (ch == 0) {
        return pc + 1;
      }
      if (vector) {
        long[] v = t.la;
        src.loadInts(f, v, execSize);
        dst.storeBits(f, v, ch, execSize);
        return pc + 1;
      }
      FloatMode mode = src.type.isFloat() || dst.type.isFloat() ? t.floatMode(f) : null;
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) != 0) {
          dst.write(f, i, raw ? src.raw(f, i) : converted(src, f, i, dst.type, sat, mode));
        }
      }
      return pc + 1;
    }
  }

  /** Channel i of a source converted to raw bits of {@code dst} as {@code mov} converts. */
  static long converted(Src s, Frame f, int i, Type dst, boolean sat, FloatMode mode) {
    return s.type.isFloat()
        ? Convert.fromFloat(s.floatAt(f, i), s.type, dst, sat, mode)
        : Convert.fromInt(s.intAt(f, i), s.type, dst, sat, mode);
  }

  /** {@code sel}: the predicate chooses src0 or src1 for every enabled channel. */
  static final class Sel extends Exec {
    final Dst dst;
    final Src a;
    final Src b;
    final boolean sat;
    final boolean rawA;
    final boolean rawB;
    final boolean vector;

    Sel(Instruction insn, int pc, RegisterLayout layout, Dst dst, Src a, Src b) {
      super(insn, pc, layout);
      this.dst = dst;
      this.a = a;
      this.b = b;
      this.sat = insn.saturate();
      this.rawA = Convert.isRawMove(a.type, dst.type, sat, a.mod != SrcModifier.NONE);
      this.rawB = Convert.isRawMove(b.type, dst.type, sat, b.mod != SrcModifier.NONE);
      this.vector = rawA && rawB && VectorPaths.enabled;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = maskChannels(f);
      int p = predicateBits(f);
      if (ch == 0) {
        return pc + 1;
      }
      if (vector) {
        long[] x = t.la;
        long[] y = t.lb;
        long[] r = t.lr;
        a.loadInts(f, x, execSize);
        b.loadInts(f, y, execSize);
        for (int i = 0; i < execSize; i++) {
          r[i] = (p >>> i & 1) != 0 ? x[i] : y[i];
        }
        dst.storeBits(f, r, ch, execSize);
        return pc + 1;
      }
      FloatMode mode =
          a.type.isFloat() || b.type.isFloat() || dst.type.isFloat() ? t.floatMode(f) : null;
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) == 0) {
          continue;
        }
        boolean first = (p >>> i & 1) != 0;
        Src s = first ? a : b;
        boolean raw = first ? rawA : rawB;
        dst.write(f, i, raw ? s.raw(f, i) : converted(s, f, i, dst.type, sat, mode));
      }
      return pc + 1;
    }
  }

  /** {@code cmp.<rel>}: sets predicate bits (and optionally a general dst to all-ones / zero). */
  static final class Cmp extends Exec {
    /** How the operands compare: the class picks the Compare methods, once, at decode time. */
    private enum Operands {
      SIGNED,
      UNSIGNED64,
      MIXED_UNSIGNED64,
      FLOAT
    }

    final CmpOp rel;
    final int predDst;
    final Dst dst;
    final Src a;
    final Src b;
    private final Operands operands;
    private final boolean vector;

    Cmp(Instruction insn, int pc, RegisterLayout layout, int predDst, Dst dst, Src a, Src b) {
      super(insn, pc, layout);
      this.rel = CmpOp.of(TableSuffixes.of(insn).get(SuffixKind.COND));
      this.predDst = predDst;
      this.dst = dst;
      this.a = a;
      this.b = b;
      if (rel == null) {
        throw new DecodeException(insn, "cmp needs a relation suffix: eq, ne, gt, ge, lt or le");
      }
      if (a.type.isFloat() || b.type.isFloat()) {
        operands = Operands.FLOAT;
      } else if (Compare.bothUnsigned64(a.type, b.type)) {
        operands = Operands.UNSIGNED64;
      } else if (Compare.mixedUnsigned64(a.type, b.type)) {
        operands = Operands.MIXED_UNSIGNED64;
      } else {
        operands = Operands.SIGNED;
      }
      this.vector = operands != Operands.MIXED_UNSIGNED64 && VectorPaths.enabled;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = channels(f);
      int result = (vector ? vectorResult(t, f) : channelResult(f, ch)) & ch;
      if (dst != null) {
        long ones = Compare.resultBits(true, dst.type);
        for (int i = 0; i < execSize; i++) {
          if ((ch >>> i & 1) != 0) {
            dst.write(f, i, (result >>> i & 1) != 0 ? ones : 0);
          }
        }
      }
      if (predDst >= 0) {
        writeFlags(f, predDst, ch << offset, result << offset);
      }
      return pc + 1;
    }

    private int vectorResult(HwThread t, Frame f) {
      int n = execSize;
      if (operands == Operands.FLOAT) {
        a.loadDoubles(f, t.da, n);
        b.loadDoubles(f, t.db, n);
        return CompareVectors.floats(rel, t.da, t.db, n);
      }
      a.loadInts(f, t.la, n);
      b.loadInts(f, t.lb, n);
      long bias = operands == Operands.UNSIGNED64 ? Compare.UNSIGNED_BIAS : 0;
      return CompareVectors.integers(rel, bias, t.la, t.lb, n);
    }

    private int channelResult(Frame f, int ch) {
      int result = 0;
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) != 0 && compare(f, i)) {
          result |= 1 << i;
        }
      }
      return result;
    }

    private boolean compare(Frame f, int i) {
      if (operands == Operands.FLOAT) {
        return Compare.floats(rel, a.floatAt(f, i), b.floatAt(f, i));
      }
      return Compare.integers(rel, a.intAt(f, i), a.type, b.intAt(f, i), b.type);
    }
  }

  /**
   * {@code setp}: predicate bits from the low bit of each channel (or from a bit mask immediate).
   */
  static final class Setp extends Exec {
    final int predDst;
    final Src src;
    final boolean scalarMask;

    Setp(
        Instruction insn, int pc, RegisterLayout layout, int predDst, Src src, boolean scalarMask) {
      super(insn, pc, layout);
      this.predDst = predDst;
      this.src = src;
      this.scalarMask = scalarMask;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = maskChannels(f);
      int bits;
      if (scalarMask) {
        bits = (int) src.intAt(f, 0);
      } else {
        bits = 0;
        for (int i = 0; i < execSize; i++) {
          if ((src.intAt(f, i) & 1) != 0) {
            bits |= 1 << i;
          }
        }
      }
      writeFlags(f, predDst, ch << offset, bits << offset);
      return pc + 1;
    }
  }

  /** and/or/xor/not on predicate variables, by the logic semantics of IntBits. */
  static final class PredLogic extends Exec {
    final int dst;
    final int a;
    final int b;
    private final LongBinaryOperator logic;

    PredLogic(Instruction insn, int pc, RegisterLayout layout, int dst, int a, int b) {
      super(insn, pc, layout);
      this.dst = dst;
      this.a = a;
      this.b = b;
      this.logic =
          switch (insn.opcode()) {
            case AND -> IntBits::and;
            case OR -> IntBits::or;
            case XOR -> IntBits::xor;
            default -> (x, y) -> IntBits.not(x);
          };
    }

    @Override
    int execute(HwThread t, Frame f) {
      int y = b >= 0 ? f.flags[b] : 0;
      writeFlags(f, dst, maskChannels(f) << offset, (int) logic.applyAsLong(f.flags[a], y));
      return pc + 1;
    }
  }

  /** {@code addr_add}: address element = address (or &V) + offset in bytes. */
  static final class AddrAdd extends Exec {
    final int dstBase;
    final int dstWidth;
    final Src a;
    final Src b;

    AddrAdd(
        Instruction insn, int pc, RegisterLayout layout, int dstBase, int dstWidth, Src a, Src b) {
      super(insn, pc, layout);
      this.dstBase = dstBase;
      this.dstWidth = Math.max(dstWidth, 1);
      this.a = a;
      this.b = b;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = channels(f);
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) != 0) {
          f.addr[dstBase + i * dstWidth] = a.intAt(f, i) + b.intAt(f, i);
        }
      }
      return pc + 1;
    }
  }

  /** {@code movs}: set a surface or sampler variable (its binding-table index). */
  static final class Movs extends Exec {
    final int stateDst;
    final Src src;

    Movs(Instruction insn, int pc, RegisterLayout layout, int stateDst, Src src) {
      super(insn, pc, layout);
      this.stateDst = stateDst;
      this.src = src;
    }

    @Override
    int execute(HwThread t, Frame f) {
      f.states[stateDst] = src.intAt(f, 0);
      return pc + 1;
    }
  }
}
