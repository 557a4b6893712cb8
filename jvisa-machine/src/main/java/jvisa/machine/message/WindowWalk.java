package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryView;

/**
 * The fast path of a {@link LaneWalker} for the common layouts (unscaled 32-bit offsets or 64-bit
 * addresses; byte, word or dword memory elements in dword register elements, or qwords in qwords;
 * no shift, no zero fill): one pass that, lane by lane in lane order, computes the lane's address,
 * checks that all its elements lie in the plain memory the address space found around the first
 * enabled lane ({@link AddressSpace#viewAround}) and moves them straight between the register file
 * and that memory's array.
 *
 * <p>The order of reads and writes is the lane-by-lane walk's, so the result is the same whatever
 * the registers overlap (the full-mask loops, which read every address first, run only when a
 * load's payload is clear of its addresses). At the first lane outside the window the pass stops
 * and hands that lane and the later ones back to the walker, which goes on exactly as its slow path
 * would at that lane: nothing is done twice and nothing is skipped.
 */
final class WindowWalk {
  private static final long OFFSET_LIMIT = 0x1_0000_0000L;

  private final int lanes;
  private final int form;
  private final int laneStride;
  private final long alignMask;
  private final int memoryBytes;
  private final int[] elementOffsets;
  private final int elementPitch;
  private final int lanePitch;

  /** The least element offset and the end of the greatest element (from the lane address). */
  private final int firstOffset;

  private final int span;

  /** Addresses past 2^32 wrap (offsets32): the window is cut there, so no lane ever wraps. */
  private final boolean wraps;

  /** One dword element at the lane's address: the inline move. */
  private final boolean oneDword;

  /**
   * Full-mask walks of this layout take {@link #fullMask}: 32-bit offsets of consecutive lanes,
   * dword register elements one register lane apart, elements of different lanes never in the same
   * register bytes.
   */
  private final boolean patterns;

  /**
   * Whether lanes at consecutive dwords move as one copy per element (dword elements, offsets
   * aligned to at most a dword, so consecutive raw offsets are consecutive addresses).
   */
  private final boolean copies;

  /** Mask of all walked lanes. */
  private final int allLanes;

  /** Register bytes from the payload's start to the end of the last byte a load writes. */
  private final int payloadExtent;

  private WindowWalk(LaneAddresses addresses, LaneLayout layout) {
    int lanes = layout.lanes();
    int memoryBytes = layout.memoryBytes();
    long[] elementOffsets = layout.elementOffsets();
    int elementPitch = layout.elementPitch();
    int lanePitch = layout.lanePitch();
    this.lanes = lanes;
    this.form = addresses.form();
    this.laneStride = addresses.laneStride();
    this.alignMask = addresses.alignMask();
    this.memoryBytes = memoryBytes;
    this.elementOffsets = new int[elementOffsets.length];
    int first = Integer.MAX_VALUE;
    int end = 0;
    for (int k = 0; k < elementOffsets.length; k++) {
      int o = (int) elementOffsets[k];
      this.elementOffsets[k] = o;
      first = Math.min(first, o);
      end = Math.max(end, o + memoryBytes);
    }
    this.firstOffset = first;
    this.span = end;
    this.elementPitch = elementPitch;
    this.lanePitch = lanePitch;
    this.wraps = addresses.elementsWrap();
    this.oneDword = memoryBytes == 4 && elementOffsets.length == 1 && elementOffsets[0] == 0;
    int n = elementOffsets.length;
    boolean disjoint = n == 1 || elementPitch >= lanes * lanePitch;
    this.patterns =
        form == LaneAddresses.RAW32
            && laneStride == 4
            && lanes >= 2
            && lanes % 2 == 0
            && layout.registerBytes() == 4
            && lanePitch == 4
            && disjoint;
    this.copies = patterns && memoryBytes == 4 && alignMask >= -4;
    this.allLanes = lanes == 32 ? -1 : (1 << lanes) - 1;
    this.payloadExtent = (n - 1) * elementPitch + lanes * lanePitch;
  }

  /** The fast path of the layout, or null when it has none. */
  static WindowWalk of(LaneAddresses addresses, LaneLayout layout) {
    int memoryBytes = layout.memoryBytes();
    int registerBytes = layout.registerBytes();
    long[] elementOffsets = layout.elementOffsets();
    boolean elements =
        registerBytes == 4
            ? memoryBytes == 1 || memoryBytes == 2 || memoryBytes == 4
            : registerBytes == 8 && memoryBytes == 8;
    if (!elements
        || layout.highShift() != 0
        || layout.zeroFill() != 0
        || elementOffsets.length == 0
        || addresses.form() == LaneAddresses.OTHER_FORM) {
      return null;
    }
    for (long o : elementOffsets) {
      if (o < 0 || o > 0xFFFF) {
        return null;
      }
    }
    return new WindowWalk(addresses, layout);
  }

