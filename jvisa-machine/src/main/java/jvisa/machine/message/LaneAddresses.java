package jvisa.machine.message;

import jvisa.machine.memory.LittleEndian;

/**
 * How a per-lane message finds each lane's address, decoded once: lane i's raw value is read from
 * the address operand ({@code registerBytes} per lane, zero-extended), becomes {@code (raw + base)
 * * scale + offset} ({@code base} is a run-time operand such as a global offset, 0 when the message
 * has none), is reduced to the address width and aligned down.
 */
public final class LaneAddresses {
  /** How a lane address is reduced after scaling. */
  enum Width {
    /** 64-bit addresses: kept as they are. */
    A64,
    /** Unsigned 32-bit offsets: modulo 2^32. */
    UNSIGNED_32,
    /** Signed 32-bit offsets: modulo 2^32, then sign-extended. */
    SIGNED_32
  }

  /** The forms of {@link #form}. */
  static final int OTHER_FORM = 0;

  static final int RAW32 = 1;
  static final int SIGNED32 = 2;
  static final int RAW64 = 3;

  private final int registerBytes;

  /** Bytes from one lane's value to the next: registerBytes, or 0 when all lanes read lane 0's. */
  private final int laneStride;

  private final long scale;
  private final long offset;
  private final Width width;
  private final long alignMask;
  private final boolean elementsWrap;

  private LaneAddresses(
      int registerBytes,
      int laneStride,
      long scale,
      long offset,
      Width width,
      int alignment,
      boolean elementsWrap) {
    this.registerBytes = registerBytes;
    this.laneStride = laneStride;
    this.scale = scale;
    this.offset = offset;
    this.width = width;
    this.alignMask = -alignment;
    this.elementsWrap = elementsWrap;
  }

  /**
   * Surface offsets of the legacy messages: a UD per lane, counted in units of {@code scale} bytes;
   * lane and element offsets are modulo 2^32.
   */
  static LaneAddresses offsets32(long scale, int alignment) {
    return new LaneAddresses(4, 4, scale, 0, Width.UNSIGNED_32, alignment, true);
  }

  /** 64-bit virtual addresses (SVM): a UQ per lane. */
  static LaneAddresses addresses64(int alignment) {
    return new LaneAddresses(8, 8, 1, 0, Width.A64, alignment, false);
  }

  /** LSC addresses: {@code scale * raw + offset} of the address size; elements follow unreduced. */
  static LaneAddresses lsc(LscAddressSize size, long scale, long offset) {
    Width w =
        size == LscAddressSize.A64
            ? Width.A64
            : size == LscAddressSize.A32S ? Width.SIGNED_32 : Width.UNSIGNED_32;
    return new LaneAddresses(
        size.registerBytes(), size.registerBytes(), scale, offset, w, 1, false);
  }

  /** The same addressing with every lane reading lane 0's value (strided messages step from it). */
  LaneAddresses firstLaneOnly() {
    return new LaneAddresses(
        registerBytes, 0, scale, offset, width, (int) -alignMask, elementsWrap);
  }

  /**
   * A legacy lane offset: the raw 32-bit value plus the message's base, aligned down by {@code
   * align} (a negative power of two), modulo 2^32. The one statement of that rule for every
   * per-lane loop over such offsets.
   */
  static long offset32(int raw, int base, int align) {
    return (raw + base) & align & 0xFFFF_FFFFL;
  }

  /**
   * Register-file offset of lane {@code lane}'s address in the address operand at {@code addrs}.
   */
  int registerOf(int addrs, int lane) {
    return addrs + laneStride * lane;
  }

  int registerBytes() {
    return registerBytes;
  }

  /** The address of lane {@code lane}, from the address operand at {@code addrs}. */
  long lane(byte[] grf, int addrs, long base, int lane) {
    long raw = LittleEndian.get(grf, addrs + laneStride * lane, registerBytes);
    long sum = (raw + base) * scale + offset;
    long wrapped =
        switch (width) {
          case UNSIGNED_32 -> sum & 0xFFFF_FFFFL;
          case SIGNED_32 -> (long) (int) sum;
          default -> sum;
        };
    return wrapped & alignMask;
  }

