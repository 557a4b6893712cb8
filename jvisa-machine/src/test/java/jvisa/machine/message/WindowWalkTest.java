package jvisa.machine.message;

import static jvisa.machine.message.TestMemories.BASE;
import static jvisa.machine.message.TestMemories.BUFFER;
import static jvisa.machine.message.TestMemories.OFFSET_MEMORIES;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.AtomicUpdate;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.MemoryView;
import jvisa.machine.memory.TestViews;
import jvisa.machine.message.TestMemories.Memory;
import org.junit.jupiter.api.Test;

/**
 * {@link WindowWalk}, the one-pass path of the common layouts, and its full-mask loops ({@link
 * FullMaskDwords}: all lanes at one address, at consecutive dwords, or scattered in pairs) against
 * the lane-by-lane walk, over random layouts, masks and address patterns with lanes in and out of
 * bounds at any position, global offsets that wrap, unaligned offsets and loads overlapping their
 * addresses; and that the common in-bounds walks really take it (no access through the space).
 */
class WindowWalkTest {
  private static final int DATA = 4 * 64;

  private record Layout(String name, LaneWalker walker, int lanes, int step, boolean a64) {}

  private static final List<Layout> LAYOUTS =
      List.of(
          new Layout("gather4.R x16", ScatteredMessages.scaled4(0b0001, 16), 16, 4, false),
          new Layout("gather4.RGBA x16", ScatteredMessages.scaled4(0b1111, 16), 16, 4, false),
          new Layout("gather4.RB x8", ScatteredMessages.scaled4(0b0101, 8), 8, 4, false),
          new Layout("gather4.R x32", ScatteredMessages.scaled4(0b0001, 32), 32, 4, false),
          new Layout("scaled.1 x16", ScatteredMessages.scaled(1, 16), 16, 1, false),
          new Layout("scaled.2 x16", ScatteredMessages.scaled(2, 16), 16, 2, false),
          new Layout("scaled.4 x8", ScatteredMessages.scaled(4, 8), 8, 4, false),
          new Layout("scaled.4 x1", ScatteredMessages.scaled(4, 1), 1, 4, false),
          new Layout("qw_gather.2 x8", ScatteredMessages.qwords(2, 8), 8, 8, false),
          new Layout("lsc d32 a32", lsc(":d32", LscAddressSize.A32), 16, 4, false),
          new Layout("lsc d32x4 a32", lsc(":d32x4", LscAddressSize.A32), 16, 4, false),
          new Layout("lsc d8u32 a32s", lsc(":d8u32", LscAddressSize.A32S), 16, 1, false),
          new Layout("lsc d16u32 a32", lsc(":d16u32", LscAddressSize.A32), 16, 2, false),
          new Layout("lsc d32x4t a32", lsc(":d32x4t", LscAddressSize.A32), 1, 16, false),
          new Layout("lsc d32 a64", lsc(":d32", LscAddressSize.A64), 16, 4, true),
          new Layout("lsc d64x2 a64", lsc(":d64x2", LscAddressSize.A64), 16, 8, true),
          new Layout("svm gather4.RG x16", SvmMessages.scaled4(0b0011, 16), 16, 4, true),
          new Layout("svm gather 4x2 x8", SvmMessages.blocks(4, 2, 8), 8, 4, true),
          new Layout("svm gather 8x1 x16", SvmMessages.blocks(8, 1, 16), 16, 8, true));

  private static LaneWalker lsc(String shape, LscAddressSize size) {
    return LscMessages.vector(LscShape.parse(shape, size, 1, 0), 16);
  }

  /** Lane address patterns: one address, consecutive, scattered, each with lanes out of bounds. */
  private static long[] addresses(Random r, Layout l, int pattern) {
    long[] out = new long[32];
    int start = r.nextInt(5) == 0 ? BUFFER - 3 - r.nextInt(4) : r.nextInt(BUFFER / 2);
    for (int i = 0; i < 32; i++) {
      out[i] =
          switch (pattern) {
            case 0 -> start;
            case 1 -> start + (long) l.step * i;
            default -> r.nextInt(BUFFER);
          };
    }
    int outside = r.nextInt(4);
    for (int o = 0; o < outside; o++) {
      int lane = r.nextInt(l.lanes);
      out[lane] =
          switch (r.nextInt(4)) {
            case 0 -> BUFFER - 1 - r.nextInt(3); // partly out
            case 1 -> BUFFER + r.nextInt(64);
            case 2 -> 0xFFFF_FFFCL + r.nextInt(4); // wraps modulo 2^32 in offsets32 layouts
            default -> -1L - r.nextInt(8); // negative, or huge unsigned
          };
    }
    if (l.a64) {
      for (int i = 0; i < 32; i++) {
        out[i] += BASE;
      }
    }
    return out;
  }