  /**
   * Walks the lanes of {@code mask} from the first on while they fall in the window; returns the
   * lanes left to walk (0 when all are done, {@code mask} itself when the memory has no window
   * here).
   */
  int walk(
      boolean load,
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      long base,
      long laneStep,
      int payload,
      LaneScratch scratch) {
    if (patterns
        && laneStep == 0
        && (mask & allLanes) == allLanes
        && !(load && payload < addrs + 4 * lanes && addrs < payload + payloadExtent)) {
      return fullMask(load, space, mask, grf, addrs, (int) base, payload, scratch);
    }
    int first = 0;
    while (first < lanes && (mask >>> first & 1) == 0) {
      first++;
    }
    if (first == lanes) {
      return mask;
    }
    long a = address(grf, addrs, base, laneStep, first);
    MemoryView view = window(space, a + firstOffset, scratch);
    if (view == null) {
      return mask;
    }
    long low = view.windowFrom() - firstOffset;
    long high = (wraps ? Math.min(view.windowTo(), OFFSET_LIMIT) : view.windowTo()) - span;
    return lanes(load, mask, first, grf, addrs, base, laneStep, payload, view, low, high);
  }

  /**
   * The window of {@code space} around {@code address}: one of the last two found on this thread
   * when it was {@code space}'s and holds the address (a window stays valid for its space's life;
   * kernels alternate between two memories, e.g. a buffer and the SLM), else a new one in place of
   * the older; null when the space has none there.
   */
  private static MemoryView window(AddressSpace space, long address, LaneScratch scratch) {
    MemoryView last = scratch.window;
    if (scratch.windowSpace == space && address >= last.windowFrom() && address < last.windowTo()) {
      return last;
    }
    MemoryView older = scratch.olderWindow;
    if (scratch.olderWindowSpace == space
        && address >= older.windowFrom()
        && address < older.windowTo()) {
      return older;
    }
    scratch.olderWindow = last;
    scratch.olderWindowSpace = scratch.windowSpace;
    scratch.window = older;
    boolean found = space.viewAround(address, older);
    scratch.windowSpace = found ? space : null;
    return found ? older : null;
  }

  /**
   * A walk with every lane enabled and, for a load, a payload clear of the address operand (so all
   * addresses may be read before any load): lanes all at one address (loads) or at consecutive
   * dwords (dword elements) move by the cheapest loops ({@link FullMaskDwords}), others by pairs of
   * lanes (one dword element) or lane by lane.
   */
  private int fullMask(
      boolean load,
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      int add,
      int payload,
      LaneScratch scratch) {
    long pair = LittleEndian.i64(grf, addrs);
    int raw = (int) pair;
    int align = (int) alignMask;
    long a = LaneAddresses.offset32(raw, add, align);
    MemoryView view = window(space, a + firstOffset, scratch);
    if (view == null) {
      return mask;
    }
    long low = view.windowFrom() - firstOffset;
    long high = (wraps ? Math.min(view.windowTo(), OFFSET_LIMIT) : view.windowTo()) - span;
    byte[] memory = view.bytes();
    int at = (int) (a - view.origin());
    int bytes = 4 * lanes;
    if (pair == FullMaskDwords.twice(raw)) {
      if (load && a >= low && a <= high && FullMaskDwords.allEqual(grf, addrs, bytes, pair)) {
        broadcast(memory, at, grf, payload);
        return 0;
      }
    } else if (copies
        && (load || elementOffsets.length == 1)
        && (int) (pair >>> 32) == raw + 4
        && a >= low
        && a <= high - (bytes - 4)
        && FullMaskDwords.consecutive(grf, addrs, bytes, raw)) {
      copy(load, memory, at, grf, payload, bytes);
      return 0;
    }
    if (oneDword) {
      long origin = view.origin();
      int done =
          FullMaskDwords.scattered(
              load, memory, origin, grf, addrs, add, align, payload, bytes, low, high);
      return done == lanes ? 0 : mask & (-1 << done);
    }
    return lanes(load, mask, 0, grf, addrs, add, 0, payload, view, low, high);
  }

  /** Every lane loads the elements at {@code at}: each is read once and written to all lanes. */
  private void broadcast(byte[] memory, int at, byte[] grf, int payload) {
    int[] offsets = elementOffsets;
    int bytes = 4 * lanes;
    for (int k = 0; k < offsets.length; k++) {
      int m = at + offsets[k];
      long v =
          switch (memoryBytes) {
            case 1 -> memory[m] & 0xFF;
            case 2 -> LittleEndian.i16(memory, m) & 0xFFFF;
            default -> LittleEndian.i32(memory, m);
          };
      FullMaskDwords.fill(grf, payload + k * elementPitch, bytes, v);
    }
  }

