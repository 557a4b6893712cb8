package jvisa.machine.memory;

/**
 * The shared local memory of one thread group: a fixed number of bytes addressed by offsets from 0.
 * Any access not entirely inside it throws {@link MemoryFault} (the spec leaves it undefined; the
 * emulator reports it as an error). Atomics are ordered by this object's lock.
 */
public final class SharedLocalMemory implements AddressSpace {
  /** Largest SLM a kernel may ask for (the SLMSize attribute is at most 64 KB). */
  public static final int MAX_SIZE = 64 * 1024;

  private final byte[] bytes;

  /**
   * A zero-filled SLM of {@code size} bytes (0 means the kernel has no SLM: every access faults).
   */
  public SharedLocalMemory(int size) {
    if (size < 0 || size > MAX_SIZE) {
      throw new IllegalArgumentException("SLM size must be 0 to " + MAX_SIZE + ", got " + size);
    }
    this.bytes = new byte[size];
  }

  @Override
  public String name() {
    return "SLM";
  }

  public int size() {
    return bytes.length;
  }

  /** Zero-fills the memory, e.g. before it is reused by the next thread group. */
  public void clear() {
    Zeros.clear(bytes);
  }

  private int check(long offset, int width, AccessKind kind) {
    if (offset < 0 || offset > bytes.length - width) {
      throw MemoryFault.outOfRange("SLM", offset, width, kind, bytes.length);
    }
    return (int) offset;
  }

  @Override
  public long load(long offset, int width) {
    return read(check(offset, width, AccessKind.READ), width);
  }

  @Override
  public void store(long offset, int width, long value) {
    write(check(offset, width, AccessKind.WRITE), width, value);
  }

  @Override
  public boolean view(long from, long to, boolean write, MemoryView view) {
    if (from < 0 || to > bytes.length || to <= from) {
      return false;
    }
    view.set(bytes, 0);
    return true;
  }

  @Override
  public boolean viewAround(long address, MemoryView view) {
    if (address < 0 || address >= bytes.length) {
      return false;
    }
    view.set(bytes, 0);
    view.window(0, bytes.length);
    return true;
  }

  @Override
  public boolean atomicView(long from, long to, MemoryView view) {
    if (!view(from, to, true, view)) {
      return false;
    }
    view.lockedBy(this);
    return true;
  }

  @Override
  public long atomic(long offset, int width, AtomicUpdate update, long operand0, long operand1) {
    int at = check(offset, width, AccessKind.ATOMIC);
    synchronized (this) {
      long old = read(at, width);
      write(at, width, update.apply(old, operand0, operand1, width));
      return old;
    }
  }

  private long read(int at, int width) {
    return LittleEndian.get(bytes, at, width);
  }

  private void write(int at, int width, long value) {
    LittleEndian.put(bytes, at, width, value);
  }
}
