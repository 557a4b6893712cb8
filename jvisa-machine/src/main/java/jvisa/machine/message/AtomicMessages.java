package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LittleEndian;

/**
 * The legacy atomic messages: {@code dword_atomic}, {@code svm_atomic} and {@code typed_atomic}.
 * Each enabled lane, in increasing lane order, performs one atomic read-modify-write and, unless
 * dst is {@link Payload#NULL}, receives the old value ({@link AtomicOp#PREDEC}: the new value).
 *
 * <p>Data operands (src0, src1, dst) hold one value per lane in a dword slot ({@code base + 4*i})
 * for 16- and 32-bit atomics, and in a qword slot ({@code base + 8*i}) for 64-bit ones. A 16-bit
 * atomic uses the low half of each dword and writes back the old value zero-extended. A null source
 * reads as 0. Addresses are aligned down to the access width.
 *
 * <p>vISA {@code cmpxchg} stores src0 where memory equals src1; {@code fcmpwr} stores src1 where
 * memory equals src0.
 */
public final class AtomicMessages {
  private AtomicMessages() {}

  /**
   * {@code dword_atomic.<op>[.16] (exec) surface offsets src0 src1 dst}: lane i updates the {@code
   * bytes} (4, or 2 for .16) at byte offset {@code offsets[i]} (UD) of the surface.
   */
  public static void dwordAtomic(
      AddressSpace surface,
      AtomicOp op,
      int bytes,
      int execSize,
      int mask,
      byte[] grf,
      int offsets,
      int src0,
      int src1,
      int dst) {
    checkWidth(bytes, 4);
    Payload.checkExecSize(execSize, 32);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long offset = LittleEndian.get(grf, offsets + 4 * i, 4) & -bytes;
        update(surface, offset, op, bytes, grf, i, src0, src1, dst);
      }
    }
  }

  /**
   * {@code svm_atomic.<op>[.16|.64] (exec) addresses dst src0 src1} (note the text order): lane i
   * updates the {@code bytes} (4, 2 for .16, 8 for .64) at its 64-bit address (UQ at {@code
   * addresses + 8*i}).
   */
  public static void svmAtomic(
      AddressSpace memory,
      AtomicOp op,
      int bytes,
      int execSize,
      int mask,
      byte[] grf,
      int addresses,
      int src0,
      int src1,
      int dst) {
    checkWidth(bytes, 8);
    Payload.checkExecSize(execSize, 32);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long address = LittleEndian.get(grf, addresses + 8 * i, 8) & -bytes;
        update(memory, address, op, bytes, grf, i, src0, src1, dst);
      }
    }
  }

  /**
   * {@code typed_atomic.<op>[.16] (exec) surface u v r lod src0 src1 dst}: lane i updates the first
   * {@code bytes} (4, or 2 for .16) of pixel (u[i], v[i], r[i]) at mip level lod[i]; coordinates
   * are UD at {@code base + 4*i}, a null coordinate is 0. Out-of-bounds pixels return 0 and are not
   * written.
   */
  public static void typedAtomic(
      ImageSurface image,
      AtomicOp op,
      int bytes,
      int execSize,
      int mask,
      byte[] grf,
      int u,
      int v,
      int r,
      int lod,
      int src0,
      int src1,
      int dst) {
    checkWidth(bytes, 4);
    Payload.checkExecSize(execSize, 16);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long pixel =
          image.pixelAddress(
              coordinate(grf, u, i), coordinate(grf, v, i), coordinate(grf, r, i),
              coordinate(grf, lod, i));
      long a = operand(grf, src0, i, bytes);
      long b = operand(grf, src1, i, bytes);
      if (op.legacySwapsSources()) {
        long t = a;
        a = b;
        b = t;
      }
      long old = image.atomicPixel(pixel, bytes, op, a, b);
      writeBack(grf, dst, i, bytes, result(op, old, a, b, bytes));
    }
  }

  static int coordinate(byte[] grf, int operand, int lane) {
    return operand == Payload.NULL ? 0 : (int) LittleEndian.get(grf, operand + 4 * lane, 4);
  }

  private static void update(
      AddressSpace space,
      long address,
      AtomicOp op,
      int bytes,
      byte[] grf,
      int lane,
      int src0,
      int src1,
      int dst) {
    long a = operand(grf, src0, lane, bytes);
    long b = operand(grf, src1, lane, bytes);
    if (op.legacySwapsSources()) {
      long t = a;
      a = b;
      b = t;
    }
    long old = space.atomic(address, bytes, op, a, b);
    writeBack(grf, dst, lane, bytes, result(op, old, a, b, bytes));
  }

  /** The lane's operand from a dword (or, for 8-byte atomics, qword) slot, cut to the width. */
  private static long operand(byte[] grf, int operand, int lane, int bytes) {
    if (operand == Payload.NULL) {
      return 0;
    }
    int slot = bytes == 8 ? 8 : 4;
    return truncate(LittleEndian.get(grf, operand + slot * lane, slot), bytes);
  }

  private static void writeBack(byte[] grf, int dst, int lane, int bytes, long value) {
    if (dst != Payload.NULL) {
      int slot = bytes == 8 ? 8 : 4;
      LittleEndian.put(grf, dst + slot * lane, slot, value);
    }
  }

  static long result(AtomicOp op, long old, long a, long b, int bytes) {
    return op.returnsNewValue() ? truncate(op.apply(old, a, b, bytes), bytes) : old;
  }

  static long truncate(long value, int bytes) {
    return bytes == 8 ? value : value & ((1L << (8 * bytes)) - 1);
  }

  private static void checkWidth(int bytes, int max) {
    if (bytes != 2 && bytes != 4 && !(bytes == 8 && max == 8)) {
      throw new IllegalArgumentException(
          "atomic width must be 2" + (max == 8 ? ", 4 or 8" : " or 4") + " bytes: " + bytes);
    }
  }
}
