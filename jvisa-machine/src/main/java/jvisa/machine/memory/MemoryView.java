package jvisa.machine.memory;

/**
 * Where {@link AddressSpace#view} found a range of addresses: the array holding them and the
 * address of array index 0, so address {@code a} of the range is {@code bytes[a - origin]}. One
 * holder per Java thread, filled again for every view.
 */
public final class MemoryView {
  private byte[] bytes;
  private long origin;
  private AtomicLocks stripes;
  private long stripesOrigin;
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
   * The lock ordering atomics on the word at array index {@code index}, filled by {@link
   * AddressSpace#atomicView} (an atomic there holds it for its read-modify-write).
   */
  public Object lock(int index) {
    return stripes != null ? stripes.of(stripesOrigin + index) : wholeLock;
  }

  /**
   * The one lock ordering every atomic of the memory behind the view, or null when it has one lock
   * per word ({@link #lock}).
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
    this.stripes = null;
    this.wholeLock = null;
  }

  /** Atomics in the view take the locks of global memory's words, array index 0 at {@code home}. */
  void lockedBy(AtomicLocks locks, long home) {
    this.stripes = locks;
    this.stripesOrigin = home;
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
