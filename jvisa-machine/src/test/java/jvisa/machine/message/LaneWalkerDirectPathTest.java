package jvisa.machine.message;

import static jvisa.machine.message.TestMemories.BASE;
import static jvisa.machine.message.TestMemories.BUFFER;
import static jvisa.machine.message.TestMemories.OFFSET_MEMORIES;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.message.TestMemories.Memory;
import org.junit.jupiter.api.Test;

/**
 * The direct path of {@link LaneWalker} (all elements in one view of the memory) against the lane
 * by lane walk: the same registers, memory, out-of-bounds records and faults, for lanes inside one
 * page, across a page boundary, past a buffer's end, past the SLM's end, and for loads whose data
 * overlaps their addresses; and at the boundaries of the direct path's moves (consecutive lanes
 * copied in runs, narrow and dword elements): the last in-bounds byte, one lane just out of bounds,
 * disabled lanes at wild addresses, unaligned and repeated addresses.
 */
class LaneWalkerDirectPathTest {
  private static final int ADDRS = 0;
  private static final int DATA = 4 * 32;

  private static final List<LaneWalker> LEGACY =
      List.of(
          ScatteredMessages.scaled(1, 16),
          ScatteredMessages.scaled(2, 8),
          ScatteredMessages.scaled(4, 16),
          ScatteredMessages.scaled4(0b1011, 8),
          ScatteredMessages.scaled4(0b1111, 16),
          ScatteredMessages.elements(4, 16),
          ScatteredMessages.qwords(2, 8));

  @Test
  void legacyScatteredMessagesGiveTheSameResultOnBothPaths() {
    Random r = new Random(11);
    for (int round = 0; round < 400; round++) {
      LaneWalker w = LEGACY.get(round % LEGACY.size());
      Function<Integer, Memory> memory = OFFSET_MEMORIES.get(r.nextInt(OFFSET_MEMORIES.size()));
      int spread = r.nextBoolean() ? 64 : BUFFER + 64;
      int start = r.nextInt(BUFFER);
      long[] offsets = new long[32];
      for (int i = 0; i < 32; i++) {
        offsets[i] = r.nextInt(8) == 0 ? start + r.nextInt(spread) : start + 4 * i;
      }
      int mask = r.nextInt(4) == 0 ? -1 : r.nextInt();
      Direction d = r.nextBoolean() ? Direction.LOAD : Direction.STORE;
      compare(w, memory, round, d, mask, offsets, r.nextInt(3) * 4L, 0, DATA, 4);
    }
  }

  @Test
  void lscVectorsWithA64AndA32AddressesGiveTheSameResultOnBothPaths() {
    Random r = new Random(12);
    String[] shapes = {":d32", ":d32x4", ":d8u32", ":d16u32h", ":d64x2", ":d32x8t"};
    for (int round = 0; round < 300; round++) {
      String shape = shapes[round % shapes.length];
      boolean a64 = r.nextBoolean();
      LaneWalker w =
          LscMessages.vector(
              LscShape.parse(shape, a64 ? LscAddressSize.A64 : LscAddressSize.A32, 1, 0), 16);
      int start = r.nextInt(BUFFER);
      long[] addresses = new long[32];
      for (int i = 0; i < 32; i++) {
        long offset = r.nextInt(6) == 0 ? r.nextInt(BUFFER + 64) : start + 4L * i;
        addresses[i] = a64 ? BASE + offset : offset;
      }
      Function<Integer, Memory> memory =
          a64 ? TestMemories::global : OFFSET_MEMORIES.get(r.nextInt(OFFSET_MEMORIES.size()));
      Direction d = r.nextBoolean() ? Direction.LOAD : Direction.STORE;
      compare(w, memory, round, d, r.nextInt(), addresses, 0, 0, 4 * 64, a64 ? 8 : 4);
    }
  }

  @Test
  void aLoadIntoItsOwnAddressRegistersReadsEachAddressBeforeEarlierLanesOverwriteIt() {
    long[] offsets = new long[32];
    for (int i = 0; i < 32; i++) {
      offsets[i] = 4L * i;
    }
    for (Function<Integer, Memory> memory : OFFSET_MEMORIES) {
      compare(ScatteredMessages.scaled(4, 16), memory, 3, Direction.LOAD, -1, offsets, 0, 0, 8, 4);
      compare(ScatteredMessages.scaled(4, 16), memory, 3, Direction.LOAD, -1, offsets, 0, 0, 0, 4);
    }
  }

