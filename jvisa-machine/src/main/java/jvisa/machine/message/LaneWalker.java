package jvisa.machine.message;

import java.util.Arrays;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LaneAccesses;
import jvisa.machine.memory.LaneObserver;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryView;

/**
 * The one per-lane load/store walk of the scattered, SVM and LSC messages, driven by a layout
 * decoded once (the families' factories build it). For each lane enabled in the mask, in lane
 * order, and each of its elements k:
 *
 * <pre>
 *   memory   at addresses.element(lane address, elementOffsets[k]), memoryBytes wide
 *   register at payload + lane * lanePitch + k * elementPitch, registerBytes wide
 * </pre>
 *
 * A load zero-extends the memory value into the register element, shifted left by {@code highShift}
 * (16 for LSC's d16u32h); a store writes the element's low bits shifted right by it. Disabled
 * lanes' registers and memory are untouched.
 *
 * <p>Given a {@link LaneScratch}, a walk of the common layouts first goes through {@link
 * WindowWalk}: addresses computed, checked and the data moved in one pass, lane by lane, against
 * the memory around the first lane ({@link AddressSpace#viewAround}); it hands the lanes from the
 * first one outside that memory back to the paths below. Then a walk whose elements all fall in one
 * {@link AddressSpace#view} (e.g. one page of a buffer, all in bounds) reads the lane addresses
 * once ({@link LaneAddresses#lanes}) and moves the elements straight between the register file and
 * the memory's array with the same result ({@link ViewMover}: consecutive lanes as one copy); any
 * other walk (lanes spread over pages, a lane out of bounds, a load whose payload overlaps its
 * addresses) goes lane by lane through the address space. A checked memory ({@link LaneObserver})
 * takes the direct path too when it can check the whole walk at once ({@link
 * LaneObserver#checkLanes}).
 */
public final class LaneWalker {
  private final LaneAddresses addresses;
  private final int lanes;
  private final int memoryBytes;
  private final int registerBytes;
  private final int highShift;
  private final long[] elementOffsets;
  private final int elementPitch;
  private final int lanePitch;
  private final int zeroFill;
  private final long firstElementOffset;
  private final long elementSpan;

  private final ViewMover mover;

  /** The one-pass path of the common layouts (null: none). */
  private final WindowWalk window;

  /** The lane-to-lane address distance for which the mover copies runs of lanes (0: none). */
  private final long copyStep;

  /** Register bytes from the payload's start to the end of the last byte a load writes. */
  private final int payloadExtent;

  /** Walks the lanes of {@code layout} at the addresses {@code addresses} gives. */
  LaneWalker(LaneAddresses addresses, LaneLayout layout) {
    this.addresses = addresses;
    this.lanes = layout.lanes();
    this.memoryBytes = layout.memoryBytes();
    this.registerBytes = layout.registerBytes();
    this.highShift = layout.highShift();
    this.elementOffsets = layout.elementOffsets();
    this.elementPitch = layout.elementPitch();
    this.lanePitch = layout.lanePitch();
    this.zeroFill = layout.zeroFill();
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    for (long o : elementOffsets) {
      first = Math.min(first, o);
      last = Math.max(last, o);
    }
    this.firstElementOffset = first;
    this.elementSpan = last + memoryBytes;
    int n = elementOffsets.length;
    this.mover = new ViewMover(layout);
    this.copyStep = mover.copyStep();
    this.window = WindowWalk.of(addresses, layout);
    this.payloadExtent =
        (lanes - 1) * lanePitch
            + Math.max((n - 1) * elementPitch + registerBytes, n * elementPitch + zeroFill);
  }

  /** {@code count} elements of {@code bytes} each, one after the other in memory. */
  static long[] consecutive(int count, int bytes) {
    long[] offsets = new long[count];
    for (int k = 0; k < count; k++) {
      offsets[k] = (long) k * bytes;
    }
    return offsets;
  }

  /** The enabled channels of {@code channelMask} (bit c = channel c at {@code c * bytes}). */
  static long[] channels(int channelMask, int bytes) {
    long[] offsets = new long[ChannelMask.count(channelMask)];
    int k = 0;
    for (int c = 0; c < 4; c++) {
      if ((channelMask & (1 << c)) != 0) {
        offsets[k++] = (long) c * bytes;
      }
    }
    return offsets;
  }

