package jvisa.machine.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Lock-free atomics on a byte array: an atomic whose bytes lie in one 8-byte-aligned word of the
 * array is a compare-and-set loop on that whole word. Every atomic of global memory that fits in a
 * word goes this way, so atomics of any width on one location are totally ordered and indivisible,
 * and threads updating nearby words never wait for each other.
 */
public final class WordAtomics {
  private static final VarHandle WORDS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private WordAtomics() {}

  /** Whether {@code bytes} bytes at array index {@code index} lie in one 8-byte-aligned word. */
  public static boolean inOneWord(long index, int bytes) {
    return (index & 7) + bytes <= 8;
  }

  /**
   * Atomically replaces the {@code bytes}-wide little-endian value at {@code index} (inside one
   * word: {@link #inOneWord}) with {@code update.apply(old, operand0, operand1, bytes)} and returns
   * the old value, zero-extended.
   */
  public static long update(
      byte[] array, int index, int bytes, AtomicUpdate update, long operand0, long operand1) {
    int word = index & ~7;
    int shift = 8 * (index & 7);
    long mask = bytes == 8 ? -1L : (1L << (8 * bytes)) - 1;
    while (true) {
      long current = (long) WORDS.getVolatile(array, word);
      long old = (current >>> shift) & mask;
      long value = update.apply(old, operand0, operand1, bytes) & mask;
      long next = (current & ~(mask << shift)) | (value << shift);
      if (WORDS.compareAndSet(array, word, current, next)) {
        return old;
      }
    }
  }
}
