package jvisa.machine.memory;

/**
 * The locks that order global memory's misaligned atomics straddling two 8-byte-aligned words (the
 * others are {@link WordAtomics}): one of {@link #COUNT} locks per word, striped over the
 * addresses, so overlapping straddling atomics always share a lock while ones on nearby words
 * rarely do.
 */
final class AtomicLocks {
  private static final int BITS = 10;

  /** How many locks straddling atomics choose from by word address. */
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
   * (Fibonacci hashing) so neighbouring words get locks far apart in the heap and do not share a
   * cache line.
   */
  static int index(long address) {
    return (int) (((address >>> 3) * 0x9E37_79B9_7F4A_7C15L) >>> (64 - BITS));
  }
}
