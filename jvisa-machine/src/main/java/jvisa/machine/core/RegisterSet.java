package jvisa.machine.core;

import java.util.BitSet;

/**
 * A set of 32-byte registers, as the words of {@link RegisterShadow}'s one-bit-per-register map
 * they fall in and the bits within each: an instruction's registers, tested for undefined bytes in
 * a few word operations however far apart its operands lie.
 */
final class RegisterSet {
  final int[] words;
  final long[] bits;

  private RegisterSet(int[] words, long[] bits) {
    this.words = words;
    this.bits = bits;
  }

  /** The registers holding any byte of {@code [offset, offset + bytes)} of each range added. */
  static final class Builder {
    private final BitSet registers = new BitSet();

    Builder add(int offset, int bytes) {
      if (offset >= 0 && bytes > 0) {
        registers.set(offset >>> 5, ((offset + bytes - 1) >>> 5) + 1);
      }
      return this;
    }

    RegisterSet build() {
      long[] all = registers.toLongArray();
      int n = 0;
      for (long w : all) {
        n += w != 0 ? 1 : 0;
      }
      int[] words = new int[n];
      long[] bits = new long[n];
      int k = 0;
      for (int i = 0; i < all.length; i++) {
        if (all[i] != 0) {
          words[k] = i;
          bits[k++] = all[i];
        }
      }
      return new RegisterSet(words, bits);
    }
  }
}
