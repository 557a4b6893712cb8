package jvisa.machine.core;

import jvisa.asm.model.Type;

/** A decoded destination: where channel i's result goes, and in which type. */
abstract class Dst {
  final Type type;

  Dst(Type type) {
    this.type = type;
  }

  /** Byte offset of channel i's element, or -1 to discard the write (%null). */
  abstract int offset(Frame f, int i);

  /** Whether {@link #offset} is fixed at decode time (does not read the frame). */
  boolean hasFixedOffsets() {
    return false;
  }

  final void write(Frame f, int i, long bits) {
    int off = offset(f, i);
    if (off >= 0) {
      Grf.writeInt(f.grf, off, type, bits);
    }
  }

  /** Writes the low bytes of v[i] for every channel set in {@code channels}. */
  void storeBits(Frame f, long[] v, int channels, int n) {
    for (int i = 0; i < n; i++) {
      if ((channels >>> i & 1) != 0) {
        write(f, i, v[i]);
      }
    }
  }

  static final class Direct extends Dst {
    final int[] offsets;

    Direct(Type type, int[] offsets) {
      super(type);
      this.offsets = offsets;
    }

    @Override
    boolean hasFixedOffsets() {
      return true;
    }

    @Override
    int offset(Frame f, int i) {
      return offsets[i];
    }

    @Override
    void storeBits(Frame f, long[] v, int channels, int n) {
      byte[] g = f.grf;
      int[] o = offsets;
      if (type.size() == 4) {
        if (channels == -1 || channels == (1 << n) - 1) {
          for (int i = 0; i < n; i++) {
            Grf.i32(g, o[i], (int) v[i]);
          }
        } else {
          for (int i = 0; i < n; i++) {
            if ((channels >>> i & 1) != 0) {
              Grf.i32(g, o[i], (int) v[i]);
            }
          }
        }
        return;
      }
      for (int i = 0; i < n; i++) {
        if ((channels >>> i & 1) != 0) {
          Grf.writeInt(g, o[i], type, v[i]);
        }
      }
    }
  }

  static final class Null extends Dst {
    Null(Type type) {
      super(type);
    }

    @Override
    boolean hasFixedOffsets() {
      return true;
    }

    @Override
    int offset(Frame f, int i) {
      return -1;
    }
  }

  static final class Indirect extends Dst {
    final int addrIndex;
    final long immOffset;
    final int hstride;
    final int frameBytes;

    Indirect(Type type, int addrIndex, long immOffset, int hstride, int frameBytes) {
      super(type);
      this.addrIndex = addrIndex;
      this.immOffset = immOffset;
      this.hstride = hstride;
      this.frameBytes = frameBytes;
    }

    @Override
    int offset(Frame f, int i) {
      long off = f.addr[addrIndex] + immOffset + (long) i * hstride * type.size();
      if (off < 0 || off + type.size() > frameBytes) {
        throw new MachineFault(
            "indirect operand writes byte "
                + off
                + ", outside the register file (0.."
                + frameBytes
                + ")");
      }
      return (int) off;
    }
  }
}