  /** Lanes at consecutive dwords from {@code at}: one copy per element. */
  private void copy(boolean load, byte[] memory, int at, byte[] grf, int payload, int bytes) {
    int[] offsets = elementOffsets;
    for (int k = 0; k < offsets.length; k++) {
      int reg = payload + k * elementPitch;
      if (load) {
        System.arraycopy(memory, at + offsets[k], grf, reg, bytes);
      } else {
        System.arraycopy(grf, reg, memory, at + offsets[k], bytes);
      }
    }
  }

  /** Lane {@code i}'s address: {@link LaneAddresses#lane} plus {@code i * laneStep}. */
  private long address(byte[] grf, int addrs, long base, long laneStep, int i) {
    int at = addrs + laneStride * i;
    long a;
    if (form == LaneAddresses.RAW64) {
      a = (LittleEndian.i64(grf, at) + base) & alignMask;
    } else {
      int raw = LittleEndian.i32(grf, at);
      a =
          form == LaneAddresses.SIGNED32
              ? (raw + (int) base) & alignMask
              : LaneAddresses.offset32(raw, (int) base, (int) alignMask);
    }
    return a + i * laneStep;
  }

  /**
   * Moves lane by lane from {@code first}, in lane order, while each lane lies in [{@code low},
   * {@code high}]; returns the lanes left at the first one outside (0 when all are done).
   */
  private int lanes(
      boolean load,
      int mask,
      int first,
      byte[] grf,
      int addrs,
      long base,
      long laneStep,
      int payload,
      MemoryView view,
      long low,
      long high) {
    byte[] memory = view.bytes();
    long origin = view.origin();
    int n = lanes;
    int pitch = lanePitch;
    int reg = payload + first * pitch;
    if (form == LaneAddresses.RAW32 && laneStep == 0 && oneDword) {
      int stride = laneStride;
      int add = (int) base;
      int align = (int) alignMask;
      int operand = addrs + first * stride;
      for (int i = first; i < n; i++, reg += pitch, operand += stride) {
        if ((mask >>> i & 1) == 0) {
          continue;
        }
        long a = LaneAddresses.offset32(LittleEndian.i32(grf, operand), add, align);
        if (a < low || a > high) {
          return mask & (-1 << i);
        }
        int at = (int) (a - origin);
        if (load) {
          LittleEndian.i32(grf, reg, LittleEndian.i32(memory, at));
        } else {
          LittleEndian.i32(memory, at, LittleEndian.i32(grf, reg));
        }
      }
      return 0;
    }
    for (int i = first; i < n; i++, reg += pitch) {
      if ((mask >>> i & 1) == 0) {
        continue;
      }
      long a = address(grf, addrs, base, laneStep, i);
      if (a < low || a > high) {
        return mask & (-1 << i);
      }
      if (load) {
        loadElements(memory, (int) (a - origin), grf, reg);
      } else {
        storeElements(memory, (int) (a - origin), grf, reg);
      }
    }
    return 0;
  }

  /** Loads one lane's elements, the lane's first memory byte at {@code at} (zero-extended). */
  private void loadElements(byte[] memory, int at, byte[] grf, int reg) {
    int[] offsets = elementOffsets;
    int pitch = elementPitch;
    int bytes = memoryBytes;
    for (int k = 0; k < offsets.length; k++, reg += pitch) {
      int m = at + offsets[k];
      switch (bytes) {
        case 1 -> LittleEndian.i32(grf, reg, memory[m] & 0xFF);
        case 2 -> LittleEndian.i32(grf, reg, LittleEndian.i16(memory, m) & 0xFFFF);
        case 4 -> LittleEndian.i32(grf, reg, LittleEndian.i32(memory, m));
        default -> LittleEndian.i64(grf, reg, LittleEndian.i64(memory, m));
      }
    }
  }

  /** Stores one lane's elements (the low bytes of each register element). */
  private void storeElements(byte[] memory, int at, byte[] grf, int reg) {
    int[] offsets = elementOffsets;
    int pitch = elementPitch;
    int bytes = memoryBytes;
    for (int k = 0; k < offsets.length; k++, reg += pitch) {
      int m = at + offsets[k];
      switch (bytes) {
        case 1 -> memory[m] = grf[reg];
        case 2 -> LittleEndian.i16(memory, m, LittleEndian.i16(grf, reg));
        case 4 -> LittleEndian.i32(memory, m, LittleEndian.i32(grf, reg));
        default -> LittleEndian.i64(memory, m, LittleEndian.i64(grf, reg));
      }
    }
  }
}
