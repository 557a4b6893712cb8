package jvisa.machine.core;

import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import jvisa.machine.alu.Convert;
import jvisa.machine.alu.SourceModifiers;

/**
 * A decoded source operand. {@link #raw} gives channel i's element bits (integers sign- or
 * zero-extended); {@link #intAt} and {@link #floatAt} apply the source modifier.
 */
abstract class Src {
  final Type type;
  final SrcModifier mod;

  Src(Type type, SrcModifier mod) {
    this.type = type;
    this.mod = SourceModifiers.forType(mod, type);
  }

  abstract long raw(Frame f, int i);

  /** Channel values 0..n-1 as integers (with the modifier applied) into {@code out}. */
  void loadInts(Frame f, long[] out, int n) {
    for (int i = 0; i < n; i++) {
      out[i] = intAt(f, i);
    }
  }

  /** Channel values 0..n-1 as doubles (with the modifier applied) into {@code out}. */
  void loadDoubles(Frame f, double[] out, int n) {
    for (int i = 0; i < n; i++) {
      out[i] = floatAt(f, i);
    }
  }

  final void applyIntModifier(long[] out, int n) {
    SrcModifier m = mod;
    if (m == SrcModifier.NONE) {
      return;
    }
    for (int i = 0; i < n; i++) {
      out[i] = SourceModifiers.apply(m, out[i]);
    }
  }

  final void applyFloatModifier(double[] out, int n) {
    SrcModifier m = mod;
    if (m == SrcModifier.NONE) {
      return;
    }
    for (int i = 0; i < n; i++) {
      out[i] = SourceModifiers.apply(m, out[i]);
    }
  }

  final long intAt(Frame f, int i) {
    return SourceModifiers.apply(mod, raw(f, i));
  }

  final double floatAt(Frame f, int i) {
    return SourceModifiers.apply(mod, valueAsDouble(raw(f, i), type));
  }

  /** The value of an element as a double: floats exactly, integers rounded to nearest. */
  static double valueAsDouble(long raw, Type t) {
    return t.isFloat() ? Convert.floatValue(raw, t) : Convert.intToDouble(raw, t);
  }

  /** A register region: element offsets computed once at decode time. */
  static final class Direct extends Src {
    final int[] offsets;

    Direct(Type type, SrcModifier mod, int[] offsets) {
      super(type, mod);
      this.offsets = offsets;
    }

    @Override
    long raw(Frame f, int i) {
      return Grf.readInt(f.grf, offsets[i], type);
    }

    @Override
    void loadInts(Frame f, long[] out, int n) {
      byte[] g = f.grf;
      int[] o = offsets;
      switch (type) {
        case D:
          for (int i = 0; i < n; i++) {
            out[i] = Grf.i32(g, o[i]);
          }
          break;
        case UD:
          for (int i = 0; i < n; i++) {
            out[i] = Grf.i32(g, o[i]) & 0xffffffffL;
          }
          break;
        case Q:
        case UQ:
          for (int i = 0; i < n; i++) {
            out[i] = Grf.i64(g, o[i]);
          }
          break;
        default:
          for (int i = 0; i < n; i++) {
            out[i] = Grf.readInt(g, o[i], type);
          }
      }
      applyIntModifier(out, n);
    }

    @Override
    void loadDoubles(Frame f, double[] out, int n) {
      if (type != Type.F) {
        super.loadDoubles(f, out, n);
        return;
      }
      byte[] g = f.grf;
      int[] o = offsets;
      for (int i = 0; i < n; i++) {
        out[i] = Float.intBitsToFloat(Grf.i32(g, o[i]));
      }
      applyFloatModifier(out, n);
    }
  }

  /** An immediate; packed vectors (V, UV, VF) give each channel its element. */
  static final class Imm extends Src {
    final long[] perChannel;

    Imm(Type type, long[] perChannel) {
      super(type, SrcModifier.NONE);
      this.perChannel = perChannel;
    }

    @Override
    long raw(Frame f, int i) {
      return perChannel[i];
    }

    @Override
    void loadInts(Frame f, long[] out, int n) {
      System.arraycopy(perChannel, 0, out, 0, n);
    }
  }

  /**
   * A predicate variable read as an unsigned integer, element 0 in bit 0 (mov from a predicate).
   */
  static final class Flags extends Src {
    final int predIndex;

    Flags(int predIndex) {
      super(Type.UD, SrcModifier.NONE);
      this.predIndex = predIndex;
    }

    @Override
    long raw(Frame f, int i) {
      return f.flags[predIndex] & 0xffffffffL;
    }
  }

  /** The address of a variable plus an offset ({@code &V[off]}): a constant byte address. */
  static final class AddressOf extends Src {
    final long address;

    AddressOf(long address) {
      super(Type.UW, SrcModifier.NONE);
      this.address = address;
    }

    @Override
    long raw(Frame f, int i) {
      return address;
    }
  }

  /** Elements of an address variable: {@code A0(2)<1>}. */
  static final class Address extends Src {
    final int base;
    final int width;

    Address(int base, int width) {
      super(Type.UW, SrcModifier.NONE);
      this.base = base;
      this.width = width;
    }

    @Override
    long raw(Frame f, int i) {
      return f.addr[base + i * width];
    }
  }

  /** A region addressed through an address register: {@code r[A0(0),4]<8;8,1>:d}. */
  static final class Indirect extends Src {
    final int addrIndex;
    final long immOffset;
    final int vstride;
    final int width;
    final int hstride;
    final boolean perRowAddress;
    final int frameBytes;

    Indirect(
        Type type,
        SrcModifier mod,
        int addrIndex,
        long immOffset,
        int vstride,
        int width,
        int hstride,
        int frameBytes) {
      super(type, mod);
      this.addrIndex = addrIndex;
      this.immOffset = immOffset;
      this.perRowAddress = vstride < 0;
      this.vstride = Math.max(vstride, 0);
      this.width = Math.max(width, 1);
      this.hstride = hstride;
      this.frameBytes = frameBytes;
    }

    int offset(Frame f, int i) {
      int row = i / width;
      int col = i % width;
      long base =
          perRowAddress
              ? f.addr[addrIndex + row]
              : f.addr[addrIndex] + (long) row * vstride * type.size();
      long off = base + immOffset + (long) col * hstride * type.size();
      if (off < 0 || off + type.size() > frameBytes) {
        throw new MachineFault(
            "indirect operand reads byte "
                + off
                + ", outside the register file (0.."
                + frameBytes
                + ")");
      }
      return (int) off;
    }

    @Override
    long raw(Frame f, int i) {
      return Grf.readInt(f.grf, offset(f, i), type);
    }
  }

  /** {@code %ce0}: the channel enable mask of the executing instruction's thread. */
  static final class ChannelEnable extends Src {
    ChannelEnable() {
      super(Type.UD, SrcModifier.NONE);
    }

    @Override
    long raw(Frame f, int i) {
      return f.em & 0xffffffffL;
    }
  }
}
