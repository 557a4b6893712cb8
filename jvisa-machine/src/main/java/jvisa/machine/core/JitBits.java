package jvisa.machine.core;

/**
 * The lowest set bit's index for generated channel loops and the re-convergence search, small
 * enough for C1 to inline: C1 of JDK 17 compiles {@code Integer.numberOfTrailingZeros} as a call,
 * which costs more than the loop body it serves.
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
}
