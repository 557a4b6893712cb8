package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.Type;
import jvisa.machine.alu.Convert;
import jvisa.machine.alu.FloatMode;

/** mov, sel, cmp, setp, predicate logic, addr_add and movs. */
final class MoveExecs {
  private MoveExecs() {}

  /** {@code mov}: copy with the type conversion of 2_datatypes.md. */
  static final class Mov extends Exec {
    final Dst dst;
    final Src src;
    final boolean sat;

    /** True when the move copies bits unchanged: same size, no conversion, modifier or saturation. */
    final boolean bitCopy;

    Mov(Instruction insn, int pc, RegisterLayout layout, Dst dst, Src src) {
      super(insn, pc, layout);
      this.dst = dst;
      this.src = src;
      this.sat = insn.saturate();
      Type st = src.type;
      Type dt = dst.type;
      this.bitCopy = !sat && src.mod == jvisa.asm.model.SrcModifier.NONE && st.size() == dt.size()
          && (st == dt || (!st.isFloat() && !dt.isFloat())) && !st.isPackedVector();
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = channels(f);
      if (ch == 0) {
        return pc + 1;
      }
      Type st = src.type;
      Type dt = dst.type;
      if (bitCopy) {
        long[] v = t.la;
        src.loadInts(f, v, execSize);
        dst.storeBits(f, v, ch, execSize);
        return pc + 1;
      }
      boolean plain = !sat && st.size() == dt.size() && st.isFloat() == dt.isFloat() && !st.isFloat()
          && src.mod == jvisa.asm.model.SrcModifier.NONE;
      FloatMode mode = st.isFloat() || dt.isFloat() ? t.floatMode(f) : null;
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) == 0) {
          continue;
        }
        if (plain) {
          dst.write(f, i, src.raw(f, i));
        } else if (st.isFloat()) {
          double v = src.floatAt(f, i);
          dst.write(f, i, Convert.convert(Convert.floatBits(v, st == Type.DF ? Type.DF : st), st, dt, sat, mode));
        } else {
          dst.write(f, i, Convert.convert(src.intAt(f, i), intType(st), dt, sat, mode));
        }
      }
      return pc + 1;
    }

    private static Type intType(Type t) {
      return t == Type.V ? Type.D : t == Type.UV ? Type.UD : t;
    }
  }

  /** {@code sel}: the predicate chooses src0 or src1 for every enabled channel. */
  static final class Sel extends Exec {
    final Dst dst;
    final Src a;
    final Src b;
    final boolean sat;

    Sel(Instruction insn, int pc, RegisterLayout layout, Dst dst, Src a, Src b) {
      super(insn, pc, layout);
      this.dst = dst;
      this.a = a;
      this.b = b;
      this.sat = insn.saturate();
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = maskChannels(f);
      int p = predicateBits(f);
      FloatMode mode = a.type.isFloat() || dst.type.isFloat() ? t.floatMode(f) : null;
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) == 0) {
          continue;
        }
        Src s = (p >>> i & 1) != 0 ? a : b;
        if (s.type.isFloat()) {
          dst.write(f, i, Convert.convert(Convert.floatBits(s.floatAt(f, i), s.type), s.type, dst.type, sat, mode));
        } else {
          long v = s.intAt(f, i);
          Type st = s.type == Type.V ? Type.D : s.type == Type.UV ? Type.UD : s.type;
          dst.write(f, i, dst.type.isFloat() ? Convert.convert(v, st, dst.type, sat, mode)
              : Convert.intBits(sat ? Convert.saturate(v, Type.Q, dst.type) : v, dst.type));
        }
      }
      return pc + 1;
    }
  }

  /** {@code cmp.<rel>}: sets predicate bits (and optionally a general dst to all-ones / zero). */
  static final class Cmp extends Exec {
    static final int EQ = 0;
    static final int NE = 1;
    static final int GT = 2;
    static final int GE = 3;
    static final int LT = 4;
    static final int LE = 5;
    final int rel;
    final int predDst;
    final Dst dst;
    final Src a;
    final Src b;
    final boolean floatCompare;

    Cmp(Instruction insn, int pc, RegisterLayout layout, int predDst, Dst dst, Src a, Src b) {
      super(insn, pc, layout);
      String r = insn.suffix() == null ? "" : insn.suffix().toLowerCase(java.util.Locale.ROOT);
      this.rel = java.util.List.of("eq", "ne", "gt", "ge", "lt", "le").indexOf(r);
      this.predDst = predDst;
      this.dst = dst;
      this.a = a;
      this.b = b;
      this.floatCompare = a.type.isFloat() || b.type.isFloat();
      if (rel < 0) {
        throw new DecodeException(insn, "cmp needs a relation suffix: eq, ne, gt, ge, lt or le");
      }
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = channels(f);
      int result = 0;
      if (dst == null && !floatCompare) {
        long[] x = t.la;
        long[] y = t.lb;
        a.loadInts(f, x, execSize);
        b.loadInts(f, y, execSize);
        for (int i = 0; i < execSize; i++) {
          if (compare(x[i], y[i])) {
            result |= 1 << i;
          }
        }
        result &= ch;
        int m = ch << offset;
        f.flags[predDst] = (f.flags[predDst] & ~m) | (result << offset);
        return pc + 1;
      }
      for (int i = 0; i < execSize; i++) {
        if ((ch >>> i & 1) == 0) {
          continue;
        }
        boolean r = floatCompare ? compare(a.floatAt(f, i), b.floatAt(f, i)) : compare(a.intAt(f, i), b.intAt(f, i));
        if (r) {
          result |= 1 << i;
        }
        if (dst != null) {
          dst.write(f, i, r ? -1L : 0L);
        }
      }
      if (predDst >= 0) {
        int m = ch << offset;
        f.flags[predDst] = (f.flags[predDst] & ~m) | (result << offset);
      }
      return pc + 1;
    }

    private boolean compare(double x, double y) {
      switch (rel) {
        case EQ:
          return x == y;
        case NE:
          return x != y || Double.isNaN(x);
        case GT:
          return x > y;
        case GE:
          return x >= y;
        case LT:
          return x < y;
        default:
          return x <= y;
      }
    }

    private boolean compare(long x, long y) {
      switch (rel) {
        case EQ:
          return x == y;
        case NE:
          return x != y;
        case GT:
          return x > y;
        case GE:
          return x >= y;
        case LT:
          return x < y;
        default:
          return x <= y;
      }
    }
  }

  /** {@code setp}: predicate bits from the low bit of each channel (or from a bit mask immediate). */
  static final class Setp extends Exec {
    final int predDst;
    final Src src;
    final boolean scalarMask;

    Setp(Instruction insn, int pc, RegisterLayout layout, int predDst, Src src, boolean scalarMask) {
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
      int m = ch << offset;
      f.flags[predDst] = (f.flags[predDst] & ~m) | ((bits & ch) << offset);
      return pc + 1;
    }
  }

  /** and/or/xor/not on predicate variables. */
  static final class PredLogic extends Exec {
    final int dst;
    final int a;
    final int b;

    PredLogic(Instruction insn, int pc, RegisterLayout layout, int dst, int a, int b) {
      super(insn, pc, layout);
      this.dst = dst;
      this.a = a;
      this.b = b;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int ch = maskChannels(f) << offset;
      int x = f.flags[a];
      int y = b >= 0 ? f.flags[b] : 0;
      int r;
      switch (insn.opcode()) {
        case AND:
          r = x & y;
          break;
        case OR:
          r = x | y;
          break;
        case XOR:
          r = x ^ y;
          break;
        default:
          r = ~x;
      }
      f.flags[dst] = (f.flags[dst] & ~ch) | (r & ch);
      return pc + 1;
    }
  }

  /** {@code addr_add}: address element = address (or &V) + offset in bytes. */
  static final class AddrAdd extends Exec {
    final int dstBase;
    final int dstWidth;
    final Src a;
    final Src b;

    AddrAdd(Instruction insn, int pc, RegisterLayout layout, int dstBase, int dstWidth, Src a, Src b) {
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