  @Test
  void everyLayoutMaskAndAddressPatternGivesTheLaneByLaneResult() {
    Random r = new Random(21);
    for (int round = 0; round < 3000; round++) {
      Layout l = LAYOUTS.get(round % LAYOUTS.size());
      long[] addresses = addresses(r, l, r.nextInt(3));
      int mask =
          switch (r.nextInt(4)) {
            case 0, 1 -> -1;
            case 2 -> 1 << r.nextInt(l.lanes);
            default -> r.nextInt();
          };
      Direction d = r.nextBoolean() ? Direction.LOAD : Direction.STORE;
      long base = r.nextInt(4) == 0 ? (r.nextBoolean() ? 4L * r.nextInt(8) : 0xFFFF_FFF0L) : 0;
      // a payload 4 to 12 bytes after the addresses: lane i's load overwrites later lanes'
      // addresses
      int data = r.nextInt(6) == 0 ? 4 + 4 * r.nextInt(3) : DATA;
      Function<Integer, Memory> memory =
          l.a64 ? TestMemories::global : OFFSET_MEMORIES.get(r.nextInt(OFFSET_MEMORIES.size()));
      LaneWalkerDirectPathTest.compare(
          l.walker, memory, round, d, mask, addresses, base, 0, data, l.a64 ? 8 : 4);
    }
  }

  @Test
  void aLaneOutOfBoundsAtEachPositionOfAFullMaskWalkHandsOverExactlyThere() {
    for (Layout l : LAYOUTS) {
      for (int pattern = 0; pattern < 3; pattern++) {
        for (int lane = 0; lane < l.lanes; lane++) {
          long[] addresses = addresses(new Random(lane), l, pattern);
          for (int i = 0; i < 32; i++) {
            addresses[i] = Math.floorMod(addresses[i] - (l.a64 ? BASE : 0), BUFFER / 2);
            addresses[i] += l.a64 ? BASE : 0;
          }
          addresses[lane] = (l.a64 ? BASE : 0) + BUFFER - 2; // its last byte(s) past the end
          for (Function<Integer, Memory> memory :
              l.a64 ? List.<Function<Integer, Memory>>of(TestMemories::global) : OFFSET_MEMORIES) {
            for (Direction d : Direction.values()) {
              LaneWalkerDirectPathTest.compare(
                  l.walker, memory, lane, d, -1, addresses, 0, 0, DATA, l.a64 ? 8 : 4);
            }
          }
        }
      }
    }
  }

  @Test
  void aLoadOverwritingLaterLanesAddressesReadsEachAfterTheEarlierLanesLoads() {
    for (Layout l : LAYOUTS) {
      for (int pattern = 0; pattern < 3; pattern++) {
        long[] addresses = addresses(new Random(pattern), l, pattern);
        for (int i = 0; i < 32; i++) {
          long offset = Math.floorMod(addresses[i] - (l.a64 ? BASE : 0), BUFFER / 2);
          addresses[i] = (l.a64 ? BASE : 0) + offset;
        }
        for (int data : new int[] {4, 8, 12}) {
          Function<Integer, Memory> memory = l.a64 ? TestMemories::global : TestMemories::slm;
          LaneWalkerDirectPathTest.compare(
              l.walker, memory, data, Direction.LOAD, -1, addresses, 0, 0, data, l.a64 ? 8 : 4);
        }
      }
    }
  }

  @Test
  void elementsPast2To32WrapToLowOffsetsAsLaneByLaneEvenWhereTheWindowGoesOn() {
    for (Layout l : LAYOUTS) {
      if (l.a64) {
        continue;
      }
      byte[] grf = new byte[4096];
      new Random(6).nextBytes(grf);
      for (int i = 0; i < 32; i++) {
        LittleEndian.i32(grf, 4 * i, (int) (0xFFFF_FFF8L - 4L * (i % 2)));
      }
      for (Direction d : Direction.values()) {
        for (int mask : new int[] {-1, 0x3, 0x2}) {
          Straddling direct = new Straddling();
          Straddling laneByLane = new Straddling();
          byte[] grfDirect = grf.clone();
          byte[] grfLanes = grf.clone();
          l.walker.walk(d, direct, mask, grfDirect, 0, 0, 0, DATA, new LaneScratch());
          l.walker.walk(d, laneByLane, mask, grfLanes, 0, 0, 0, DATA, null);
          String what = l.name + " " + d + " " + mask;
          assertArrayEquals(grfLanes, grfDirect, what);
          assertArrayEquals(laneByLane.bytes, direct.bytes, what);
        }
      }
    }
  }