  @Test
  void lanesOnBothSidesOfAPageBoundaryStillReachTheirPages() {
    GlobalMemory g = new GlobalMemory();
    long boundary = BASE + 512; // BASE is 512 bytes below a page boundary
    assertEquals(0, boundary % GlobalMemory.PAGE_SIZE);
    BufferSurface buffer = new BufferSurface("buf", g, BASE, BUFFER, null);
    byte[] grf = new byte[1024];
    for (int i = 0; i < 16; i++) {
      jvisa.machine.memory.LittleEndian.put(grf, ADDRS + 4 * i, 4, 512 - 32 + 4 * i);
      jvisa.machine.memory.LittleEndian.put(grf, DATA + 4 * i, 4, 100 + i);
    }
    ScatteredMessages.scaled(4, 16)
        .walk(Direction.STORE, buffer, 0xFFFF, grf, ADDRS, 0, 0, DATA, new LaneScratch());
    for (int i = 0; i < 16; i++) {
      assertEquals(100 + i, g.readInt(boundary - 32 + 4L * i));
    }
  }

  /** Lane i at {@code first + step * i}; lanes whose bit in {@code wild} is set far away. */
  private static long[] sequential(long first, long step, int wild) {
    long[] offsets = new long[32];
    for (int i = 0; i < 32; i++) {
      offsets[i] = (wild >>> i & 1) != 0 ? 0xFFFF_FF00L - 8L * i : first + step * i;
    }
    return offsets;
  }

  /**
   * A legacy layout: {@code step} memory bytes between consecutive lanes, {@code span} bytes one
   * lane touches, offsets counted in {@code unit}-byte elements.
   */
  private record Kind(LaneWalker walker, int lanes, int step, int span, int unit) {
    /** Offsets of consecutive lanes, the first at byte {@code first}, wild lanes far away. */
    long[] consecutive(long first, int wild) {
      return sequential(first / unit, step / unit, wild);
    }
  }

  private static final List<Kind> ELEMENT_KINDS =
      List.of(
          new Kind(ScatteredMessages.scaled(1, 16), 16, 1, 1, 1),
          new Kind(ScatteredMessages.scaled(2, 16), 16, 2, 2, 1),
          new Kind(ScatteredMessages.scaled(4, 16), 16, 4, 4, 1),
          new Kind(ScatteredMessages.scaled4(0b0001, 16), 16, 4, 4, 1),
          new Kind(ScatteredMessages.scaled4(0b0011, 16), 16, 4, 8, 1),
          new Kind(ScatteredMessages.scaled4(0b0101, 8), 8, 4, 12, 1),
          new Kind(ScatteredMessages.elements(1, 16), 16, 1, 1, 1),
          new Kind(ScatteredMessages.elements(2, 8), 8, 2, 2, 2),
          new Kind(ScatteredMessages.qwords(1, 8), 8, 8, 8, 1));

  @Test
  void consecutiveLanesEndingAtTheLastInBoundsByteMoveOnBothPaths() {
    for (Kind k : ELEMENT_KINDS) {
      long lastLane = (long) BUFFER - k.span; // the lane whose last byte is the buffer's last
      long[] offsets = k.consecutive(lastLane - (long) k.step * (k.lanes - 1), 0);
      for (Function<Integer, Memory> memory : OFFSET_MEMORIES) {
        for (Direction d : Direction.values()) {
          compare(k.walker, memory, 5, d, -1, offsets, 0, 0, DATA, 4);
          compare(k.walker, memory, 6, d, 0x7FFF, offsets, 0, 0, DATA, 4);
        }
      }
    }
  }

  @Test
  void oneLaneOneByteOutOfBoundsFallsBackToTheLaneByLaneResult() {
    for (Kind k : ELEMENT_KINDS) {
      long lastLane = (long) BUFFER - k.span + k.step; // its last byte is one step past the buffer
      long[] offsets = k.consecutive(lastLane - (long) k.step * (k.lanes - 1), 0);
      for (Function<Integer, Memory> memory : OFFSET_MEMORIES) {
        for (Direction d : Direction.values()) {
          compare(k.walker, memory, 7, d, -1, offsets, 0, 0, DATA, 4);
        }
      }
    }
  }

  @Test
  void disabledLanesWithWildAddressesAreNeitherMovedNorChecked() {
    int wild = 0b0100_1001_0010_0101;
    for (Kind k : ELEMENT_KINDS) {
      long[] offsets = k.consecutive(16L * k.step, wild);
      for (Function<Integer, Memory> memory : OFFSET_MEMORIES) {
        for (Direction d : Direction.values()) {
          compare(k.walker, memory, 8, d, ~wild, offsets, 0, 0, DATA, 4);
          compare(k.walker, memory, 9, d, ~wild & 0x3C3C, offsets, 0, 0, DATA, 4);
        }
      }
    }
  }

