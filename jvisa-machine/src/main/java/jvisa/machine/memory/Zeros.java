package jvisa.machine.memory;

/**
 * Zero-filling of byte arrays by copying from a shared zero array: {@code System.arraycopy} is an
 * intrinsic of every JIT tier, while {@code Arrays.fill} is a plain byte loop in code compiled by
 * C1 alone (the machine's usual mode), hundreds of times slower on a register file or an SLM.
 */
public final class Zeros {
  private static final byte[] ZEROS = new byte[4096];

  private Zeros() {}

  /** Sets every byte of {@code a} to zero. */
  public static void clear(byte[] a) {
    clear(a, 0, a.length);
  }

  /** Sets bytes {@code from} (inclusive) to {@code to} (exclusive) of {@code a} to zero. */
  public static void clear(byte[] a, int from, int to) {
    if (from < 0 || from > to || to > a.length) {
      throw new ArrayIndexOutOfBoundsException(
          "range [" + from + ", " + to + ") of an array of " + a.length);
    }
    for (int at = from; at < to; at += ZEROS.length) {
      System.arraycopy(ZEROS, 0, a, at, Math.min(ZEROS.length, to - at));
    }
  }
}
