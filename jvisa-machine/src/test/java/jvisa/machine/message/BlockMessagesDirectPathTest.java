package jvisa.machine.message;

import static jvisa.machine.message.TestMemories.BASE;
import static jvisa.machine.message.TestMemories.BUFFER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.message.TestMemories.Memory;
import org.junit.jupiter.api.Test;

/**
 * The one-copy path of the block messages (given working space) against the dword-by-dword walk:
 * the same registers, memory, out-of-bounds records and faults for blocks ending at the last
 * in-bounds byte, one oword past the end, across a page boundary and wrapping a 32-bit offset.
 */
class BlockMessagesDirectPathTest {
  private static final int DATA = 64;

  /**
   * The bytes around the memory's {@link TestMemories#BUFFER} bytes at {@link TestMemories#BASE}.
   */
  private static byte[] contents(Memory m) {
    byte[] out = new byte[BUFFER + 64];
    for (int i = 0; i < out.length; i++) {
      if (m.global() != null) {
        out[i] = m.global().readByte(BASE - 32 + i);
      } else if (i >= 32 && i < BUFFER + 32) {
        out[i] = (byte) m.space().load(i - 32L, 1);
      }
    }
    return out;
  }

  /** One block message on a memory, with or without working space. */
  private interface Block {
    void run(AddressSpace space, byte[] grf, LaneScratch scratch);
  }

  private static void compare(IntFunction<Memory> memory, int seed, Block block) {
    Memory direct = memory.apply(seed);
    Memory dwordByDword = memory.apply(seed);
    byte[] grfDirect = new byte[1024];
    new Random(seed).nextBytes(grfDirect);
    byte[] grfDwords = grfDirect.clone();
    String faultDirect = run(block, direct, grfDirect, new LaneScratch());
    String faultDwords = run(block, dwordByDword, grfDwords, null);
    String what = "case " + seed + " on " + direct.space().name();
    assertEquals(faultDwords, faultDirect, what);
    assertArrayEquals(grfDwords, grfDirect, what);
    assertArrayEquals(contents(dwordByDword), contents(direct), what);
    if (direct.log() != null) {
      assertEquals(dwordByDword.log().count(), direct.log().count(), what);
    }
    if (direct.global() != null) {
      assertEquals(dwordByDword.global().allocatedBytes(), direct.global().allocatedBytes(), what);
    }
  }

  private static String run(Block block, Memory m, byte[] grf, LaneScratch scratch) {
    try {
      block.run(m.space(), grf, scratch);
      return "no fault";
    } catch (MemoryFault e) {
      return e.getMessage();
    }
  }

  @Test
  void owordBlocksOnSurfacesGiveTheSameResultOnBothPaths() {
    int seed = 0;
    for (IntFunction<Memory> memory :
        List.<IntFunction<Memory>>of(
            TestMemories::loggedBuffer, TestMemories::stateless, TestMemories::slm)) {
      for (int owords : new int[] {1, 2, 4, 8}) {
        long lastFits = (BUFFER - 16L * owords) / 16; // the block ends at the last in-bounds byte
        for (long oword : new long[] {0, 3, lastFits, lastFits + 1, 0xFFFF_FFFFL}) {
          compare(
              memory,
              seed++,
              (s, grf, scratch) -> BlockMessages.owordLoad(s, owords, oword, grf, DATA, scratch));
          compare(
              memory,
              seed++,
              (s, grf, scratch) -> BlockMessages.owordStore(s, owords, oword, grf, DATA, scratch));
        }
        for (long bytes : new long[] {4, BUFFER - 16L * owords - 4, BUFFER - 16L * owords + 4}) {
          compare(
              memory,
              seed++,
              (s, grf, scratch) ->
                  BlockMessages.owordLoadUnaligned(s, owords, bytes, grf, DATA, scratch));
        }
      }
    }
  }

  @Test
  void svmBlocksGiveTheSameResultOnBothPathsAcrossAPageBoundary() {
    int seed = 100;
    for (int owords : new int[] {1, 2, 8}) {
      for (long at : new long[] {0, 512 - 16L * owords, 512 - 16, 512, 1000}) {
        long address = BASE + at;
        IntFunction<Memory> global = TestMemories::global;
        compare(
            global,
            seed++,
            (s, grf, scratch) ->
                BlockMessages.svmBlockLoad(s, owords, false, address, grf, DATA, scratch));
        compare(
            global,
            seed++,
            (s, grf, scratch) ->
                BlockMessages.svmBlockLoad(s, owords, true, address + 4, grf, DATA, scratch));
        compare(
            global,
            seed++,
            (s, grf, scratch) ->
                BlockMessages.svmBlockStore(s, owords, address, grf, DATA, scratch));
      }
    }
    IntFunction<Memory> empty =
        s -> {
          GlobalMemory g = new GlobalMemory();
          return new Memory(g, g, null);
        };
    compare(
        empty,
        seed,
        (s, grf, scratch) -> BlockMessages.svmBlockLoad(s, 2, false, BASE, grf, DATA, scratch));
  }
}