  @Test
  void unalignedAndRepeatedAddressesGiveTheSameResultOnBothPaths() {
    for (Kind k : ELEMENT_KINDS) {
      for (long[] offsets :
          List.of(
              sequential(101, k.step, 0),
              sequential(3, k.step + 1, 0),
              sequential(64, 0, 0),
              sequential(200, -k.step, 0))) {
        for (Function<Integer, Memory> memory : OFFSET_MEMORIES) {
          for (Direction d : Direction.values()) {
            compare(k.walker, memory, 10, d, -1, offsets, 0, 0, DATA, 4);
            compare(k.walker, memory, 11, d, 0xF0F1, offsets, 4, 0, DATA, 4);
          }
        }
      }
    }
  }

  @Test
  void thirtyTwoConsecutiveLanesMoveInRunsOnBothPaths() {
    LaneWalker w = ScatteredMessages.scaled(4, 32);
    long[] offsets = sequential(BUFFER - 128, 4, 0);
    for (Function<Integer, Memory> memory : OFFSET_MEMORIES) {
      for (Direction d : Direction.values()) {
        for (int mask : new int[] {-1, 0x8000_0001, 0x7FFF_FFFE, 0xF0F0_0F0F}) {
          compare(w, memory, 12, d, mask, offsets, 0, 0, DATA, 4);
        }
      }
    }
  }

  @Test
  void lscStridedAndTransposedAccessesGiveTheSameResultOnBothPaths() {
    Random r = new Random(13);
    for (String shape : new String[] {":d32", ":d8", ":d16", ":d64", ":d32x4t", ":d8x4t"}) {
      LscShape s = LscShape.parse(shape, LscAddressSize.A32, 1, 0);
      LaneWalker vector = LscMessages.vector(s, 16);
      LaneWalker strided = LscMessages.strided(s, 16);
      int bytes = s.data().memoryBytes();
      for (int round = 0; round < 8; round++) {
        long start = r.nextInt(BUFFER);
        long[] offsets = sequential(start, bytes, 0);
        for (Function<Integer, Memory> memory : OFFSET_MEMORIES) {
          for (Direction d : Direction.values()) {
            int mask = round < 4 ? -1 : r.nextInt();
            compare(vector, memory, round, d, mask, offsets, 0, 0, 4 * 64, 4);
            compare(strided, memory, round, d, mask, offsets, 0, bytes, 4 * 64, 4);
          }
        }
      }
    }
  }

  /**
   * Walks {@code addresses} (lane i's at register byte {@code addressBytes * i}) with and without
   * the direct paths on two equal copies of {@code memory} and asserts the same faults, registers,
   * memory, out-of-bounds records and global pages.
   */
  static void compare(
      LaneWalker w,
      Function<Integer, Memory> memory,
      int seed,
      Direction d,
      int mask,
      long[] addresses,
      long base,
      long laneStep,
      int data,
      int addressBytes) {
    Memory direct = memory.apply(seed);
    Memory laneByLane = memory.apply(seed);
    byte[] grfDirect = registers(seed, addresses, addressBytes);
    byte[] grfLanes = grfDirect.clone();
    String faultDirect =
        run(w, direct, d, mask, grfDirect, base, laneStep, data, new LaneScratch());
    String faultLanes = run(w, laneByLane, d, mask, grfLanes, base, laneStep, data, null);
    String what =
        "case "
            + seed
            + " "
            + d
            + " mask "
            + Integer.toHexString(mask)
            + " on "
            + direct.space().name();
    assertEquals(faultLanes, faultDirect, what);
    assertArrayEquals(grfLanes, grfDirect, what);
    assertArrayEquals(contents(laneByLane), contents(direct), what);
    if (direct.log() != null) {
      assertEquals(laneByLane.log().count(), direct.log().count(), what);
    }
    if (direct.global() != null) {
      assertEquals(laneByLane.global().allocatedBytes(), direct.global().allocatedBytes(), what);
    }
  }

  private static byte[] registers(int seed, long[] addresses, int addressBytes) {
    byte[] grf = new byte[4096];
    new Random(seed * 31L).nextBytes(grf);
    for (int i = 0; i < 32; i++) {
      jvisa.machine.memory.LittleEndian.put(
          grf, ADDRS + addressBytes * i, addressBytes, addresses[i]);
    }
    return grf;
  }

  private static String run(
      LaneWalker w,
      Memory m,
      Direction d,
      int mask,
      byte[] grf,
      long base,
      long laneStep,
      int data,
      LaneScratch scratch) {
    try {
      w.walk(d, m.space(), mask, grf, ADDRS, base, laneStep, data, scratch);
      return "no fault";
    } catch (MemoryFault e) {
      return e.getMessage();
    }
  }

  private static byte[] contents(Memory m) {
    byte[] out = new byte[BUFFER + 128];
    for (int i = 0; i < out.length; i++) {
      long a = i - 64L;
      if (m.global() != null) {
        out[i] = m.global().readByte(BASE + a);
      } else if (a >= 0 && a < BUFFER) {
        out[i] = (byte) m.space().load(a, 1);
      }
    }
    return out;
  }
}