  /**
   * 1024 bytes at 2^32 - 512, with a window over all of them (no wrap of its own): the walk itself
   * reduces element offsets modulo 2^32, which takes them below this memory.
   */
  private static final class Straddling implements AddressSpace {
    private static final long ORIGIN = 0x1_0000_0000L - 512;
    final byte[] bytes = new byte[1024];

    Straddling() {
      new Random(5).nextBytes(bytes);
    }

    @Override
    public String name() {
      return "straddling";
    }

    @Override
    public long load(long address, int width) {
      long at = address - ORIGIN;
      return at < 0 || at > 1024 - width ? 0 : LittleEndian.get(bytes, (int) at, width);
    }

    @Override
    public void store(long address, int width, long value) {
      long at = address - ORIGIN;
      if (at >= 0 && at <= 1024 - width) {
        LittleEndian.put(bytes, (int) at, width, value);
      }
    }

    @Override
    public long atomic(long address, int width, AtomicUpdate u, long op0, long op1) {
      throw new UnsupportedOperationException();
    }

    @Override
    public boolean viewAround(long address, MemoryView view) {
      if (address < ORIGIN || address >= ORIGIN + 1024) {
        return false;
      }
      TestViews.window(view, bytes, ORIGIN);
      return true;
    }
  }

  @Test
  void storesToMemoryNotYetBackedMakeTheSamePagesAsLaneByLane() {
    for (Layout l : LAYOUTS) {
      if (!l.a64) {
        continue;
      }
      long[] addresses = new long[32];
      for (int i = 0; i < 32; i++) {
        addresses[i] = BASE + 0x3_0000L + (long) l.step * i; // pages no one has written
      }
      for (int mask : new int[] {-1, 0x8}) {
        LaneWalkerDirectPathTest.compare(
            l.walker, TestMemories::global, 4, Direction.STORE, mask, addresses, 0, 0, DATA, 8);
        LaneWalkerDirectPathTest.compare(
            l.walker, TestMemories::global, 4, Direction.LOAD, mask, addresses, 0, 0, DATA, 8);
      }
    }
  }

  @Test
  void theWindowKeptFromTheLastMessageServesOnlyItsOwnSpace() {
    Random r = new Random(23);
    LaneScratch shared = new LaneScratch();
    List<Memory> direct = List.of(TestMemories.slm(1), TestMemories.slm(2), TestMemories.buffer(3));
    List<Memory> lanes = List.of(TestMemories.slm(1), TestMemories.slm(2), TestMemories.buffer(3));
    for (int round = 0; round < 300; round++) {
      Layout l = LAYOUTS.get(r.nextInt(9)); // the legacy (offset) layouts
      int which = r.nextInt(3);
      long[] addresses = addresses(r, l, r.nextInt(3));
      byte[] grf = new byte[4096];
      r.nextBytes(grf);
      for (int i = 0; i < 32; i++) {
        LittleEndian.i32(grf, 4 * i, (int) addresses[i]);
      }
      byte[] grfLanes = grf.clone();
      Direction d = r.nextBoolean() ? Direction.LOAD : Direction.STORE;
      int mask = r.nextBoolean() ? -1 : r.nextInt();
      String fault = walk(l.walker, d, direct.get(which).space(), mask, grf, shared);
      String laneFault = walk(l.walker, d, lanes.get(which).space(), mask, grfLanes, null);
      assertEquals(laneFault, fault, "round " + round);
      assertArrayEquals(grfLanes, grf, "round " + round);
    }
    for (int m = 0; m < 3; m++) {
      for (int a = 0; a < BUFFER; a++) {
        assertEquals(lanes.get(m).space().load(a, 1), direct.get(m).space().load(a, 1));
      }
    }
  }

  private static String walk(
      LaneWalker w, Direction d, AddressSpace s, int mask, byte[] grf, LaneScratch scratch) {
    try {
      w.walk(d, s, mask, grf, 0, 0, 0, DATA, scratch);
      return "no fault";
    } catch (MemoryFault e) {
      return e.getMessage();
    }
  }

