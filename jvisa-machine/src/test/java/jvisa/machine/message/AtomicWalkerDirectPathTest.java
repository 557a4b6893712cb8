package jvisa.machine.message;

import static jvisa.machine.message.TestMemories.BASE;
import static jvisa.machine.message.TestMemories.BUFFER;
import static jvisa.machine.message.TestMemories.OFFSET_MEMORIES;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import jvisa.machine.dispatch.WorkerPool;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.AtomicUpdate;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.MemoryView;
import jvisa.machine.message.TestMemories.Memory;
import org.junit.jupiter.api.Test;

/**
 * The direct path of {@link AtomicWalker} (all lanes in one atomic view of the memory) against the
 * lane by lane walk: the same registers, memory, out-of-bounds records and faults for every
 * operation and width of the legacy and LSC atomics, at the boundaries of the direct path (the last
 * in-bounds word, one lane just out of bounds, disabled lanes at wild addresses, lanes sharing an
 * address, a destination overlapping the addresses, misaligned LSC lanes); the direct path is taken
 * when it should be and keeps atomics on a word exclusive with the memory's own.
 */
class AtomicWalkerDirectPathTest {
  private static final int ADDRS = 0;
  private static final int SRC0 = 256;
  private static final int SRC1 = 512;
  private static final int DST = 768;

  /** A message form: its walker, lanes, bytes per lane and whether addresses are 64-bit. */
  private record Form(AtomicWalker walker, int lanes, int bytes, boolean a64) {}

  private static Form dword(AtomicOp op, int bytes) {
    return new Form(AtomicMessages.dword(op, bytes, 16), 16, bytes, false);
  }

  private static Form svm(AtomicOp op, int bytes) {
    return new Form(AtomicMessages.svm(op, bytes, 8), 8, bytes, true);
  }

  private static Form lsc(AtomicOp op, String data, boolean a64) {
    LscShape shape = LscShape.parse(data, a64 ? LscAddressSize.A64 : LscAddressSize.A32, 1, 0);
    int bytes = data.equals(":d64") ? 8 : data.equals(":d32") ? 4 : 2;
    return new Form(LscMessages.atomic(shape, op, 16), 16, bytes, a64);
  }

  private static Form randomForm(Random r, boolean a64) {
    AtomicOp op = AtomicOp.values()[r.nextInt(AtomicOp.values().length)];
    String[] lscData = {":d32", ":d64", ":d16u32", ":d16u32h"};
    if (r.nextBoolean()) {
      return lsc(op, lscData[r.nextInt(lscData.length)], a64);
    }
    int[] widths = {2, 4, 4, 8};
    return a64 ? svm(op, widths[r.nextInt(4)]) : dword(op, widths[r.nextInt(3)]);
  }

  @Test
  void randomAtomicsGiveTheSameResultOnBothPaths() {
    Random r = new Random(21);
    for (int round = 0; round < 600; round++) {
      boolean a64 = r.nextInt(3) == 0;
      Form form = randomForm(r, a64);
      int start = r.nextInt(BUFFER);
      int spread = r.nextBoolean() ? 64 : BUFFER + 64;
      long[] offsets = new long[32];
      for (int i = 0; i < 32; i++) {
        offsets[i] = r.nextInt(4) == 0 ? r.nextInt(spread) : (start + form.bytes * i) % BUFFER;
        if (r.nextInt(3) > 0) {
          offsets[i] &= -form.bytes; // mostly aligned; LSC keeps the misaligned ones
        }
      }
      int mask = r.nextInt(4) == 0 ? -1 : r.nextInt();
      int dst = r.nextInt(8) == 0 ? Payload.NULL : DST;
      compare(form, memoryFor(form, r), round, mask, offsets, dst);
    }
  }

