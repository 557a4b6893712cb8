package jvisa.machine.core;

/**
 * The lowest set bit's index and the number of set bits, for generated channel loops, block
 * counters, the interpreter loop and the re-convergence search, small enough for C1 to inline: C1
 * of JDK 17 compiles {@code Integer.numberOfTrailingZeros} and {@code Integer.bitCount} as calls,
 * which cost more than the work they serve.
 */
final class JitBits {
  private static final byte[] LOWEST_BIT_OF = new byte[32];

  static {
    for (int bit = 0; bit < 32; bit++) {
      LOWEST_BIT_OF[(0x077CB531 << bit) >>> 27] = (byte) bit;
    }
  }

  private JitBits() {}

  /** {@code Integer.numberOfTrailingZeros(m)} for {@code m != 0} (a de Bruijn sequence). */
  static int lowestBit(int m) {
    return LOWEST_BIT_OF[((m & -m) * 0x077CB531) >>> 27];
  }

  /** {@code Long.numberOfTrailingZeros(m)} for {@code m != 0}. */
  static int lowestBit(long m) {
    int low = (int) m;
    return low != 0 ? lowestBit(low) : 32 + lowestBit((int) (m >>> 32));
  }

  /**
   * {@code Integer.bitCount(m)}: the bits added in pairs and nibbles, then bytes (two steps, each
   * within C1's inlining limit of 35 bytes of bytecode).
   */
  static int bitCount(int m) {
    return byteSums(nibbleSums(m));
  }

  private static int nibbleSums(int m) {
    int pairs = m - ((m >>> 1) & 0x55555555);
    return (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  }

  private static int byteSums(int nibbles) {
    return (((nibbles + (nibbles >>> 4)) & 0x0F0F0F0F) * 0x01010101) >>> 24;
  }
}
