package jvisa.machine.check;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The uninitialised-value check's shadow of a memory: per byte, 0 when it holds a defined value,
 * else the origin of its undefined value (as in the register shadow). Memory starts defined except
 * the ranges declared {@link #startUndefined} (private memory, scratch, SLM). Pages of {@link
 * #PAGE} bytes exist only where the kernel touched a range that starts undefined or stored an
 * undefined value, so the shadow grows with what the kernel touches and a kernel that stores only
 * defined values to defined memory costs no page at all.
 */
final class MemoryOrigins {
  static final int PAGE_BITS = 12;
  static final int PAGE = 1 << PAGE_BITS;

  /** A range whose bytes are undefined (with {@code origin}) until written. */
  private record Unwritten(long base, long size, int origin) {}

  private final List<Unwritten> unwritten = new CopyOnWriteArrayList<>();
  private final ConcurrentHashMap<Long, int[]> pages = new ConcurrentHashMap<>();
  private volatile boolean anyPage;

  /** Counts pages made: a cursor's "no page here" holds while this stays. */
  private final AtomicInteger pagesMade = new AtomicInteger();

  /** One thread's last page looked up, so consecutive accesses skip the map. */
  static final class Cursor {
    private long key = -1;
    private int[] page;
    private int made = -1;
  }

  /** Declares {@code [base, base + size)} undefined, with {@code origin}, until written. */
  void startUndefined(long base, long size, int origin) {
    if (size > 0) {
      unwritten.add(new Unwritten(base, size, origin));
    }
  }

  /** Whether no byte can be undefined yet: loads need no look-up. */
  boolean allDefined() {
    return !anyPage && unwritten.isEmpty();
  }

  /**
   * The page holding {@code address}, made on first touch when the page meets a range that starts
   * undefined (or {@code create}); null when the page is wholly defined and not made.
   */
  int[] page(long address, boolean create, Cursor c) {
    long key = address >>> PAGE_BITS;
    if (c.key == key && (c.page != null || (!create && c.made == pagesMade.get()))) {
      return c.page;
    }
    int made = pagesMade.get();
    int[] p = pages.get(key);
    if (p == null) {
      long start = address & -PAGE;
      if (create || meetsUnwritten(start)) {
        p = pages.computeIfAbsent(key, k -> fresh(start));
        anyPage = true;
        made = pagesMade.incrementAndGet();
      }
    }
    c.key = key;
    c.page = p;
    c.made = made;
    return p;
  }

  private boolean meetsUnwritten(long start) {
    for (Unwritten u : unwritten) {
      if (u.base() < start + PAGE && start < u.base() + u.size()) {
        return true;
      }
    }
    return false;
  }

  private int[] fresh(long start) {
    int[] p = new int[PAGE];
    for (Unwritten u : unwritten) {
      long from = Math.max(u.base(), start);
      long to = Math.min(u.base() + u.size(), start + PAGE);
      if (from < to) {
        Arrays.fill(p, (int) (from - start), (int) (to - start), u.origin());
      }
    }
    return p;
  }

  /**
   * The page holding {@code address} when it exists or a range that starts undefined makes it now;
   * null when every byte of the page is defined.
   */
  int[] pageIfMade(long address, Cursor c) {
    return allDefined() ? null : page(address, false, c);
  }

  private static final int[] DEFINED_PAGE = new int[PAGE];

  /** Whether every byte of {@code page[from, from + bytes)} is defined (a vectorised compare). */
  static boolean allDefined(int[] page, int from, int bytes) {
    return Arrays.mismatch(page, from, from + bytes, DEFINED_PAGE, 0, bytes) < 0;
  }

  /** The first non-zero origin of {@code page[from, from + bytes)}, or 0. */
  static int firstOrigin(int[] page, int from, int bytes) {
    for (int i = from; i < from + bytes; i++) {
      if (page[i] != 0) {
        return page[i];
      }
    }
    return 0;
  }

  /** The origin of the first undefined byte of {@code [address, address + bytes)}, or 0. */
  int origin(long address, int bytes, Cursor c) {
    if (allDefined()) {
      return 0;
    }
    int start = (int) (address & (PAGE - 1));
    if (start + bytes <= PAGE) {
      int[] p = page(address, false, c);
      if (p != null) {
        for (int i = start; i < start + bytes; i++) {
          if (p[i] != 0) {
            return p[i];
          }
        }
      }
      return 0;
    }
    long a = address;
    long end = address + bytes;
    while (a < end) {
      int[] p = page(a, false, c);
      int from = (int) (a & (PAGE - 1));
      int n = (int) Math.min(end - a, PAGE - from);
      if (p != null) {
        for (int i = from; i < from + n; i++) {
          if (p[i] != 0) {
            return p[i];
          }
        }
      }
      a += n;
    }
    return 0;
  }

  /** Gives {@code [address, address + bytes)} the origin {@code origin} (0: defined). */
  void set(long address, int bytes, int origin, Cursor c) {
    if (origin == 0 && allDefined()) {
      return;
    }
    long a = address;
    long end = address + bytes;
    while (a < end) {
      int[] p = page(a, origin != 0, c);
      int from = (int) (a & (PAGE - 1));
      int n = (int) Math.min(end - a, PAGE - from);
      if (p != null) {
        Arrays.fill(p, from, from + n, origin);
      }
      a += n;
    }
  }

  /** Makes {@code [base, base + size)} undefined again where a page holds it (a slot reused). */
  void reset(long base, long size) {
    if (!anyPage) {
      return;
    }
    for (Unwritten u : unwritten) {
      long from = Math.max(u.base(), base);
      long to = Math.min(u.base() + u.size(), base + size);
      for (long a = from; a < to; ) {
        int[] p = pages.get(a >>> PAGE_BITS);
        int start = (int) (a & (PAGE - 1));
        int n = (int) Math.min(to - a, PAGE - start);
        if (p != null) {
          Arrays.fill(p, start, start + n, u.origin());
        }
        a += n;
      }
    }
  }

  /** Pages made so far (the shadow's memory is this many times {@link #PAGE} ints). */
  int pageCount() {
    return pages.size();
  }
}
