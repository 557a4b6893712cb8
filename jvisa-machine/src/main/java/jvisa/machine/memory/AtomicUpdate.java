package jvisa.machine.memory;

/**
 * The pure part of an atomic read-modify-write: computes the value to store from the value found in
 * memory. Memories call it while holding the lock that orders atomics on that location.
 */
@FunctionalInterface
public interface AtomicUpdate {
  /**
   * Computes the new value of a memory location from its old value.
   *
   * @param old the value in memory, zero-extended from {@code bytes} bytes
   * @param operand0 first operand, zero-extended from {@code bytes} bytes
   * @param operand1 second operand (compare-exchange), zero-extended from {@code bytes} bytes
   * @param bytes access width: 2, 4 or 8
   * @return the new value; only its low {@code bytes} bytes are stored
   */
  long apply(long old, long operand0, long operand1, int bytes);
}
