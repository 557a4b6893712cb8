package jvisa.machine.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The named regions of a launch's memory (buffer arguments, program buffers, private memory,
 * scratch; or a group's {@code __local} buffers in SLM), so reports can say "argument 'out' + 0x40"
 * and the bounds check can find accesses outside every region.
 */
public final class MemoryMap {
  /**
   * A named region.
   *
   * @param tracked whether the race check shadows the region (shared buffers: yes; a thread's
   *     private memory or scratch: no)
   */
  public record Region(String name, long base, long size, boolean tracked) {
    boolean contains(long address, int bytes) {
      return address >= base && address - base <= size - bytes;
    }
  }

  private final List<Region> regions = new ArrayList<>();

  public synchronized void add(String name, long base, long size, boolean tracked) {
    regions.add(new Region(name, base, size, tracked));
    regions.sort(Comparator.comparingLong(Region::base));
  }

  /** The region holding all of {@code [address, address + bytes)}, or null. */
  public Region find(long address, int bytes) {
    Region best = null;
    for (Region r : regions) {
      if (r.base() > address) {
        break;
      }
      if (r.contains(address, bytes)) {
        best = r;
      }
    }
    return best;
  }

  /** The region holding {@code address} (its first byte), or null. */
  public Region at(long address) {
    return find(address, 1);
  }

  /** "argument 'out' + 0x40" for an address in a region, else "0x..." plus {@code space}. */
  public String name(long address, String space) {
    Region r = at(address);
    return r == null
        ? space + " 0x" + Long.toHexString(address)
        : r.name() + " + 0x" + Long.toHexString(address - r.base());
  }

  /** The regions, by base address. */
  public synchronized List<Region> regions() {
    return List.copyOf(regions);
  }

  public boolean isEmpty() {
    return regions.isEmpty();
  }
}
