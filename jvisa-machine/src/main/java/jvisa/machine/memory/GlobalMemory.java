package jvisa.machine.memory;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import jvisa.machine.limit.LaunchBudget;

/**
 * The device's 64-bit virtual address space, stored sparsely: 64 KB pages are allocated on first
 * write and unwritten memory reads as zero, so kernels may use any address, including ones above 4
 * GB.
 *
 * <p>Thread safety (several work-groups run at once on different Java threads):
 *
 * <ul>
 *   <li>plain loads and stores to distinct bytes never interfere, even within one page or one dword
 *       (pages are created once, by compare-and-set, and bytes are written without
 *       read-modify-write);
 *   <li>racing plain accesses to the same bytes behave like racing hardware accesses: an aligned
 *       access of up to 4 bytes (8 on 64-bit JVMs) sees or leaves one of the written values whole,
 *       a wider or misaligned one may mix bytes of several;
 *   <li>atomics on one location are totally ordered and indivisible: an atomic whose bytes lie in
 *       one 8-byte-aligned word, as every atomic aligned to its width does, is a compare-and-set of
 *       that word ({@link WordAtomics}), so atomics of every width on it exclude each other and
 *       threads never wait for a lock; a misaligned atomic straddling two words (outside vISA's
 *       rule that atomic addresses are aligned to their width) holds the locks of both words, out
 *       of {@link #ATOMIC_LOCKS} striped over the addresses, so it excludes other straddling ones
 *       but not word atomics racing it; a plain store racing an atomic on the same location is not
 *       ordered with it, as on hardware;
 *   <li>visibility between Java threads comes from the launcher's synchronisation (starting and
 *       joining the workers), not from each access: nothing a kernel does orders plain accesses
 *       across threads running at the same time.
 * </ul>
 *
 * <p>A bump allocator ({@link #allocate}) hands out buffer addresses for launchers and tests.
 *
 * <p>Every page, and the page table of every 4 GB range, is charged to the launch's {@link
 * LaunchBudget} when it is created, so a kernel writing all over the address space stops at the
 * memory limit.
 */
public final class GlobalMemory implements AddressSpace {
  public static final int PAGE_BITS = 16;
  public static final int PAGE_SIZE = 1 << PAGE_BITS;
  private static final long PAGE_MASK = PAGE_SIZE - 1;
  private static final int CHUNK_SHIFT = 32;
  private static final int PAGES_PER_CHUNK = 1 << (CHUNK_SHIFT - PAGE_BITS);

  /** Heap bytes of one chunk's page table (references of at most 8 bytes, plus headers). */
  private static final long CHUNK_BYTES = PAGES_PER_CHUNK * 8L + 64;

  /** Locks straddling atomics choose from by word address. */
  static final int ATOMIC_LOCKS = AtomicLocks.COUNT;

  /** Where {@link #allocate} starts by default: just above 4 GB, so 32-bit truncation shows. */
  public static final long DEFAULT_ALLOCATION_BASE = 0x1_0000_0000L;

  /** The pages of one 4 GB-aligned range; immutable apart from its (thread-safe) page slots. */
  private static final class Chunk {
    final long key;
    final AtomicReferenceArray<byte[]> pages = new AtomicReferenceArray<>(PAGES_PER_CHUNK);

    Chunk(long key) {
      this.key = key;
    }
  }

  private final ConcurrentHashMap<Long, Chunk> chunks = new ConcurrentHashMap<>();
  // A racy cache of the last chunk used; Chunk's fields are final, so any value seen is complete.
  private Chunk recentChunk;
  private final AtomicLong pageCount = new AtomicLong();
  private final Object allocationLock = new Object();
  private final AtomicLocks atomicLocks = new AtomicLocks();
  private final LaunchBudget budget;
  private long nextAllocation;

  /** An empty, unlimited memory whose allocator starts at {@link #DEFAULT_ALLOCATION_BASE}. */
  public GlobalMemory() {
    this(DEFAULT_ALLOCATION_BASE);
  }

  /** An empty, unlimited memory whose allocator starts at {@code allocationBase}. */
  public GlobalMemory(long allocationBase) {
    this(allocationBase, LaunchBudget.unlimited());
  }

