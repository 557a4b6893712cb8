package jvisa.machine.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Records out-of-bounds accesses to checked buffer surfaces. The hardware silently returns zero or
 * drops the write; a checked run keeps the first {@link #capacity()} accesses for a report and
 * counts all of them. Thread-safe.
 */
public final class OutOfBoundsLog {
  /**
   * One out-of-bounds access.
   *
   * @param site the emulated thread and instruction that made it ({@link AccessSite}), or null when
   *     unknown
   */
  public record Entry(
      String surface, long offset, int bytes, long surfaceSize, AccessKind kind, String site) {
    /** An access whose site is unknown. */
    public Entry(String surface, long offset, int bytes, long surfaceSize, AccessKind kind) {
      this(surface, offset, bytes, surfaceSize, kind, null);
    }

    @Override
    public String toString() {
      return String.format(
          "%s of %d byte%s at offset 0x%x of %s (%d bytes)%s",
          kind.word(),
          bytes,
          bytes == 1 ? "" : "s",
          offset,
          surface,
          surfaceSize,
          site == null ? "" : " by " + site);
    }
  }

  public static final int DEFAULT_CAPACITY = 256;

  private final int capacity;
  private final List<Entry> entries = new ArrayList<>();
  private final AtomicLong total = new AtomicLong();

  public OutOfBoundsLog() {
    this(DEFAULT_CAPACITY);
  }

  /** A log that keeps at most {@code capacity} entries (and counts every access). */
  public OutOfBoundsLog(int capacity) {
    this.capacity = capacity;
  }

  public int capacity() {
    return capacity;
  }

  void record(String surface, long offset, int bytes, long surfaceSize, AccessKind kind) {
    total.incrementAndGet();
    synchronized (entries) {
      if (entries.size() < capacity) {
        entries.add(
            new Entry(surface, offset, bytes, surfaceSize, kind, AccessSite.describeCurrent()));
      }
    }
  }

  /** Number of out-of-bounds accesses seen, including those not kept. */
  public long count() {
    return total.get();
  }

  /** The kept entries, oldest first. */
  public List<Entry> entries() {
    synchronized (entries) {
      return List.copyOf(entries);
    }
  }

  /** A multi-line report: the count, then one line per kept entry. */
  public String report() {
    StringBuilder sb = new StringBuilder();
    long n = count();
    sb.append(n).append(" out-of-bounds access").append(n == 1 ? "" : "es");
    List<Entry> kept = entries();
    if (kept.size() < n) {
      sb.append(" (first ").append(kept.size()).append(" shown)");
    }
    for (Entry e : kept) {
      sb.append('\n').append("  ").append(e);
    }
    return sb.toString();
  }
}