  @Test
  void lanesEndingAtTheLastInBoundsWordUpdateOnBothPaths() {
    for (Form form : boundaryForms()) {
      long[] last = laneOffsets(BUFFER - form.bytes * form.lanes, form.bytes, 0);
      long[] lastOnly = new long[32];
      java.util.Arrays.fill(lastOnly, BUFFER - form.bytes);
      for (Function<Integer, Memory> memory : memoriesFor(form)) {
        compare(form, memory, 5, -1, last, DST);
        compare(form, memory, 6, -1, lastOnly, DST); // every lane on one word, in lane order
        compare(form, memory, 7, 0b1010_0110, lastOnly, DST);
      }
    }
  }

  @Test
  void oneLaneJustOutOfBoundsTakesTheLaneByLanePath() {
    for (Form form : boundaryForms()) {
      long[] offsets = laneOffsets(BUFFER - form.bytes * form.lanes, form.bytes, 0);
      offsets[3] = BUFFER; // one word past the end
      for (Function<Integer, Memory> memory : memoriesFor(form)) {
        compare(form, memory, 8, -1, offsets, DST);
        compare(form, memory, 9, ~(1 << 3), offsets, DST); // the lane disabled: direct again
      }
    }
  }

  @Test
  void disabledLanesAtWildAddressesDoNotLeaveTheDirectPath() {
    for (Form form : boundaryForms()) {
      long[] offsets = laneOffsets(64, form.bytes, 0b1001_0010);
      for (Function<Integer, Memory> memory : memoriesFor(form)) {
        compare(form, memory, 10, ~0b1001_0010, offsets, DST);
        compare(form, memory, 11, -1, offsets, DST);
      }
    }
  }

  @Test
  void aDestinationOverlappingTheAddressesIsWrittenAfterEachLaneReadsItsAddress() {
    for (Form form : boundaryForms()) {
      long[] sameWord = new long[32];
      java.util.Arrays.fill(sameWord, 128);
      for (Function<Integer, Memory> memory : memoriesFor(form)) {
        compare(form, memory, 12, -1, sameWord, ADDRS);
        compare(form, memory, 13, -1, laneOffsets(8, form.bytes, 0), ADDRS + 8);
      }
    }
  }

  @Test
  void anUpdateInOneViewDoesNotGoThroughTheAtomicsOfTheAddressSpace() {
    GlobalMemory g = new GlobalMemory();
    AddressSpace viewOnly = new ViewOnly(g);
    byte[] grf = new byte[4096];
    for (int i = 0; i < 8; i++) {
      LittleEndian.put(grf, ADDRS + 8 * i, 8, BASE + 4L * (i % 3));
    }
    AtomicMessages.svm(AtomicOp.INC, 4, 8)
        .walk(viewOnly, 0xFF, grf, ADDRS, Payload.NULL, Payload.NULL, DST, new LaneScratch());
    assertArrayEquals(new long[] {0, 0, 0, 1, 1, 1, 2, 2}, Regs.dwords(grf, DST, 8));
    assertEquals(3, g.readInt(BASE));
    assertEquals(3, g.readInt(BASE + 4));
    assertEquals(2, g.readInt(BASE + 8));
  }

  @Test
  void directUpdatesExcludeTheMemorysOwnAtomicsOnTheSameWords() {
    GlobalMemory g = new GlobalMemory();
    int rounds = 20_000;
    AtomicWalker walker = AtomicMessages.svm(AtomicOp.ADD, 4, 8);
    WorkerPool.run(
        2,
        w -> {
          byte[] grf = new byte[4096];
          LaneScratch scratch = new LaneScratch();
          for (int i = 0; i < 8; i++) {
            LittleEndian.put(grf, ADDRS + 8 * i, 8, BASE + 4L * (i % 2));
            LittleEndian.put(grf, SRC0 + 4 * i, 4, 1);
          }
          for (int k = 0; k < rounds; k++) {
            if (w == 0) {
              walker.walk(g, 0xFF, grf, ADDRS, SRC0, Payload.NULL, Payload.NULL, scratch);
            } else {
              g.atomic(BASE, 4, AtomicOp.ADD, 4, 0);
              g.atomic(BASE + 4, 4, AtomicOp.ADD, 4, 0);
            }
          }
        });
    assertEquals(8 * rounds, g.readInt(BASE));
    assertEquals(8 * rounds, g.readInt(BASE + 4));
  }