  /** An empty memory whose pages are charged to {@code budget}. */
  public GlobalMemory(LaunchBudget budget) {
    this(DEFAULT_ALLOCATION_BASE, budget);
  }

  /**
   * An empty memory whose allocator starts at {@code allocationBase} and whose pages are charged to
   * {@code budget}.
   */
  public GlobalMemory(long allocationBase, LaunchBudget budget) {
    this.nextAllocation = allocationBase;
    this.budget = budget;
  }

  @Override
  public String name() {
    return "global";
  }

  /** Number of bytes of pages allocated so far (a multiple of {@link #PAGE_SIZE}). */
  public long allocatedBytes() {
    return pageCount.get() * PAGE_SIZE;
  }

  /**
   * Reserves {@code bytes} bytes aligned to {@code alignment} (a power of two) and returns their
   * address. The memory reads as zero until written.
   */
  public long allocate(long bytes, long alignment) {
    if (bytes < 0 || alignment <= 0 || Long.bitCount(alignment) != 1) {
      throw new IllegalArgumentException(
          "allocation needs a size >= 0 and a power-of-two alignment, got "
              + bytes
              + " bytes aligned to "
              + alignment);
    }
    synchronized (allocationLock) {
      long address = (nextAllocation + alignment - 1) & -alignment;
      nextAllocation = address + Math.max(bytes, 1);
      return address;
    }
  }

  // ---------------------------------------------------------------- pages

  private Chunk chunk(long address, boolean create) {
    long key = address >>> CHUNK_SHIFT;
    Chunk c = recentChunk;
    if (c == null || c.key != key) {
      c = create ? chunks.computeIfAbsent(key, this::newChunk) : chunks.get(key);
      if (c == null) {
        return null;
      }
      recentChunk = c;
    }
    return c;
  }

  private Chunk newChunk(long key) {
    budget.charge(
        CHUNK_BYTES,
        "the page table of the 4 GB range at 0x" + Long.toHexString(key << CHUNK_SHIFT));
    return new Chunk(key);
  }

  private byte[] pageOrNull(long address) {
    Chunk c = chunk(address, false);
    return c == null ? null : c.pages.get(pageIndex(address));
  }

  private byte[] page(long address) {
    Chunk c = chunk(address, true);
    int index = pageIndex(address);
    byte[] p = c.pages.get(index);
    if (p == null) {
      budget.charge(
          PAGE_SIZE,
          "a new 64 KB page of global memory at 0x" + Long.toHexString(address & ~PAGE_MASK));
      byte[] fresh = new byte[PAGE_SIZE];
      if (c.pages.compareAndSet(index, null, fresh)) {
        pageCount.incrementAndGet();
        return fresh;
      }
      budget.release(PAGE_SIZE);
      p = c.pages.get(index);
    }
    return p;
  }

  private static int pageIndex(long address) {
    return (int) ((address >>> PAGE_BITS) & (PAGES_PER_CHUNK - 1));
  }

  private static boolean withinPage(long address, int bytes) {
    return (address & PAGE_MASK) + bytes <= PAGE_SIZE;
  }

  // ---------------------------------------------------------------- AddressSpace

  @Override
  public long load(long address, int bytes) {
    if (!withinPage(address, bytes)) {
      return loadBytewise(address, bytes);
    }
    byte[] p = pageOrNull(address);
    return p == null ? 0 : LittleEndian.get(p, (int) (address & PAGE_MASK), bytes);
  }

  @Override
  public void store(long address, int bytes, long value) {
    if (!withinPage(address, bytes)) {
      storeBytewise(address, bytes, value);
      return;
    }
    LittleEndian.put(page(address), (int) (address & PAGE_MASK), bytes, value);
  }

