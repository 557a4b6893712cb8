package jvisa.machine.message;

import java.util.Arrays;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LaneObserver;
import jvisa.machine.memory.LittleEndian;

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

  /**
   * @param lanes lanes walked: the execution size, or 1 for a transposed (SIMD1) access
   * @param elementOffsets byte offset in memory of each element from its lane's address
   * @param zeroFill register bytes after a lane's last element that a load clears (0 for none)
   */
  LaneWalker(
      LaneAddresses addresses,
      int lanes,
      int memoryBytes,
      int registerBytes,
      int highShift,
      long[] elementOffsets,
      int elementPitch,
      int lanePitch,
      int zeroFill) {
    this.addresses = addresses;
    this.lanes = lanes;
    this.memoryBytes = memoryBytes;
    this.registerBytes = registerBytes;
    this.highShift = highShift;
    this.elementOffsets = elementOffsets.clone();
    this.elementPitch = elementPitch;
    this.lanePitch = lanePitch;
    this.zeroFill = zeroFill;
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

  /** Walks every enabled lane, with {@code base} added to each raw lane address. */
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
}
