package jvisa.machine.memory;

/**
 * Where {@link AddressSpace#view} found a range of addresses: the array holding them and the
 * address of array index 0, so address {@code a} of the range is {@code bytes[a - origin]}. One
 * holder per Java thread, filled again for every view.
 */
public final class MemoryView {
  private byte[] bytes;
  private long origin;
  private boolean atomicsByWord;
  private Object wholeLock;
  private long windowFrom;
  private long windowTo;

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

  /**
   * Whether an atomic in the view is a {@link WordAtomics#update} at its array index when its bytes
   * lie in one word ({@link WordAtomics#inOneWord}), as global memory's are, filled by {@link
   * AddressSpace#atomicView}; a straddling one then goes through {@link AddressSpace#atomic}.
   */
  public boolean atomicsByWord() {
    return atomicsByWord;
  }

  /**
   * The one lock ordering every atomic of the memory behind the view, or null when it has none
   * ({@link #atomicsByWord}).
   */
  public Object wholeLock() {
    return wholeLock;
  }

  /**
   * The first address of the plain memory {@link AddressSpace#viewAround} found around its address
   * (the range [{@code windowFrom()}, {@link #windowTo()}) is all in {@link #bytes}).
   */
  public long windowFrom() {
    return windowFrom;
  }

  /** The end (exclusive) of the range {@link AddressSpace#viewAround} found. */
  public long windowTo() {
    return windowTo;
  }

  /** Records the range of addresses [from, to) of the array a viewAround found. */
  void window(long from, long to) {
    this.windowFrom = from;
    this.windowTo = to;
  }

  /** Narrows the window to its part inside [from, to) (empty when they do not meet). */
  void clip(long from, long to) {
    windowFrom = Math.max(windowFrom, from);
    windowTo = Math.max(windowFrom, Math.min(windowTo, to));
  }

  /** Records the array holding the range and the address of its index 0, with no locks. */
  void set(byte[] array, long addressOfIndexZero) {
    this.bytes = array;
    this.origin = addressOfIndexZero;
    this.atomicsByWord = false;
    this.wholeLock = null;
  }

  /** Atomics in the view are {@link WordAtomics}, as global memory's. */
  void useWordAtomics() {
    this.atomicsByWord = true;
  }

  /** Every atomic in the view takes {@code lock}. */
  void lockedBy(Object lock) {
    this.wholeLock = lock;
  }

  /** Moves the view's addresses by {@code delta}: what was address a is now a + delta. */
  public void shift(long delta) {
    origin += delta;
    windowFrom += delta;
    windowTo += delta;
  }
}
