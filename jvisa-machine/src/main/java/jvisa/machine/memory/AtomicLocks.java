package jvisa.machine.memory;

/**
 * The locks that order global memory's atomics: one of {@link #COUNT} locks per 8-byte-aligned
 * word, striped over the addresses, so overlapping atomics always share a lock while atomics on
 * nearby words rarely do.
 */
final class AtomicLocks {
  private static final int BITS = 10;

  /** How many locks atomics choose from by word address. */
  static final int COUNT = 1 << BITS;

  private final Object[] locks = new Object[COUNT];

  AtomicLocks() {
    for (int i = 0; i < locks.length; i++) {
      locks[i] = new Object();
    }
  }

  /** The lock of the 8-byte word holding {@code address}. */
  Object of(long address) {
    return locks[index(address)];
  }

  /**
   * The index of the lock of the 8-byte word holding {@code address}. The word number is scattered
   * (Fibonacci hashing) so neighbouring words, e.g. the bins of a histogram, get locks far apart in
   * the heap and do not share a cache line.
   */
  static int index(long address) {
    return (int) (((address >>> 3) * 0x9E37_79B9_7F4A_7C15L) >>> (64 - BITS));
  }
}
