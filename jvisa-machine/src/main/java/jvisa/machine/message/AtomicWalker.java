package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LaneObserver;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryView;
import jvisa.machine.memory.WordAtomics;

/**
 * The one per-lane walk of every atomic message (legacy and LSC, untyped and typed), decoded once
 * by {@link AtomicMessages} and {@link LscMessages}. Each enabled lane, in increasing lane order,
 * performs one atomic read-modify-write of {@code bytes} at its address (or pixel) and, unless dst
 * is {@link Payload#NULL}, receives the old value ({@link AtomicOp#returnsNewValue}: the new one).
 *
 * <p>src0, src1 and dst hold one value per lane in a slot of {@code slotBytes} at {@code base +
 * slotBytes*i}; an operand is the slot's bits shifted right by {@code highShift} and cut to the
 * width, a result goes back shifted left, zero-extended. A null source reads as 0.
 *
 * <p>Given a {@link LaneScratch}, an untyped walk whose enabled lanes' addresses are all aligned to
 * the width and lie in one {@link AddressSpace#atomicView} (e.g. one page of a buffer, all in
 * bounds) reads the lane addresses once and updates the memory's array directly, lane by lane in
 * the same order and ordered the same way, with the same result. Any other walk (lanes spread over
 * pages, a lane out of bounds or misaligned, a destination overlapping the addresses, a checked
 * memory) goes through {@link AddressSpace#atomic} lane by lane.
 */
public final class AtomicWalker {
  private final AtomicOp op;
  private final LaneAddresses addresses;
  private final int lanes;
  private final int bytes;
  private final int slotBytes;
  private final int highShift;
  private final boolean swapSources;

  /**
   * @param addresses how lanes find their addresses; null for typed atomics (pixels)
   */
  AtomicWalker(
      AtomicOp op,
      LaneAddresses addresses,
      int lanes,
      int bytes,
      int slotBytes,
      int highShift,
      boolean swapSources) {
    this.op = op;
    this.addresses = addresses;
    this.lanes = lanes;
    this.bytes = bytes;
    this.slotBytes = slotBytes;
    this.highShift = highShift;
    this.swapSources = swapSources;
  }

  /** An untyped atomic on {@code space}, lane addresses read at {@code addrs}, lane by lane. */
  public void walk(
      AddressSpace space, int mask, byte[] grf, int addrs, int src0, int src1, int dst) {
    walk(space, mask, grf, addrs, src0, src1, dst, null);
  }

  /**
   * As {@link #walk(AddressSpace, int, byte[], int, int, int, int)}, taking the direct path when it
   * can ({@code scratch} null: never).
   */
  public void walk(
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      int src0,
      int src1,
      int dst,
      LaneScratch scratch) {
    if (scratch != null && walkInView(space, mask, grf, addrs, src0, src1, dst, scratch)) {
      return;
    }
    LaneObserver observer = space instanceof LaneObserver o ? o : null;
    for (int i = 0; i < lanes; i++) {
      if (Payload.enabled(mask, i)) {
        if (observer != null) {
          observer.lane(
              i,
              addresses.registerOf(addrs, i),
              addresses.registerBytes(),
              src0 == Payload.NULL ? -1 : src0 + slotBytes * i,
              src0 == Payload.NULL ? 0 : slotBytes,
              true);
        }
        update(space, null, addresses.lane(grf, addrs, 0, i), grf, i, src0, src1, dst);
      }
    }
  }

