package jvisa.machine.check;

import java.util.concurrent.ConcurrentHashMap;
import jvisa.machine.memory.LaneAccesses;

/**
 * The race check's per-byte shadow of a memory: the last write and the last read of each byte (kept
 * per dword while a page sees only whole aligned dwords), side by side so one cache line holds
 * both, each as a stamp (work-group, thread, barrier epoch, atomic) and the instruction that made
 * it. The read is one thread's, or "several threads of a group" in one barrier epoch, or "several
 * work-groups" (then any later write races with one of them) until the next write. Pages of {@link
 * #PAGE} bytes are created when first touched, so the shadow grows with what the kernel touches.
 * Thread-safe when made {@code shared} (a page's accesses hold its lock); a shadow only one Java
 * thread uses (a group's SLM, a launch on one worker) takes no lock.
 */
final class RaceShadow {
  static final int PAGE_BITS = 12;
  static final int PAGE = 1 << PAGE_BITS;

  private static final long ATOMIC = 1;
  private static final long THREAD_MASK = 0x7FFL;
  private static final long SEVERAL_READERS = THREAD_MASK;
  private static final long GROUP_FIELD = 0x1FFF_FFFFL;

  /** The read of a byte by threads of several work-groups since its last write. */
  private static final long SEVERAL_GROUPS = (GROUP_FIELD << 35) | (SEVERAL_READERS << 24);

  /**
   * The shadow of one page. It starts with one cell per aligned dword (the accesses of most
   * kernels) and splits into one cell per byte, each taking its dword's state, at the first access
   * that covers part of a dword.
   */
  static final class Page {
    /** Per cell, its last writer's stamp at {@code 2 * cell} and its reader's next to it. */
    long[] stamps = new long[2 * (PAGE / 4)];

    /** The instructions of those accesses, at the same places. */
    int[] sites = new int[2 * (PAGE / 4)];

    int cellShift = 2;

    void splitIntoBytes() {
      stamps = perByte(stamps);
      sites = perByte(sites);
      cellShift = 0;
    }

    private static long[] perByte(long[] dwords) {
      long[] out = new long[2 * PAGE];
      for (int i = 0; i < PAGE; i++) {
        out[2 * i] = dwords[2 * (i >>> 2)];
        out[2 * i + 1] = dwords[2 * (i >>> 2) + 1];
      }
      return out;
    }

    private static int[] perByte(int[] dwords) {
      int[] out = new int[2 * PAGE];
      for (int i = 0; i < PAGE; i++) {
        out[2 * i] = dwords[2 * (i >>> 2)];
        out[2 * i + 1] = dwords[2 * (i >>> 2) + 1];
      }
      return out;
    }
  }

  /** A conflict: the earlier access's stamp and instruction. */
  record Conflict(long stamp, int site, boolean earlierWrote) {}

  private final ConcurrentHashMap<Long, Page> pages = new ConcurrentHashMap<>();
  private final boolean shared;

  /**
   * @param shared whether several Java threads access the shadow at once
   */
  RaceShadow(boolean shared) {
    this.shared = shared;
  }

  /** Whether several Java threads may access the shadow at once. */
  boolean shared() {
    return shared;
  }

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
   * Records an access of {@code bytes} bytes that lie in one page (under one lock when shared);
   * returns the first access one of them races with, or null.
   *
   * @param write whether the access writes (an atomic both reads and writes)
   */
  Conflict access(Page p, long address, int bytes, long stamp, int site, boolean write) {
    if (!shared) {
      return accessAll(p, address, bytes, stamp, site, write);
    }
    synchronized (p) {
      return accessAll(p, address, bytes, stamp, site, write);
    }
  }