  @Override
  public long atomic(long address, int bytes, AtomicUpdate update, long operand0, long operand1) {
    if (WordAtomics.inOneWord(address, bytes)) {
      return WordAtomics.update(
          page(address), (int) (address & PAGE_MASK), bytes, update, operand0, operand1);
    }
    int first = AtomicLocks.index(address);
    int last = AtomicLocks.index(address + bytes - 1);
    // A misaligned atomic straddling two words holds both words' locks, the lower index first.
    long lower = first < last ? address : address + bytes - 1;
    long upper = first < last ? address + bytes - 1 : address;
    synchronized (atomicLocks.of(lower)) {
      synchronized (atomicLocks.of(upper)) {
        page(address);
        page(address + bytes - 1);
        long old = loadBytewise(address, bytes);
        storeBytewise(address, bytes, update.apply(old, operand0, operand1, bytes));
        return old;
      }
    }
  }

  @Override
  public boolean view(long from, long to, boolean write, MemoryView view) {
    if (to <= from || (from >>> PAGE_BITS) != ((to - 1) >>> PAGE_BITS)) {
      return false;
    }
    byte[] p = write ? page(from) : pageOrNull(from);
    if (p == null) {
      return false;
    }
    view.set(p, from & ~PAGE_MASK);
    return true;
  }

  @Override
  public boolean viewAround(long address, MemoryView view) {
    byte[] p = pageOrNull(address);
    if (p == null) {
      return false;
    }
    long start = address & ~PAGE_MASK;
    view.set(p, start);
    view.window(start, start + PAGE_SIZE);
    return true;
  }

  @Override
  public boolean atomicView(long from, long to, MemoryView view) {
    if (!view(from, to, true, view)) {
      return false;
    }
    view.useWordAtomics();
    return true;
  }

  private long loadBytewise(long address, int bytes) {
    long value = 0;
    for (int i = 0; i < bytes; i++) {
      value |= load(address + i, 1) << (8 * i);
    }
    return value;
  }

  private void storeBytewise(long address, int bytes, long value) {
    for (int i = 0; i < bytes; i++) {
      store(address + i, 1, value >>> (8 * i));
    }
  }

  // ---------------------------------------------------------------- typed accessors

  public byte readByte(long address) {
    return (byte) load(address, 1);
  }

  public short readShort(long address) {
    return (short) load(address, 2);
  }

  public int readInt(long address) {
    return (int) load(address, 4);
  }

  public long readLong(long address) {
    return load(address, 8);
  }

  public float readFloat(long address) {
    return Float.intBitsToFloat(readInt(address));
  }

  public double readDouble(long address) {
    return Double.longBitsToDouble(readLong(address));
  }

  public void writeByte(long address, int value) {
    store(address, 1, value);
  }

  public void writeShort(long address, int value) {
    store(address, 2, value);
  }

  public void writeInt(long address, int value) {
    store(address, 4, value);
  }

  public void writeLong(long address, long value) {
    store(address, 8, value);
  }

  public void writeFloat(long address, float value) {
    writeInt(address, Float.floatToRawIntBits(value));
  }

  public void writeDouble(long address, double value) {
    writeLong(address, Double.doubleToRawLongBits(value));
  }

  // ---------------------------------------------------------------- bulk copies

  /** Copies {@code length} bytes starting at {@code address} into {@code dst[dstOffset..]}. */
  public void read(long address, byte[] dst, int dstOffset, int length) {
    int done = 0;
    while (done < length) {
      long a = address + done;
      int inPage = (int) (a & PAGE_MASK);
      int n = Math.min(length - done, PAGE_SIZE - inPage);
      byte[] p = pageOrNull(a);
      if (p == null) {
        Zeros.clear(dst, dstOffset + done, dstOffset + done + n);
      } else {
        System.arraycopy(p, inPage, dst, dstOffset + done, n);
      }
      done += n;
    }
  }

  /** Copies {@code src[srcOffset..srcOffset+length)} to memory starting at {@code address}. */
  public void write(long address, byte[] src, int srcOffset, int length) {
    int done = 0;
    while (done < length) {
      long a = address + done;
      int inPage = (int) (a & PAGE_MASK);
      int n = Math.min(length - done, PAGE_SIZE - inPage);
      System.arraycopy(src, srcOffset + done, page(a), inPage, n);
      done += n;
    }
  }

  /** Returns a copy of {@code length} bytes starting at {@code address}. */
  public byte[] read(long address, int length) {
    byte[] out = new byte[length];
    read(address, out, 0, length);
    return out;
  }
}
