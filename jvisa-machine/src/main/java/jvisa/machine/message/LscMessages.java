package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LittleEndian;

/**
 * The LSC (load/store cache) messages of Xe-HPG: {@code lsc_load}, {@code lsc_store} (and {@code
 * lsc_store_uncompressed}), {@code lsc_load_strided}, {@code lsc_store_strided}, {@code
 * lsc_load_quad}, {@code lsc_store_quad} and {@code lsc_atomic_*}, on untyped targets, plus the
 * typed ({@code .tgm}) quad and atomic forms. {@code lsc_fence} has no effect on emulated memory.
 *
 * <p>The target is the {@link AddressSpace} the address model names: {@code flat} on {@code .ugm}
 * is global memory (64-bit addresses), {@code bti(n)} / {@code ss(..)} / {@code bss(..)} the
 * surface (offsets), {@code flat} on {@code .slm} the group's SLM. Per-lane addresses are read
 * from the address operand ({@code registerBytes} of the address size per lane) and become {@code
 * scale * raw + offset}.
 *
 * <p>Register layout (non-transposed): vector element v of lane i is at {@code base + v *
 * roundUpToRegister(exec * regBytes) + i * regBytes}, where regBytes is the data size's register
 * element size (4 for d32 and d8u32/d16u32, 8 for d64, 1 and 2 for packed d8 and d16). Memory
 * element v of lane i is at {@code address + v * memoryBytes}. Transposed (SIMD1): element v is at
 * {@code base + v * regBytes}. Only lanes enabled in {@code mask} access memory or registers.
 */
public final class LscMessages {
  private LscMessages() {}