  /** Global memory offering only its atomic views: per-lane atomics fail the test. */
  private record ViewOnly(GlobalMemory inner) implements AddressSpace {
    @Override
    public String name() {
      return "view only";
    }

    @Override
    public long load(long address, int bytes) {
      throw new AssertionError("load");
    }

    @Override
    public void store(long address, int bytes, long value) {
      throw new AssertionError("store");
    }

    @Override
    public long atomic(long address, int bytes, AtomicUpdate update, long a, long b) {
      throw new AssertionError("a per-lane atomic at " + Long.toHexString(address));
    }

    @Override
    public boolean atomicView(long from, long to, MemoryView view) {
      return inner.atomicView(from, to, view);
    }
  }

  private static List<Form> boundaryForms() {
    return List.of(
        dword(AtomicOp.ADD, 4),
        dword(AtomicOp.CMPXCHG, 2),
        dword(AtomicOp.PREDEC, 4),
        svm(AtomicOp.FADD, 8),
        svm(AtomicOp.INC, 4),
        lsc(AtomicOp.UMAX, ":d32", false),
        lsc(AtomicOp.CMPXCHG, ":d16u32h", false),
        lsc(AtomicOp.XCHG, ":d64", true));
  }

  private static List<Function<Integer, Memory>> memoriesFor(Form form) {
    return form.a64 ? List.of(TestMemories::global) : OFFSET_MEMORIES;
  }

  private static Function<Integer, Memory> memoryFor(Form form, Random r) {
    return form.a64 ? TestMemories::global : OFFSET_MEMORIES.get(r.nextInt(OFFSET_MEMORIES.size()));
  }

  /** Lane i at {@code first + step * i}; lanes whose bit in {@code wild} is set far away. */
  private static long[] laneOffsets(long first, long step, int wild) {
    long[] offsets = new long[32];
    for (int i = 0; i < 32; i++) {
      offsets[i] = (wild >>> i & 1) != 0 ? 0x7FFF_FF00L - 8L * i : first + step * i;
    }
    return offsets;
  }

  private static void compare(
      Form form, Function<Integer, Memory> memory, int seed, int mask, long[] offsets, int dst) {
    Memory direct = memory.apply(seed);
    Memory laneByLane = memory.apply(seed);
    byte[] grfDirect = registers(seed, form, offsets);
    byte[] grfLanes = grfDirect.clone();
    String faultDirect = run(form, direct, mask, grfDirect, dst, new LaneScratch());
    String faultLanes = run(form, laneByLane, mask, grfLanes, dst, null);
    String what =
        "case " + seed + " mask " + Integer.toHexString(mask) + " on " + direct.space().name();
    assertEquals(faultLanes, faultDirect, what);
    assertArrayEquals(grfLanes, grfDirect, what);
    assertArrayEquals(contents(laneByLane), contents(direct), what);
    if (direct.log() != null) {
      assertEquals(laneByLane.log().entries(), direct.log().entries(), what);
    }
    if (direct.global() != null) {
      assertEquals(laneByLane.global().allocatedBytes(), direct.global().allocatedBytes(), what);
    }
  }

  private static byte[] registers(int seed, Form form, long[] offsets) {
    byte[] grf = new byte[4096];
    new Random(seed * 31L).nextBytes(grf);
    int addressBytes = form.a64 ? 8 : 4;
    for (int i = 0; i < 32; i++) {
      long a = form.a64 ? BASE + offsets[i] : offsets[i];
      LittleEndian.put(grf, ADDRS + addressBytes * i, addressBytes, a);
    }
    return grf;
  }

  private static String run(
      Form form, Memory m, int mask, byte[] grf, int dst, LaneScratch scratch) {
    int lanes = form.lanes == 32 ? -1 : (1 << form.lanes) - 1;
    try {
      form.walker.walk(m.space(), mask & lanes, grf, ADDRS, SRC0, SRC1, dst, scratch);
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
