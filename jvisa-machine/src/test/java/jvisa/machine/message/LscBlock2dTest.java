package jvisa.machine.message;

import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import org.junit.jupiter.api.Test;

class LscBlock2dTest {
  private static final long BASE = 0x3_0000_0000L;
  private final GlobalMemory memory = new GlobalMemory();
  // 6 x 4 surface of d16 elements, pitch 16 bytes: element (x, y) = 0x100 * y + x
  private final LscBlock2d.Surface surface = new LscBlock2d.Surface(BASE, 6 * 2 - 1, 4 - 1, 16 - 1);

  private void fill() {
    for (int y = 0; y < 4; y++) {
      for (int x = 0; x < 6; x++) {
        memory.writeShort(BASE + 16L * y + 2L * x, 0x100 * y + x);
      }
    }
  }

  private static int word(byte[] grf, int element) {
    return (int) LittleEndian.get(grf, element * 2, 2);
  }

  @Test
  void nonTransposedRowsArePaddedToAPowerOfTwo() {
    fill();
    byte[] grf = Regs.file(4);
    // d16.1x3x2nn at (4, 2): columns 4, 5, 6 (6 is outside), rows 2, 3; row pitch 4 elements
    LscBlock2d.load(memory, LscDataSize.D16, 1, 3, 2, false, false, surface, 4, 2, grf, 0);
    int[] expected = {0x204, 0x205, 0, 0, 0x304, 0x305, 0, 0};
    for (int e = 0; e < expected.length; e++) {
      assertEquals(expected[e], word(grf, e), "element " + e);
    }
    assertEquals(0, word(grf, 15)); // rest of the register is zeroed
  }

  @Test
  void blocksFollowEachOtherAlongTheRowsAndStartNewRegisters() {
    fill();
    byte[] grf = Regs.file(4);
    LscBlock2d.load(memory, LscDataSize.D16, 2, 2, 2, false, false, surface, 1, 0, grf, 0);
    assertEquals(0x001, word(grf, 0));
    assertEquals(0x102, word(grf, 3));
    assertEquals(0x003, word(grf, 16)); // block 1 starts at the next register, column 3
    assertEquals(0x104, word(grf, 19));
  }

  @Test
  void transposeAndVnniLayouts() {
    fill();
    byte[] grf = Regs.file(4);
    LscBlock2d.load(memory, LscDataSize.D16, 1, 2, 3, true, false, surface, 0, 0, grf, 0);
    // transposed: one register row per column, 3 elements padded to 4
    int[] transposed = {0x000, 0x100, 0x200, 0, 0x001, 0x101, 0x201, 0};
    for (int e = 0; e < transposed.length; e++) {
      assertEquals(transposed[e], word(grf, e), "transposed element " + e);
    }
    LscBlock2d.load(memory, LscDataSize.D16, 1, 2, 4, false, true, surface, 0, 0, grf, 0);
    // VNNI d16: rows 0 and 1 interleaved, then rows 2 and 3
    int[] vnni = {0x000, 0x100, 0x001, 0x101, 0x200, 0x300, 0x201, 0x301};
    for (int e = 0; e < vnni.length; e++) {
      assertEquals(vnni[e], word(grf, e), "vnni element " + e);
    }
  }

  @Test
  void singleColumnBlocksHaveARowPitchOfOne() {
    fill();
    byte[] grf = Regs.file(2);
    LscBlock2d.load(memory, LscDataSize.D16, 1, 1, 3, false, false, surface, 5, 1, grf, 0);
    assertEquals(0x105, word(grf, 0));
    assertEquals(0x205, word(grf, 1));
    assertEquals(0x305, word(grf, 2));
  }

  @Test
  void storeWritesOneBlockAndDropsOutsideElements() {
    byte[] grf = Regs.file(2);
    for (int e = 0; e < 16; e++) {
      LittleEndian.put(grf, 2 * e, 2, 0xA00 + e);
    }
    LscBlock2d.store(memory, LscDataSize.D16, 3, 2, surface, 4, 3, grf, reg(0));
    assertEquals(0xA00, memory.readShort(BASE + 16 * 3 + 8));
    assertEquals(0xA01, memory.readShort(BASE + 16 * 3 + 10));
    assertEquals(0, memory.readShort(BASE + 16 * 3 + 12)); // column 6 is outside
    assertEquals(0, memory.readShort(BASE + 16 * 4 + 8)); // row 4 is outside
  }
}
