package jvisa.machine.memory;

/**
 * A linear buffer surface: {@code size} bytes of global memory starting at {@code base}. Like the
 * hardware, an access that is not entirely inside the buffer reads zero and writes nothing; in
 * checked mode (a non-null {@link OutOfBoundsLog}) each such access is also recorded.
 */
public final class BufferSurface implements Surface {
  private final String name;
  private final GlobalMemory memory;
  private final long base;
  private final long size;
  private final OutOfBoundsLog log;

  /**
   * @param name how reports name the surface, e.g. "BTI 2 (arg out)"
   * @param memory the backing memory
   * @param base address of byte 0 of the buffer
   * @param size size in bytes, 0 to 2^32
   * @param log where out-of-bounds accesses are recorded, or null for the unchecked mode
   */
  public BufferSurface(String name, GlobalMemory memory, long base, long size, OutOfBoundsLog log) {
    if (size < 0 || size > 0x1_0000_0000L) {
      throw new IllegalArgumentException("buffer size must be 0 to 4 GB, got " + size);
    }
    this.name = name;
    this.memory = memory;
    this.base = base;
    this.size = size;
    this.log = log;
  }

  @Override
  public String name() {
    return name;
  }

  public GlobalMemory memory() {
    return memory;
  }

  public long base() {
    return base;
  }

  public long size() {
    return size;
  }

  /** True when every access is checked and out-of-bounds ones are recorded. */
  public boolean checked() {
    return log != null;
  }

  private boolean inBounds(long offset, int bytes, AccessKind kind) {
    if (offset >= 0 && offset <= size - bytes) {
      return true;
    }
    if (log != null) {
      log.record(name, offset, bytes, size, kind);
    }
    return false;
  }

  @Override
  public long load(long offset, int bytes) {
    return inBounds(offset, bytes, AccessKind.READ) ? memory.load(base + offset, bytes) : 0;
  }

  @Override
  public void store(long offset, int bytes, long value) {
    if (inBounds(offset, bytes, AccessKind.WRITE)) {
      memory.store(base + offset, bytes, value);
    }
  }

  @Override
  public boolean view(long from, long to, boolean write, MemoryView view) {
    if (from < 0 || to > size || !memory.view(base + from, base + to, write, view)) {
      return false;
    }
    view.shift(-base);
    return true;
  }

  @Override
  public boolean viewAround(long address, MemoryView view) {
    if (address < 0 || address >= size || !memory.viewAround(base + address, view)) {
      return false;
    }
    view.clip(base, base + size);
    view.shift(-base);
    return true;
  }

  @Override
  public boolean atomicView(long from, long to, MemoryView view) {
    if (from < 0 || to > size || !memory.atomicView(base + from, base + to, view)) {
      return false;
    }
    view.shift(-base);
    return true;
  }

  @Override
  public long atomic(long offset, int bytes, AtomicUpdate update, long operand0, long operand1) {
    if (!inBounds(offset, bytes, AccessKind.ATOMIC)) {
      return 0;
    }
    return memory.atomic(base + offset, bytes, update, operand0, operand1);
  }
}