  @Test
  void inBoundsWalksOfTheCommonLayoutsNeverGoThroughTheSpace() {
    Random r = new Random(22);
    for (Layout l : LAYOUTS) {
      if (l.name.startsWith("qw") || l.name.startsWith("lsc d64")) {
        continue; // qword elements take the one-pass path too, checked below
      }
      for (int pattern = 0; pattern < 3; pattern++) {
        for (int mask : new int[] {-1, 0x5A5A_5A5A, 1 << (l.lanes - 1)}) {
          for (Direction d : Direction.values()) {
            long[] addresses = new long[32];
            int start = 64 + r.nextInt(BUFFER / 4);
            for (int i = 0; i < 32; i++) {
              long offset =
                  pattern == 0 ? start : pattern == 1 ? start + (long) l.step * i : 8 * i + 4;
              addresses[i] = (l.a64 ? BASE : 0) + offset;
            }
            Memory m = l.a64 ? TestMemories.global(1) : TestMemories.slm(1);
            Counting space = new Counting(m.space());
            byte[] grf = new byte[4096];
            for (int i = 0; i < 32; i++) {
              LittleEndian.put(grf, (l.a64 ? 8 : 4) * i, l.a64 ? 8 : 4, addresses[i]);
            }
            l.walker.walk(d, space, mask, grf, 0, 0, 0, DATA, new LaneScratch());
            assertEquals(0, space.accesses, l.name + " pattern " + pattern + " " + d);
          }
        }
      }
    }
  }

  @Test
  void theWindowOfEachMemoryIsPlainMemoryAroundTheAddressAndNoMore() {
    MemoryView v = new MemoryView();
    Memory slm = TestMemories.slm(3);
    assertTrue(slm.space().viewAround(BUFFER - 1, v));
    assertEquals(0, v.windowFrom());
    assertEquals(BUFFER, v.windowTo());
    assertEquals(false, slm.space().viewAround(BUFFER, v));
    assertEquals(false, slm.space().viewAround(-1, v));

    Memory buffer = TestMemories.buffer(3); // BASE is 512 bytes below a page boundary
    assertTrue(buffer.space().viewAround(511, v));
    assertEquals(0, v.windowFrom());
    assertEquals(512, v.windowTo());
    assertEquals(v.bytes()[v.index(7)], (byte) buffer.space().load(7, 1));
    assertTrue(buffer.space().viewAround(512, v));
    assertEquals(512, v.windowFrom());
    assertEquals(BUFFER, v.windowTo());
    assertEquals(v.bytes()[v.index(BUFFER - 1)], (byte) buffer.space().load(BUFFER - 1, 1));
    assertEquals(false, buffer.space().viewAround(BUFFER, v));

    Memory stateless = TestMemories.stateless(3);
    assertTrue(stateless.space().viewAround(600, v));
    assertEquals(512, v.windowFrom());
    assertEquals(512 + 0x1_0000L, v.windowTo());
    assertEquals(false, stateless.space().viewAround(0x1_0000_0000L, v));

    Memory global = TestMemories.global(3);
    assertTrue(global.space().viewAround(BASE + 5, v));
    assertEquals(BASE + 512 - 0x1_0000L, v.windowFrom());
    assertEquals(BASE + 512, v.windowTo());
    assertEquals(false, global.space().viewAround(0x7000_0000_0000L, v)); // no page, load
    long before = global.global().allocatedBytes();
    assertEquals(false, global.space().viewAround(0x7000_0000_0000L, v)); // nor makes one
    assertEquals(before, global.global().allocatedBytes());
  }

  /** A space passing the direct accesses to {@code inner} and counting the others. */
  private static final class Counting implements AddressSpace {
    private final AddressSpace inner;
    int accesses;

    Counting(AddressSpace inner) {
      this.inner = inner;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public long load(long address, int bytes) {
      accesses++;
      return inner.load(address, bytes);
    }

    @Override
    public void store(long address, int bytes, long value) {
      accesses++;
      inner.store(address, bytes, value);
    }

    @Override
    public long atomic(long address, int bytes, AtomicUpdate update, long operand0, long operand1) {
      accesses++;
      return inner.atomic(address, bytes, update, operand0, operand1);
    }

    @Override
    public boolean viewAround(long address, MemoryView view) {
      return inner.viewAround(address, view);
    }
  }
}