  /** The direct path: false (nothing done) when the lanes are not all in one atomic view. */
  private boolean walkInView(
      AddressSpace space,
      int mask,
      byte[] grf,
      int addrs,
      int src0,
      int src1,
      int dst,
      LaneScratch scratch) {
    if (space instanceof LaneObserver
        || (dst != Payload.NULL
            && dst < addrs + addresses.operandBytes(lanes)
            && addrs < dst + slotBytes * lanes)) {
      return false; // checked, or later lanes' addresses would be read after earlier results
    }
    addresses.lanes(grf, addrs, 0, 0, mask, lanes, 0, scratch);
    long low = scratch.low;
    long high = scratch.high;
    long to = high + bytes;
    if (low > high || low < 0 || to < high) {
      return false;
    }
    long[] lane = scratch.lanes;
    long misaligned = 0;
    for (int i = 0; i < lanes; i++) {
      if (Payload.enabled(mask, i)) {
        misaligned |= lane[i];
      }
    }
    MemoryView view = scratch.view;
    if ((misaligned & (bytes - 1)) != 0 || !space.atomicView(low, to, view)) {
      return false;
    }
    Object wholeLock = view.wholeLock();
    if (view.atomicsByWord()) {
      updateInView(space, view, lane, mask, grf, src0, src1, dst);
    } else if (wholeLock != null) {
      synchronized (wholeLock) {
        updateInView(space, view, lane, mask, grf, src0, src1, dst);
      }
    } else {
      return false; // no ordering of atomics known for the memory: lane by lane
    }
    return true;
  }

  /**
   * Each enabled lane's update at {@code lane[i]} in the view: a {@link WordAtomics#update} when
   * its atomics are by word (through {@code space} for a lane whose bytes straddle two of the
   * array's words), else a plain get and put, the view's whole lock held.
   */
  private void updateInView(
      AddressSpace space,
      MemoryView view,
      long[] lane,
      int mask,
      byte[] grf,
      int src0,
      int src1,
      int dst) {
    byte[] memory = view.bytes();
    boolean byWord = view.atomicsByWord();
    for (int i = 0; i < lanes; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long a = operand(grf, src0, i);
      long b = operand(grf, src1, i);
      if (swapSources) {
        long t = a;
        a = b;
        b = t;
      }
      int at = view.index(lane[i]);
      long old;
      if (!byWord) {
        old = LittleEndian.get(memory, at, bytes);
        LittleEndian.put(memory, at, bytes, op.apply(old, a, b, bytes));
      } else if (WordAtomics.inOneWord(at, bytes)) {
        old = WordAtomics.update(memory, at, bytes, op, a, b);
      } else {
        old = space.atomic(lane[i], bytes, op, a, b);
      }
      result(grf, i, dst, old, a, b);
    }
  }

  /**
   * A typed atomic on the first {@code bytes} of pixel (u[i], v[i], r[i]) at mip level lod[i] (see
   * {@link TypedMessages#pixel}); out-of-bounds pixels return 0 and are not written.
   */
  public void walkPixels(
      ImageSurface image,
      int mask,
      byte[] grf,
      int u,
      int v,
      int r,
      int lod,
      int src0,
      int src1,
      int dst) {
    for (int i = 0; i < lanes; i++) {
      if (Payload.enabled(mask, i)) {
        update(
            null, image, TypedMessages.pixel(image, grf, i, u, v, r, lod), grf, i, src0, src1, dst);
      }
    }
  }

  private void update(
      AddressSpace space,
      ImageSurface image,
      long address,
      byte[] grf,
      int lane,
      int src0,
      int src1,
      int dst) {
    long a = operand(grf, src0, lane);
    long b = operand(grf, src1, lane);
    if (swapSources) {
      long t = a;
      a = b;
      b = t;
    }
    long old =
        image == null
            ? space.atomic(address, bytes, op, a, b)
            : image.atomicPixel(address, bytes, op, a, b);
    result(grf, lane, dst, old, a, b);
  }

  /** Writes lane {@code lane}'s result to dst (unless null), given the old value and operands. */
  private void result(byte[] grf, int lane, int dst, long old, long a, long b) {
    if (dst != Payload.NULL) {
      long result = op.returnsNewValue() ? truncate(op.apply(old, a, b, bytes)) : old;
      LittleEndian.put(grf, dst + slotBytes * lane, slotBytes, result << highShift);
    }
  }

  private long operand(byte[] grf, int operand, int lane) {
    if (operand == Payload.NULL) {
      return 0;
    }
    return truncate(LittleEndian.get(grf, operand + slotBytes * lane, slotBytes) >>> highShift);
  }

  private long truncate(long value) {
    return bytes == 8 ? value : value & ((1L << (8 * bytes)) - 1);
  }
}
