package jvisa.machine.message;

/**
 * Layouts of the untyped LSC (load/store cache) messages of Xe-HPG, walked by {@link LaneWalker} in
 * either {@link Direction} (walk base 0): {@code lsc_load}/{@code lsc_store} (and {@code
 * lsc_store_uncompressed}), {@code lsc_load_strided}/{@code lsc_store_strided} and {@code
 * lsc_load_quad}/{@code lsc_store_quad}; and of {@code lsc_atomic_*}, walked by {@link
 * AtomicWalker}, untyped and typed ({@code .tgm}; the typed quads are {@link TypedMessages}).
 * {@code lsc_fence} has no effect on emulated memory.
 *
 * <p>The target is the address space the address model names: {@code flat} on {@code .ugm} is
 * global memory (64-bit addresses), {@code bti(n)} / {@code ss(..)} / {@code bss(..)} the surface
 * (offsets), {@code flat} on {@code .slm} the group's SLM. Per-lane addresses are read from the
 * address operand and become {@code scale * raw + offset} ({@link LscShape#addresses}).
 *
 * <p>Register layout (non-transposed): vector element v of lane i is at {@code base + v *
 * roundUpToRegister(exec * regBytes) + i * regBytes}, where regBytes is the data size's register
 * element size (4 for d32 and d8u32/d16u32, 8 for d64, 1 and 2 for packed d8 and d16). Memory
 * element v of lane i is at {@code address + v * memoryBytes}. Transposed (SIMD1): element v is at
 * {@code base + v * regBytes}.
 */
public final class LscMessages {
  private LscMessages() {}

  /** {@code lsc_load.<sfid> (exec) dst:<data> <model>[addrs]:<addr>} and {@code lsc_store}. */
  public static LaneWalker vector(LscShape shape, int execSize) {
    Payload.checkExecSize(execSize, 32);
    LscDataSize data = shape.data();
    long[] elements = LaneWalker.consecutive(shape.vectorSize(), data.memoryBytes());
    if (shape.transposed()) {
      return new LaneWalker(
          shape.addresses(),
          new LaneLayout(
              1,
              data.memoryBytes(),
              data.registerBytes(),
              data.registerShift(),
              elements,
              data.registerBytes(),
              0,
              0));
    }
    return soa(shape.addresses(), data, elements, execSize);
  }

  /**
   * {@code lsc_load_strided.<sfid> (exec) dst:<data> <model>[addrs, pitch]:<addr>} and {@code
   * lsc_store_strided}: lane i uses the address of lane 0 (scaled and offset) plus {@code i *
   * pitch}, the walk's lane step, which is {@code vectorSize * memoryBytes} when not written; the
   * data layout is that of a non-transposed {@link #vector}.
   */
  public static LaneWalker strided(LscShape shape, int execSize) {
    Payload.checkExecSize(execSize, 32);
    LscDataSize data = shape.data();
    return soa(
        shape.addresses().firstLaneOnly(),
        data,
        LaneWalker.consecutive(shape.vectorSize(), data.memoryBytes()),
        execSize);
  }

  /**
   * {@code lsc_load_quad.<sfid> (exec) dst:<data>.<xyzw> ...} and {@code lsc_store_quad}: like
   * {@link #vector} with vector size 4, but only the channels in {@code channels} (bit 0 = x .. 3 =
   * w) move, and the k-th enabled channel is register component k. The shape's vector size is
   * ignored.
   */
  public static LaneWalker quad(LscShape shape, int channels, int execSize) {
    Payload.checkExecSize(execSize, 32);
    LscDataSize data = shape.data();
    return soa(
        shape.addresses(), data, LaneWalker.channels(channels, data.memoryBytes()), execSize);
  }

  /**
   * {@code lsc_atomic_<op>.<sfid> (exec) dst:<data> <model>[addrs]:<addr> src1 src2}: lane i
   * atomically updates the {@code memoryBytes} (2 for d16u32, 4 for d32, 8 for d64) at its address.
   * src1 is the operand ({@code icas}/{@code fcas}: the value compared), src2 the replacement of
   * the compare-and-swaps; both and dst use one register element per lane ({@code base + i *
   * regBytes}) and may be {@link Payload#NULL}. dst receives the old value.
   */
  public static AtomicWalker atomic(LscShape shape, AtomicOp op, int execSize) {
    return atomic(shape.addresses(), shape.data(), op, execSize);
  }

  /**
   * {@code lsc_atomic_<op>.tgm (exec) dst:<data> surf[u, v, r, lod] src1 src2}: like {@link
   * #atomic} on the first {@code memoryBytes} of each lane's pixel.
   */
  public static AtomicWalker atomicTyped(AtomicOp op, LscDataSize data, int execSize) {
    return atomic(null, data, op, execSize);
  }

  private static AtomicWalker atomic(
      LaneAddresses addresses, LscDataSize data, AtomicOp op, int execSize) {
    Payload.checkExecSize(execSize, 32);
    int bytes = data.memoryBytes();
    if (bytes < 2 || data == LscDataSize.D16) {
      throw new IllegalArgumentException(
          "LSC atomics take d16u32, d32 or d64 data, not "
              + data.name().toLowerCase(java.util.Locale.ROOT));
    }
    return new AtomicWalker(
        op, addresses, execSize, bytes, data.registerBytes(), data.registerShift(), false);
  }

  private static LaneWalker soa(
      LaneAddresses addresses, LscDataSize data, long[] elements, int execSize) {
    int regBytes = data.registerBytes();
    return new LaneWalker(
        addresses,
        new LaneLayout(
            execSize,
            data.memoryBytes(),
            regBytes,
            data.registerShift(),
            elements,
            Payload.roundUpToRegister(execSize * regBytes),
            regBytes,
            0));
  }
}