  /**
   * Walks every enabled lane, with {@code base} added to each raw lane address. (This and the next
   * form allocate working space: for one-off walks; instructions pass their thread's.)
   */
  public void walk(
      Direction direction,
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      long base,
      int payload) {
    walk(direction, space, mask, grf, addrs, base, 0, payload);
  }

  /** Walks every enabled lane; lane i's address is moved by {@code i * laneStep} (strided). */
  public void walk(
      Direction direction,
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      long base,
      long laneStep,
      int payload) {
    walk(direction, space, mask, grf, addrs, base, laneStep, payload, new LaneScratch());
  }

  /**
   * As {@link #walk(Direction, AddressSpace, int, byte[], int, long, long, int)}, taking the direct
   * path when it can ({@code scratch} null: never).
   */
  public void walk(
      Direction direction,
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      long base,
      long laneStep,
      int payload,
      LaneScratch scratch) {
    if (scratch != null && window != null) {
      mask =
          window.walk(
              direction == Direction.LOAD,
              space,
              mask,
              grf,
              addrs,
              base,
              laneStep,
              payload,
              scratch);
      if (mask == 0) {
        return;
      }
    }
    if (scratch != null
        && elementOffsets.length > 0
        && walkInView(direction, space, mask, grf, addrs, base, laneStep, payload, scratch)) {
      return;
    }
    boolean load = direction == Direction.LOAD;
    LaneObserver observer = space instanceof LaneObserver o ? o : null;
    for (int i = 0; i < lanes; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long lane = addresses.lane(grf, addrs, base, i) + i * laneStep;
      int slot = payload + i * lanePitch;
      if (observer != null && lanes == 1) {
        observer.block(addresses.element(lane, 0), elementOffsets.length * memoryBytes);
      }
      for (int k = 0; k < elementOffsets.length; k++) {
        long address = addresses.element(lane, elementOffsets[k]);
        int reg = slot + k * elementPitch;
        if (observer != null) {
          observer.lane(
              i,
              addresses.registerOf(addrs, i),
              addresses.registerBytes(),
              reg + highShift / 8,
              memoryBytes,
              !load);
        }
        if (load) {
          LittleEndian.put(grf, reg, registerBytes, space.load(address, memoryBytes) << highShift);
        } else {
          space.store(
              address, memoryBytes, LittleEndian.get(grf, reg, registerBytes) >>> highShift);
        }
      }
      if (load && zeroFill > 0) {
        int end = slot + elementOffsets.length * elementPitch;
        Arrays.fill(grf, end, end + zeroFill, (byte) 0);
      }
    }
  }

  private LaneAccesses describe(
      LaneScratch scratch,
      boolean load,
      int mask,
      byte[] grf,
      int addrs,
      int payload,
      long from,
      long to) {
    return scratch.accesses.describe(
        !load,
        lanes,
        mask,
        elementOffsets,
        memoryBytes,
        addresses.registerOf(addrs, 0),
        addresses.registerOf(addrs, 1) - addresses.registerOf(addrs, 0),
        addresses.registerBytes(),
        grf,
        payload,
        lanePitch,
        elementPitch,
        registerBytes,
        highShift,
        from,
        to);
  }

  /** The direct path: false (nothing done) when the elements are not all in one view. */
  private boolean walkInView(
      Direction direction,
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      long base,
      long laneStep,
      int payload,
      LaneScratch scratch) {
    boolean load = direction == Direction.LOAD;
    if (load
        && payload < addrs + addresses.operandBytes(lanes)
        && addrs < payload + payloadExtent) {
      return false; // lane by lane, later lanes' addresses would be read after earlier loads
    }
    addresses.lanes(grf, addrs, base, laneStep, mask, lanes, copyStep, scratch);
    long low = scratch.low;
    long high = scratch.high;
    if (low > high) {
      return false;
    }
    long from = low + firstElementOffset;
    long to = high + elementSpan;
    boolean wraps = addresses.elementsWrap() && (high < 0 || to > 0x1_0000_0000L);
    if (wraps || from < low || to < high) {
      return false;
    }
    MemoryView view = scratch.view;
    boolean viewed =
        space instanceof LaneObserver observer
            ? observer.checkLanes(
                describe(scratch, load, mask, grf, addrs, payload, from, to), view)
            : space.view(from, to, !load, view);
    if (!viewed) {
      return false;
    }
    mover.move(load, mask, grf, payload, scratch, view);
    return true;
  }
}