  /**
   * Stores in {@code scratch.lanes[i]} the address of each lane i enabled in {@code mask} (below
   * {@code lanes}), exactly {@code lane(grf, addrs, base, i) + i * laneStep}, other entries
   * untouched; the least and greatest of them in {@code scratch.low} and {@code scratch.high}
   * ({@code low > high} when no lane is enabled); and in {@code scratch.sequential} whether each is
   * {@code scratch.lane0 + i * step}. One loop per address form, for messages that read all their
   * lanes' addresses at once.
   */
  void lanes(
      byte[] grf,
      int addrs,
      long base,
      long laneStep,
      int mask,
      int lanes,
      long step,
      LaneScratch scratch) {
    long[] out = scratch.lanes;
    long low = Long.MAX_VALUE;
    long high = Long.MIN_VALUE;
    long lane0 = 0;
    boolean sequential = true;
    if (registerBytes == 4 && width == Width.UNSIGNED_32 && scale == 1 && offset == 0) {
      // the legacy offsets: (raw + base) mod 2^32, aligned down, in int arithmetic
      int add = (int) base;
      int align = (int) alignMask;
      int stride = laneStride;
      for (int i = 0; i < lanes; i++) {
        if ((mask >>> i & 1) == 0) {
          continue;
        }
        int raw = LittleEndian.i32(grf, addrs + stride * i);
        long a = offset32(raw, add, align) + i * laneStep;
        out[i] = a;
        long start = a - i * step;
        if (low > high) {
          lane0 = start;
        } else if (start != lane0) {
          sequential = false;
        }
        if (a < low) {
          low = a;
        }
        if (a > high) {
          high = a;
        }
      }
    } else {
      boolean addresses64 = registerBytes == 8 && width == Width.A64;
      for (int i = 0; i < lanes; i++) {
        if ((mask >>> i & 1) == 0) {
          continue;
        }
        long a;
        if (addresses64) {
          long raw = LittleEndian.i64(grf, addrs + laneStride * i);
          a = (((raw + base) * scale + offset) & alignMask) + i * laneStep;
        } else {
          a = lane(grf, addrs, base, i) + i * laneStep;
        }
        out[i] = a;
        long start = a - i * step;
        if (low > high) {
          lane0 = start;
        } else if (start != lane0) {
          sequential = false;
        }
        low = a < low ? a : low;
        high = a > high ? a : high;
      }
    }
    scratch.low = low;
    scratch.high = high;
    scratch.lane0 = lane0;
    scratch.sequential = sequential;
  }

  /**
   * How {@link WindowWalk} computes a lane's address inline: {@link #RAW32} (a zero-extended UD
   * plus base, modulo 2^32), {@link #SIGNED32} (the same, sign-extended), {@link #RAW64} (a UQ plus
   * base), or {@link #OTHER_FORM} (scaled or offset addresses: only through {@link #lane}). Each
   * form ends aligned down by {@link #alignMask}.
   */
  int form() {
    if (scale != 1 || offset != 0) {
      return OTHER_FORM;
    }
    if (registerBytes == 4 && width != Width.A64) {
      return width == Width.SIGNED_32 ? SIGNED32 : RAW32;
    }
    return registerBytes == 8 && width == Width.A64 ? RAW64 : OTHER_FORM;
  }

  long alignMask() {
    return alignMask;
  }

  /** Bytes from one lane's value to the next in the address operand. */
  int laneStride() {
    return laneStride;
  }

  /** Whether element addresses are reduced modulo 2^32 like the lane addresses. */
  boolean elementsWrap() {
    return elementsWrap;
  }

  /** Register bytes the address operand spans for {@code lanes} lanes. */
  int operandBytes(int lanes) {
    return laneStride * (lanes - 1) + registerBytes;
  }

  /** The address of an element {@code elementOffset} bytes after its lane's address. */
  long element(long laneAddress, long elementOffset) {
    long a = laneAddress + elementOffset;
    return elementsWrap ? a & 0xFFFF_FFFFL : a;
  }
}
