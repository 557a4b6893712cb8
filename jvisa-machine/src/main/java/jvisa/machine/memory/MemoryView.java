package jvisa.machine.memory;

/**
 * Where {@link AddressSpace#view} found a range of addresses: the array holding them and the
 * address of array index 0, so address {@code a} of the range is {@code bytes[a - origin]}. One
 * holder per Java thread, filled again for every view.
 */
public final class MemoryView {
  private byte[] bytes;
  private long origin;

  public byte[] bytes() {
    return bytes;
  }

  public long origin() {
    return origin;
  }

  /** The array index of address {@code address} (one inside the viewed range). */
  public int index(long address) {
    return (int) (address - origin);
  }

  /** Records the array holding the range and the address of its index 0. */
  void set(byte[] array, long addressOfIndexZero) {
    this.bytes = array;
    this.origin = addressOfIndexZero;
  }

  /** Moves the view's addresses by {@code delta}: what was address a is now a + delta. */
  public void shift(long delta) {
    origin += delta;
  }
}
