package jvisa.machine.check;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The race check's per-byte shadow of a memory: the last write and the last read (or "several
 * threads read") of each byte (kept per dword while a page sees only whole aligned dwords), each as
 * a stamp (work-group, thread, barrier epoch, atomic) and the instruction that made it. Pages of
 * {@link #PAGE} bytes are created when first touched, so the shadow grows with what the kernel
 * touches. Thread-safe (a page's accesses hold its lock).
 */
final class RaceShadow {
  static final int PAGE_BITS = 12;
  static final int PAGE = 1 << PAGE_BITS;

  private static final long ATOMIC = 1;
  private static final long THREAD_MASK = 0x7FFL;
  private static final long SEVERAL_READERS = THREAD_MASK;

  /**
   * The shadow of one page. It starts with one cell per aligned dword (the accesses of most
   * kernels) and splits into one cell per byte, each taking its dword's state, at the first access
   * that covers part of a dword.
   */
  static final class Page {
    long[] writer = new long[PAGE / 4];
    long[] reader = new long[PAGE / 4];
    int[] writerSite = new int[PAGE / 4];
    int[] readerSite = new int[PAGE / 4];
    int cellShift = 2;

    void splitIntoBytes() {
      writer = perByte(writer);
      reader = perByte(reader);
      writerSite = perByte(writerSite);
      readerSite = perByte(readerSite);
      cellShift = 0;
    }

    private static long[] perByte(long[] dwords) {
      long[] out = new long[PAGE];
      for (int i = 0; i < PAGE; i++) {
        out[i] = dwords[i >>> 2];
      }
      return out;
    }

    private static int[] perByte(int[] dwords) {
      int[] out = new int[PAGE];
      for (int i = 0; i < PAGE; i++) {
        out[i] = dwords[i >>> 2];
      }
      return out;
    }
  }

  /** A conflict: the earlier access's stamp and instruction. */
  record Conflict(long stamp, int site, boolean earlierWrote) {}

  private final ConcurrentHashMap<Long, Page> pages = new ConcurrentHashMap<>();

  static long stamp(long group, int thread, int epoch, boolean atomic) {
    return ((group + 1) << 35)
        | ((thread & THREAD_MASK) << 24)
        | ((epoch & 0x7FFFFFL) << 1)
        | (atomic ? ATOMIC : 0);
  }

  static long group(long stamp) {
    return (stamp >>> 35) - 1;
  }

  static int thread(long stamp) {
    return (int) ((stamp >>> 24) & THREAD_MASK);
  }

  private static boolean races(long earlier, long now) {
    if (earlier == 0) {
      return false;
    }
    boolean sameGroup = (earlier >>> 35) == (now >>> 35);
    if (sameGroup && thread(earlier) == thread(now)) {
      return false;
    }
    if ((earlier & ATOMIC) != 0 && (now & ATOMIC) != 0) {
      return false;
    }
    return !sameGroup || ((earlier >>> 1) & 0x7FFFFFL) == ((now >>> 1) & 0x7FFFFFL);
  }

  Page page(long address) {
    return pages.computeIfAbsent(address >>> PAGE_BITS, k -> new Page());
  }

  /**
   * Records an access of one byte and returns the access it races with, or null.
   *
   * @param write whether the access writes (an atomic both reads and writes)
   */
  /**
   * Records an access of {@code bytes} bytes that lie in one page under one lock; returns the first
   * access one of them races with, or null.
   */
  Conflict access(Page p, long address, int bytes, long stamp, int site, boolean write) {
    synchronized (p) {
      if (p.cellShift == 2 && ((address | bytes) & 3) != 0) {
        p.splitIntoBytes();
      }
      int first = (int) (address & (PAGE - 1)) >>> p.cellShift;
      int cells = bytes >>> p.cellShift;
      Conflict found = null;
      for (int i = first; i < first + cells; i++) {
        Conflict c = accessLocked(p, i, stamp, site, write);
        if (found == null) {
          found = c;
        }
      }
      return found;
    }
  }

  private static Conflict accessLocked(Page p, int i, long stamp, int site, boolean write) {
    Conflict c = null;
    long w = p.writer[i];
    if (races(w, stamp)) {
      c = new Conflict(w, p.writerSite[i], true);
    }
    long r = p.reader[i];
    if (write) {
      if (c == null && r != 0 && racesReader(r, stamp)) {
        c = new Conflict(r, p.readerSite[i], false);
      }
      p.writer[i] = stamp;
      p.writerSite[i] = site;
      p.reader[i] = 0;
    } else if (r == 0 || sameThread(r, stamp) || !sameEpoch(r, stamp)) {
      p.reader[i] = stamp;
      p.readerSite[i] = site;
    } else {
      p.reader[i] = (stamp & ~(THREAD_MASK << 24)) | (SEVERAL_READERS << 24);
      p.readerSite[i] = site;
    }
    return c;
  }

  private static boolean racesReader(long reader, long now) {
    if (thread(reader) == SEVERAL_READERS && (reader >>> 35) == (now >>> 35)) {
      return ((reader >>> 1) & 0x7FFFFFL) == ((now >>> 1) & 0x7FFFFFL)
          && !((reader & ATOMIC) != 0 && (now & ATOMIC) != 0);
    }
    return races(reader, now);
  }

  private static boolean sameThread(long a, long b) {
    return (a >>> 24) == (b >>> 24);
  }

  private static boolean sameEpoch(long a, long b) {
    return (a >>> 35) == (b >>> 35) && ((a >>> 1) & 0x7FFFFFL) == ((b >>> 1) & 0x7FFFFFL);
  }

  /**
   * "work-group (1,0,0) thread 1" or "several threads of work-group (1,0,0)" for a stamp, the group
   * named by {@code groupNames}.
   */
  static String who(long stamp, java.util.function.LongFunction<String> groupNames) {
    String g = groupNames.apply(group(stamp));
    return thread(stamp) == SEVERAL_READERS
        ? "several threads of work-group " + g
        : "work-group " + g + " thread " + thread(stamp);
  }
}
