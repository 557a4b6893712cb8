package jvisa.machine.message;

import java.util.Arrays;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryView;

/**
 * The data move of a {@link LaneWalker}'s direct path, once every element of the walk is known to
 * lie in one {@link MemoryView}: the walk's result (lane by lane in lane order, element by element
 * within a lane) by the cheapest loop the layout allows, chosen once per layout, then per walk from
 * the lane addresses ({@link LaneScratch}):
 *
 * <ul>
 *   <li>lanes one memory element apart with matching register elements (the common {@code
 *       gather4_scaled.R} of consecutive dwords): one {@code System.arraycopy} per element and run
 *       of consecutive enabled lanes;
 *   <li>dword elements: an int move per lane, element by element;
 *   <li>byte or word elements zero-extended into dwords: a narrow move per lane;
 *   <li>anything else (qwords, shifted halves, zero fill, overlapping stores): lane by lane.
 * </ul>
 *
 * Element by element is lane by lane's result when no register byte is written twice (loads read
 * only memory and write disjoint register elements) or, for stores, with one element per lane.
 */
final class ViewMover {
  private final int lanes;
  private final int memoryBytes;
  private final int registerBytes;
  private final int highShift;
  private final long[] elementOffsets;
  private final int elementPitch;
  private final int lanePitch;
  private final int zeroFill;

  /** Register elements are dwords, memory elements bytes, words or dwords. */
  private final boolean dwordRegisters;

  private final boolean loadsByElement;
  private final boolean storesByElement;

  /** Lane i's register element k is memory element k of lane i, byte for byte. */
  private final boolean sameBytes;

  ViewMover(LaneLayout layout) {
    this.lanes = layout.lanes();
    this.memoryBytes = layout.memoryBytes();
    this.registerBytes = layout.registerBytes();
    this.highShift = layout.highShift();
    this.elementOffsets = layout.elementOffsets();
    this.elementPitch = layout.elementPitch();
    this.lanePitch = layout.lanePitch();
    this.zeroFill = layout.zeroFill();
    int n = elementOffsets.length;
    boolean disjoint =
        lanes == 1
            ? n == 1 || elementPitch >= registerBytes
            : lanePitch >= registerBytes
                && (n == 1 || elementPitch >= lanes * lanePitch && elementPitch >= registerBytes);
    this.loadsByElement = disjoint && zeroFill == 0 && highShift == 0;
    this.storesByElement = n == 1 && highShift == 0;
    this.dwordRegisters =
        registerBytes == 4 && (memoryBytes == 4 || memoryBytes == 2 || memoryBytes == 1);
    this.sameBytes = memoryBytes == registerBytes && highShift == 0;
  }

  /**
   * The memory distance between consecutive lanes' addresses for which whole runs of lanes move as
   * one copy (0: never).
   */
  long copyStep() {
    return sameBytes && lanePitch == memoryBytes && lanes > 1 ? memoryBytes : 0;
  }

  /**
   * Moves every enabled lane's elements; {@code scratch.lanes} holds their addresses, all of whose
   * elements are in {@code view}; {@code scratch.sequential} says lane i's address is {@code
   * scratch.lane0 + i * copyStep()} for every enabled lane.
   */
  void move(boolean load, int mask, byte[] grf, int payload, LaneScratch scratch, MemoryView view) {
    if (load ? loadsByElement : storesByElement) {
      if (scratch.sequential && copyStep() != 0) {
        copyRuns(load, mask, grf, payload, scratch.lane0, view);
        return;
      }
      if (dwordRegisters) {
        if (memoryBytes == 4) {
          moveDwords(load, mask, grf, payload, scratch.lanes, view);
        } else {
          moveNarrow(load, mask, grf, payload, scratch.lanes, view);
        }
        return;
      }
    }
    moveLaneByLane(load, mask, grf, payload, scratch.lanes, view);
  }

  private void copyRuns(
      boolean load, int mask, byte[] grf, int payload, long lane0, MemoryView view) {
    byte[] memory = view.bytes();
    int bytes = memoryBytes;
    int walked = lanes == 32 ? mask : mask & ((1 << lanes) - 1);
    for (int k = 0; k < elementOffsets.length; k++) {
      int memoryAt = view.index(lane0 + elementOffsets[k]);
      int registerAt = payload + k * elementPitch;
      int m = walked;
      while (m != 0) {
        int first = Integer.numberOfTrailingZeros(m);
        int run = Integer.numberOfTrailingZeros(~(m >>> first));
        int offset = first * bytes;
        if (load) {
          System.arraycopy(memory, memoryAt + offset, grf, registerAt + offset, run * bytes);
        } else {
          System.arraycopy(grf, registerAt + offset, memory, memoryAt + offset, run * bytes);
        }
        m &= ~(int) (((1L << run) - 1) << first);
      }
    }
  }

  private void moveDwords(
      boolean load, int mask, byte[] grf, int payload, long[] laneAddress, MemoryView view) {
    byte[] memory = view.bytes();
    long origin = view.origin();
    for (int k = 0; k < elementOffsets.length; k++) {
      long shift = elementOffsets[k] - origin;
      int reg = payload + k * elementPitch;
      if (load) {
        for (int i = 0; i < lanes; i++, reg += lanePitch) {
          if ((mask >>> i & 1) != 0) {
            LittleEndian.i32(grf, reg, LittleEndian.i32(memory, (int) (laneAddress[i] + shift)));
          }
        }
      } else {
        for (int i = 0; i < lanes; i++, reg += lanePitch) {
          if ((mask >>> i & 1) != 0) {
            LittleEndian.i32(memory, (int) (laneAddress[i] + shift), LittleEndian.i32(grf, reg));
          }
        }
      }
    }
  }

  /** Byte or word memory elements in dword register elements (zero-extended by loads). */
  private void moveNarrow(
      boolean load, int mask, byte[] grf, int payload, long[] laneAddress, MemoryView view) {
    byte[] memory = view.bytes();
    long origin = view.origin();
    boolean word = memoryBytes == 2;
    for (int k = 0; k < elementOffsets.length; k++) {
      long shift = elementOffsets[k] - origin;
      int reg = payload + k * elementPitch;
      for (int i = 0; i < lanes; i++, reg += lanePitch) {
        if ((mask >>> i & 1) == 0) {
          continue;
        }
        int at = (int) (laneAddress[i] + shift);
        if (load) {
          int value = word ? LittleEndian.i16(memory, at) & 0xFFFF : memory[at] & 0xFF;
          LittleEndian.i32(grf, reg, value);
        } else if (word) {
          LittleEndian.i16(memory, at, LittleEndian.i16(grf, reg));
        } else {
          memory[at] = grf[reg];
        }
      }
    }
  }

  private void moveLaneByLane(
      boolean load, int mask, byte[] grf, int payload, long[] laneAddress, MemoryView view) {
    byte[] memory = view.bytes();
    for (int i = 0; i < lanes; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long lane = laneAddress[i];
      int slot = payload + i * lanePitch;
      for (int k = 0; k < elementOffsets.length; k++) {
        int at = view.index(lane + elementOffsets[k]);
        int reg = slot + k * elementPitch;
        if (load) {
          LittleEndian.put(
              grf, reg, registerBytes, LittleEndian.get(memory, at, memoryBytes) << highShift);
        } else {
          LittleEndian.put(
              memory, at, memoryBytes, LittleEndian.get(grf, reg, registerBytes) >>> highShift);
        }
      }
      if (load && zeroFill > 0) {
        int end = slot + elementOffsets.length * elementPitch;
        Arrays.fill(grf, end, end + zeroFill, (byte) 0);
      }
    }
  }
}
