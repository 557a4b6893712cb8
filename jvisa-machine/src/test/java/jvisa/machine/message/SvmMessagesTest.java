package jvisa.machine.message;

import static jvisa.machine.message.Regs.POISON;
import static jvisa.machine.message.Regs.POISON_DWORD;
import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import org.junit.jupiter.api.Test;

class SvmMessagesTest {
  private static final long BASE = 0x9_0000_0000L;
  private final GlobalMemory memory = new GlobalMemory();

  private void fillDwords(int count) {
    for (int i = 0; i < count; i++) {
      memory.writeInt(BASE + 4L * i, 0x1000 + i);
    }
  }

  @Test
  void gatherOfTwoDwordBlocksSimd16() {
    fillDwords(64);
    byte[] grf = Regs.file(12);
    Regs.putQwords(grf, reg(0), Regs.ramp(16, BASE, 8)); // lane i reads dwords 2i, 2i+1
    SvmMessages.blocks(4, 2, 16).walk(Direction.LOAD, memory, 0xFFFF, grf, reg(0), 0, reg(4));
    assertArrayEquals(Regs.ramp(16, 0x1000, 2), Regs.dwords(grf, reg(4), 16)); // block 0
    assertArrayEquals(Regs.ramp(16, 0x1001, 2), Regs.dwords(grf, reg(6), 16)); // block 1
  }

  @Test
  void gatherPadsBlocksToSimd8AndSkipsDisabledLanes() {
    fillDwords(64);
    byte[] grf = Regs.file(12);
    Regs.putQwords(grf, reg(0), BASE + 16, BASE + 32);
    SvmMessages.blocks(8, 2, 2).walk(Direction.LOAD, memory, 0b10, grf, reg(0), 0, reg(2));
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(2), 4)); // lane 0 disabled
    assertEquals(0x1009_0000_1008L, LittleEndian.get(grf, reg(2) + 8, 8)); // lane 1 block 0
    assertEquals(
        0x100B_0000_100AL, LittleEndian.get(grf, reg(4) + 8, 8)); // block 1: 8 qwords later
  }

  @Test
  void byteGatherFillsFourOrEightByteSlots() {
    for (int i = 0; i < 64; i++) {
      memory.writeByte(BASE + i, 0x40 + i);
    }
    byte[] grf = Regs.file(8);
    Regs.putQwords(grf, reg(0), BASE + 3, BASE + 10);
    SvmMessages.blocks(1, 2, 2).walk(Direction.LOAD, memory, 0b11, grf, reg(0), 0, reg(2));
    assertEquals(0x0000_4443L, LittleEndian.get(grf, reg(2), 4));
    assertEquals(0x0000_4B4AL, LittleEndian.get(grf, reg(2) + 4, 4));
    SvmMessages.blocks(1, 8, 2).walk(Direction.LOAD, memory, 0b11, grf, reg(0), 0, reg(3));
    assertEquals(0x4A49_4847_4645_4443L, LittleEndian.get(grf, reg(3), 8));
    assertEquals(0x5150_4F4E_4D4C_4B4AL, LittleEndian.get(grf, reg(3) + 8, 8));
  }

  @Test
  void scatterOfOneDwordBlockSimd8WithHoles() {
    byte[] grf = Regs.file(8);
    Regs.putQwords(grf, reg(0), Regs.ramp(8, BASE + 0x100, 4));
    Regs.putDwords(grf, reg(2), Regs.ramp(8, 0xD0, 1));
    SvmMessages.blocks(4, 1, 8).walk(Direction.STORE, memory, 0b0101_0011, grf, reg(0), 0, reg(2));
    long[] expected = {0xD0, 0xD1, 0, 0, 0xD4, 0, 0xD6, 0};
    for (int i = 0; i < 8; i++) {
      assertEquals(expected[i], memory.readInt(BASE + 0x100 + 4L * i) & 0xFFFF_FFFFL, "lane " + i);
    }
  }

  @Test
  void scatterOfTwoDwordBlocksSimd16StoresAnUlongPerLane() {
    byte[] grf = Regs.file(12);
    Regs.putQwords(grf, reg(0), Regs.ramp(16, BASE, 8));
    Regs.putDwords(grf, reg(4), Regs.ramp(16, 0xA00, 1)); // low halves
    Regs.putDwords(grf, reg(6), Regs.ramp(16, 0xB00, 1)); // high halves
    SvmMessages.blocks(4, 2, 16).walk(Direction.STORE, memory, 0xFFFF, grf, reg(0), 0, reg(4));
    for (int i = 0; i < 16; i++) {
      assertEquals(((0xB00L + i) << 32) | (0xA00 + i), memory.readLong(BASE + 8L * i));
    }
  }

  @Test
  void byteScatterWritesOnlyItsBlocks() {
    byte[] grf = Regs.file(4);
    Regs.putQwords(grf, reg(0), BASE + 5);
    Regs.putDwords(grf, reg(1), 0x4433_2211L);
    SvmMessages.blocks(1, 2, 1).walk(Direction.STORE, memory, 1, grf, reg(0), 0, reg(1));
    assertEquals(0x2211, memory.readInt(BASE + 5));
  }

  @Test
  void gather4ScaledAndScatter4ScaledUseA64BasePlusOffsets() {
    byte[] grf = Regs.file(12);
    Regs.putQwords(grf, reg(0), Regs.ramp(8, 0, 16));
    Regs.putDwords(grf, reg(2), Regs.ramp(8, 0x10, 1)); // R
    Regs.putDwords(grf, reg(3), Regs.ramp(8, 0x20, 1)); // G
    Regs.putDwords(grf, reg(4), Regs.ramp(8, 0x40, 1)); // A
    SvmMessages.scaled4(0b1011, 8).walk(Direction.STORE, memory, 0xFF, grf, reg(0), BASE, reg(2));
    assertEquals(0x13, memory.readInt(BASE + 48));
    assertEquals(0x23, memory.readInt(BASE + 52));
    assertEquals(0, memory.readInt(BASE + 56));
    assertEquals(0x43, memory.readInt(BASE + 60));
    byte[] out = Regs.file(8);
    Regs.putQwords(out, reg(0), Regs.ramp(8, 0, 16));
    SvmMessages.scaled4(0b1000, 8)
        .walk(Direction.LOAD, memory, 0b1111_0000, out, reg(0), BASE, reg(2));
    assertEquals(POISON, out[reg(2)]);
    assertArrayEquals(new long[] {0x44, 0x45, 0x46, 0x47}, Regs.dwords(out, reg(2) + 16, 4));
  }
}