  /** {@code lsc_load.<sfid> (exec) dst:<data> <model>[addrs]:<addr>}. */
  public static void load(
      AddressSpace target, LscShape shape, int execSize, int mask, byte[] grf, int addrs, int dst) {
    Payload.checkExecSize(execSize, 32);
    if (shape.transposed()) {
      if (Payload.enabled(mask, 0)) {
        long address = shape.laneAddress(grf, addrs, 0);
        loadLane(target, shape, address, grf, dst, shape.data().registerBytes());
      }
      return;
    }
    int regBytes = shape.data().registerBytes();
    int stride = Payload.roundUpToRegister(execSize * regBytes);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        loadLane(target, shape, shape.laneAddress(grf, addrs, i), grf, dst + i * regBytes, stride);
      }
    }
  }

  /** {@code lsc_store.<sfid> (exec) <model>[addrs]:<addr> src:<data>}. */
  public static void store(
      AddressSpace target, LscShape shape, int execSize, int mask, byte[] grf, int addrs, int src) {
    Payload.checkExecSize(execSize, 32);
    if (shape.transposed()) {
      if (Payload.enabled(mask, 0)) {
        long address = shape.laneAddress(grf, addrs, 0);
        storeLane(target, shape, address, grf, src, shape.data().registerBytes());
      }
      return;
    }
    int regBytes = shape.data().registerBytes();
    int stride = Payload.roundUpToRegister(execSize * regBytes);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        storeLane(target, shape, shape.laneAddress(grf, addrs, i), grf, src + i * regBytes, stride);
      }
    }
  }

  /**
   * {@code lsc_load_strided.<sfid> (exec) dst:<data> <model>[addrs, pitch]:<addr>}: lane i uses
   * the address of lane 0 (scaled and offset) plus {@code i * pitch}; the data layout is that of
   * {@link #load}. The pitch is the default {@code vectorSize * memoryBytes} when not written.
   */
  public static void loadStrided(
      AddressSpace target,
      LscShape shape,
      int execSize,
      int mask,
      long pitch,
      byte[] grf,
      int addrs,
      int dst) {
    Payload.checkExecSize(execSize, 32);
    long base = shape.laneAddress(grf, addrs, 0);
    int regBytes = shape.data().registerBytes();
    int stride = Payload.roundUpToRegister(execSize * regBytes);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        loadLane(target, shape, base + i * pitch, grf, dst + i * regBytes, stride);
      }
    }
  }

  /** {@code lsc_store_strided}: the store counterpart of {@link #loadStrided}. */
  public static void storeStrided(
      AddressSpace target,
      LscShape shape,
      int execSize,
      int mask,
      long pitch,
      byte[] grf,
      int addrs,
      int src) {
    Payload.checkExecSize(execSize, 32);
    long base = shape.laneAddress(grf, addrs, 0);
    int regBytes = shape.data().registerBytes();
    int stride = Payload.roundUpToRegister(execSize * regBytes);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        storeLane(target, shape, base + i * pitch, grf, src + i * regBytes, stride);
      }
    }
  }

  /**
   * {@code lsc_load_quad.<sfid> (exec) dst:<data>.<xyzw> ...}: like {@link #load} with vector size
   * 4, but only the channels in {@code channels} (bit 0 = x .. 3 = w) are read, and the k-th
   * enabled channel goes to register component k. The shape's vector size is ignored.
   */
  public static void loadQuad(
      AddressSpace target,
      LscShape shape,
      int channels,
      int execSize,
      int mask,
      byte[] grf,
      int addrs,
      int dst) {
    Payload.checkExecSize(execSize, 32);
    LscDataSize data = shape.data();
    int regBytes = data.registerBytes();
    int stride = Payload.roundUpToRegister(execSize * regBytes);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long address = shape.laneAddress(grf, addrs, i);
      int slot = dst + i * regBytes;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          long value = target.load(address + (long) c * data.memoryBytes(), data.memoryBytes());
          LittleEndian.put(grf, slot, regBytes, data.toRegister(value));
          slot += stride;
        }
      }
    }
  }

  /** {@code lsc_store_quad}: the store counterpart of {@link #loadQuad}. */
  public static void storeQuad(
      AddressSpace target,
      LscShape shape,
      int channels,
      int execSize,
      int mask,
      byte[] grf,
      int addrs,
      int src) {
    Payload.checkExecSize(execSize, 32);
    LscDataSize data = shape.data();
    int regBytes = data.registerBytes();
    int stride = Payload.roundUpToRegister(execSize * regBytes);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long address = shape.laneAddress(grf, addrs, i);
      int slot = src + i * regBytes;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          long value = data.toMemory(LittleEndian.get(grf, slot, regBytes));
          target.store(address + (long) c * data.memoryBytes(), data.memoryBytes(), value);
          slot += stride;
        }
      }
    }
  }

  /**
   * {@code lsc_atomic_<op>.<sfid> (exec) dst:<data> <model>[addrs]:<addr> src1 src2}: lane i
   * atomically updates the {@code memoryBytes} (2 for d16u32, 4 for d32, 8 for d64) at its
   * address. src1 is the operand ({@code icas}/{@code fcas}: the value compared), src2 the
   * replacement of the compare-and-swaps; both and dst use one register element per lane ({@code
   * base + i * regBytes}) and may be {@link Payload#NULL}. dst receives the old value.
   */
  public static void atomic(
      AddressSpace target,
      LscShape shape,
      AtomicOp op,
      int execSize,
      int mask,
      byte[] grf,
      int addrs,
      int src1,
      int src2,
      int dst) {
    Payload.checkExecSize(execSize, 32);
    LscDataSize data = shape.data();
    int bytes = checkAtomicWidth(data);
    int regBytes = data.registerBytes();
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long a = atomicOperand(grf, src1, i, data);
      long b = atomicOperand(grf, src2, i, data);
      long old = target.atomic(shape.laneAddress(grf, addrs, i), bytes, op, a, b);
      if (dst != Payload.NULL) {
        long result = AtomicMessages.result(op, old, a, b, bytes);
        LittleEndian.put(grf, dst + i * regBytes, regBytes, data.toRegister(result));
      }
    }
  }

  /**
   * {@code lsc_atomic_<op>.tgm (exec) dst:<data> surf[u, v, r, lod] src1 src2}: like {@link
   * #atomic} on the first {@code memoryBytes} of each lane's pixel (see {@link
   * AtomicMessages#typedAtomic} for coordinates and bounds).
   */
  public static void atomicTyped(
      ImageSurface image,
      AtomicOp op,
      LscDataSize data,
      int execSize,
      int mask,
      byte[] grf,
      int u,
      int v,
      int r,
      int lod,
      int src1,
      int src2,
      int dst) {
    Payload.checkExecSize(execSize, 32);
    int bytes = checkAtomicWidth(data);
    int regBytes = data.registerBytes();
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long pixel =
          image.pixelAddress(
              AtomicMessages.coordinate(grf, u, i),
              AtomicMessages.coordinate(grf, v, i),
              AtomicMessages.coordinate(grf, r, i),
              AtomicMessages.coordinate(grf, lod, i));
      long a = atomicOperand(grf, src1, i, data);
      long b = atomicOperand(grf, src2, i, data);
      long old = image.atomicPixel(pixel, bytes, op, a, b);
      if (dst != Payload.NULL) {
        long result = AtomicMessages.result(op, old, a, b, bytes);
        LittleEndian.put(grf, dst + i * regBytes, regBytes, data.toRegister(result));
      }
    }
  }

  /**
   * {@code lsc_load_quad.tgm (exec) dst:<data>.<xyzw> surf[u, v, r, lod]}: typed read with format
   * conversion; identical in effect and register layout to {@link TypedMessages#gather4Typed}.
   */
  public static void loadQuadTyped(
      ImageSurface image, int channels, int execSize, int mask, byte[] grf, int u, int v, int r,
      int lod, int dst) {
    TypedMessages.gather4Typed(image, channels, execSize, mask, grf, u, v, r, lod, dst);
  }

  /** {@code lsc_store_quad.tgm}: identical to {@link TypedMessages#scatter4Typed}. */
  public static void storeQuadTyped(
      ImageSurface image, int channels, int execSize, int mask, byte[] grf, int u, int v, int r,
      int lod, int src) {
    TypedMessages.scatter4Typed(image, channels, execSize, mask, grf, u, v, r, lod, src);
  }

  private static void loadLane(
      AddressSpace target, LscShape shape, long address, byte[] grf, int slot, int stride) {
    LscDataSize data = shape.data();
    int memBytes = data.memoryBytes();
    int regBytes = data.registerBytes();
    for (int v = 0; v < shape.vectorSize(); v++) {
      long value = target.load(address + (long) v * memBytes, memBytes);
      LittleEndian.put(grf, slot + v * stride, regBytes, data.toRegister(value));
    }
  }

  private static void storeLane(
      AddressSpace target, LscShape shape, long address, byte[] grf, int slot, int stride) {
    LscDataSize data = shape.data();
    int memBytes = data.memoryBytes();
    int regBytes = data.registerBytes();
    for (int v = 0; v < shape.vectorSize(); v++) {
      long value = data.toMemory(LittleEndian.get(grf, slot + v * stride, regBytes));
      target.store(address + (long) v * memBytes, memBytes, value);
    }
  }

  private static long atomicOperand(byte[] grf, int operand, int lane, LscDataSize data) {
    if (operand == Payload.NULL) {
      return 0;
    }
    long raw = LittleEndian.get(grf, operand + lane * data.registerBytes(), data.registerBytes());
    return AtomicMessages.truncate(data.toMemory(raw), data.memoryBytes());
  }

  private static int checkAtomicWidth(LscDataSize data) {
    int bytes = data.memoryBytes();
    if (bytes < 2 || data == LscDataSize.D16) {
      throw new IllegalArgumentException(
          "LSC atomics take d16u32, d32 or d64 data, not " + data.name().toLowerCase());
    }
    return bytes;
  }
}
