package jvisa.machine.memory;

/**
 * Stateless private memory (the stack of stack calls, spilled private arrays): one equally sized
 * slice of global memory per hardware thread, which kernels find at {@code base + %hw_id * slice}
 * and reach with ordinary 64-bit addresses. IGC asks for it with ALLOCATE_STATELESS_PRIVATE_MEMORY.
 */
public final class PrivateMemory {
  /** Private memory is addressed with 32-bit offsets from its base. */
  public static final long MAX_BYTES = 0x1_0000_0000L;

  private static final long MIN_BYTES = 16;

  private final long base;
  private final long bytesPerThread;
  private final long threads;

  private PrivateMemory(long base, long bytesPerThread, long threads) {
    this.base = base;
    this.bytesPerThread = bytesPerThread;
    this.threads = threads;
  }

  /**
   * Allocates one slice of {@code bytesPerThread} for each of {@code threads} hardware threads in
   * {@code memory} (at least 16 bytes in all).
   *
   * @throws IllegalArgumentException when the region would exceed {@link #MAX_BYTES}
   */
  public static PrivateMemory allocate(
      GlobalMemory memory, long bytesPerThread, long threads, long alignment) {
    if (bytesPerThread < 0 || threads < 0) {
      throw new IllegalArgumentException("private memory sizes must not be negative");
    }
    long size = Math.max(bytesPerThread * threads, MIN_BYTES);
    if (size > MAX_BYTES) {
      throw new IllegalArgumentException(
          "the kernel asks for "
              + size
              + " bytes of private memory for its "
              + threads
              + " concurrently running hardware threads");
    }
    return new PrivateMemory(memory.allocate(size, alignment), bytesPerThread, threads);
  }

  public long base() {
    return base;
  }

  /** Bytes of each hardware thread's slice. */
  public long bytesPerThread() {
    return bytesPerThread;
  }

  /** Bytes of the whole region. */
  public long size() {
    return Math.max(bytesPerThread * threads, MIN_BYTES);
  }

  /** Address of the slice of hardware thread {@code hwThread}. */
  public long sliceOf(long hwThread) {
    if (hwThread < 0 || hwThread >= threads) {
      throw new IllegalArgumentException(
          "hardware thread " + hwThread + " has no private memory (0 to " + (threads - 1) + ")");
    }
    return base + hwThread * bytesPerThread;
  }
}