  /**
   * Records, in walk order, the accesses of {@code w} (each at its address + {@code delta}, all in
   * page {@code p}) while they are whole aligned dwords of a page kept per dword and none races;
   * stops before the first that is not (it changes nothing for that one) and returns how many it
   * recorded. The same thread's access at the previous lane's address is recorded already.
   */
  int recordRun(Page p, LaneAccesses w, long delta, long stamp, int site, boolean write) {
    if (!shared) {
      return recordRunUnlocked(p, w, delta, stamp, site, write);
    }
    synchronized (p) {
      return recordRunUnlocked(p, w, delta, stamp, site, write);
    }
  }

  private static int recordRunUnlocked(
      Page p, LaneAccesses w, long delta, long stamp, int site, boolean write) {
    if (p.cellShift != 2 || w.memoryBytes() != 4) {
      return 0;
    }
    long[] stamps = p.stamps;
    int done = 0;
    long previousLane = Long.MIN_VALUE;
    for (int i = 0; i < w.lanes(); i++) {
      if (!w.enabled(i)) {
        continue;
      }
      boolean repeat = w.laneAddress(i) == previousLane;
      for (int k = 0; k < w.elements(); k++) {
        long at = w.address(i, k) + delta;
        if (!repeat) {
          if ((at & 3) != 0) {
            return done;
          }
          int cell = (int) (at & (PAGE - 1)) >>> 2;
          int wi = 2 * cell;
          if (races(stamps[wi], stamp)
              || (write && stamps[wi + 1] != 0 && racesReader(stamps[wi + 1], stamp))) {
            return done;
          }
          accessCell(p, cell, stamp, site, write);
        }
        done++;
      }
      previousLane = w.laneAddress(i);
    }
    return done;
  }

  private static Conflict accessAll(
      Page p, long address, int bytes, long stamp, int site, boolean write) {
    if (p.cellShift == 2 && ((address | bytes) & 3) != 0) {
      p.splitIntoBytes();
    }
    int first = (int) (address & (PAGE - 1)) >>> p.cellShift;
    int cells = bytes >>> p.cellShift;
    Conflict found = null;
    for (int i = first; i < first + cells; i++) {
      Conflict c = accessCell(p, i, stamp, site, write);
      if (found == null) {
        found = c;
      }
    }
    return found;
  }

  private static Conflict accessCell(Page p, int cell, long stamp, int site, boolean write) {
    long[] stamps = p.stamps;
    int[] sites = p.sites;
    int w = 2 * cell;
    int r = w + 1;
    Conflict c = null;
    long writer = stamps[w];
    if (races(writer, stamp)) {
      c = new Conflict(writer, sites[w], true);
    }
    long reader = stamps[r];
    if (write) {
      if (c == null && reader != 0 && racesReader(reader, stamp)) {
        c = new Conflict(reader, sites[r], false);
      }
      stamps[w] = stamp;
      sites[w] = site;
      stamps[r] = 0;
    } else if (reader != 0 && reader != SEVERAL_GROUPS && (reader >>> 35) != (stamp >>> 35)) {
      // reads of two groups: a write of either races with the other's
      stamps[r] = SEVERAL_GROUPS;
      sites[r] = site;
    } else if (reader == SEVERAL_GROUPS) {
      return c;
    } else if (reader == 0 || sameThread(reader, stamp) || !sameEpoch(reader, stamp)) {
      if (reader != stamp) {
        stamps[r] = stamp;
        sites[r] = site;
      }
    } else {
      long several = (stamp & ~(THREAD_MASK << 24)) | (SEVERAL_READERS << 24);
      if (reader != several) {
        stamps[r] = several;
        sites[r] = site;
      }
    }
    return c;
  }

  private static boolean racesReader(long reader, long now) {
    if (reader == SEVERAL_GROUPS) {
      return true;
    }
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
    if (stamp == SEVERAL_GROUPS) {
      return "threads of several work-groups";
    }
    String g = groupNames.apply(group(stamp));
    return thread(stamp) == SEVERAL_READERS
        ? "several threads of work-group " + g
        : "work-group " + g + " thread " + thread(stamp);
  }
}
