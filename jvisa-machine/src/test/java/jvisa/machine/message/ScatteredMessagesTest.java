package jvisa.machine.message;

import static jvisa.machine.message.Regs.POISON_DWORD;
import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.OutOfBoundsLog;
import jvisa.machine.memory.SharedLocalMemory;
import org.junit.jupiter.api.Test;

class ScatteredMessagesTest {
  private static final long BASE = 0x4_0000_0000L;
  private final GlobalMemory memory = new GlobalMemory();
  private final OutOfBoundsLog log = new OutOfBoundsLog();
  private final BufferSurface buffer = new BufferSurface("buf", memory, BASE, 1024, log);

  private void fillBytes() {
    for (int i = 0; i < 1024; i++) {
      memory.writeByte(BASE + i, i * 3 + 1);
    }
  }

  private static long bytesAt(int... values) {
    long v = 0;
    for (int i = 0; i < values.length; i++) {
      v |= (long) (values[i] & 0xFF) << (8 * i);
    }
    return v;
  }

  @Test
  void gatherScaledZeroExtendsOneTwoAndFourBytes() {
    fillBytes();
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 0, 5, 1001, 2000, 7, 8, 9, 10);
    ScatteredMessages.scaled(1, 8).walk(Direction.LOAD, buffer, 0xFF, grf, reg(0), 0, reg(1));
    assertArrayEquals(
        new long[] {1, 16, (1001 * 3 + 1) & 0xFF, 0, 22, 25, 28, 31}, Regs.dwords(grf, reg(1), 8));
    ScatteredMessages.scaled(2, 8).walk(Direction.LOAD, buffer, 0x3, grf, reg(0), 0, reg(2));
    assertEquals(bytesAt(1, 4), LittleEndian.get(grf, reg(2), 4));
    assertEquals(bytesAt(16, 19), LittleEndian.get(grf, reg(2) + 4, 4));
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(2) + 8, 4)); // lane 2 disabled
    ScatteredMessages.scaled(4, 1)
        .walk(Direction.LOAD, buffer, 0x1, grf, reg(0) + 4, 2, reg(3)); // offset 5 + 2
    assertEquals(bytesAt(22, 25, 28, 31), LittleEndian.get(grf, reg(3), 4));
    assertEquals(1, log.count()); // lane 3 at offset 2000 was out of bounds
  }

  @Test
  void scatterScaledWritesLowBytesOfEnabledLanesOnly() {
    byte[] grf = Regs.file(8);
    Regs.putDwords(
        grf, reg(0), 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150);
    Regs.putDwords(grf, reg(2), Regs.ramp(16, 0x1234_5600, 1));
    int holes = 0b1010_0101_1111_0011;
    ScatteredMessages.scaled(2, 16).walk(Direction.STORE, buffer, holes, grf, reg(0), 4, reg(2));
    for (int i = 0; i < 16; i++) {
      long expected = (holes >> i & 1) != 0 ? 0x5600 + i : 0;
      assertEquals(expected, memory.readShort(BASE + 4 + 10L * i) & 0xFFFF, "lane " + i);
    }
    assertEquals(0, memory.readByte(BASE + 6)); // only two bytes written
  }

  @Test
  void legacyGatherAndScatterCountOffsetsInElements() {
    fillBytes();
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 0, 1, 2, 3, 4, 5, 6, 7);
    ScatteredMessages.elements(2, 8)
        .walk(Direction.LOAD, buffer, 0xFF, grf, reg(0), 10, reg(1)); // bytes 20 + 2i
    for (int i = 0; i < 8; i++) {
      int b = 20 + 2 * i;
      assertEquals(bytesAt(b * 3 + 1, b * 3 + 4), LittleEndian.get(grf, reg(1) + 4 * i, 4));
    }
    Regs.putDwords(grf, reg(2), Regs.ramp(8, 0xABCD_0000L, 0x11));
    ScatteredMessages.elements(4, 8)
        .walk(Direction.STORE, buffer, 0b1000_0001, grf, reg(0), 100, reg(2));
    assertEquals(0xABCD_0000, memory.readInt(BASE + 400));
    assertEquals(0xABCD_0077, memory.readInt(BASE + 428));
    assertEquals(
        bytesAt(404 * 3 + 1, 405 * 3 + 1, 406 * 3 + 1, 407 * 3 + 1),
        memory.readInt(BASE + 404) & 0xFFFF_FFFFL);
  }

  @Test
  void gather4ScaledPutsEachEnabledChannelInItsOwnRegisters() {
    for (int i = 0; i < 256; i++) {
      memory.writeInt(BASE + 4L * i, 1000 + i);
    }
    byte[] grf = Regs.file(12);
    // SIMD16, lane i at byte 16*i: dwords 4i (R), 4i+1 (G), 4i+2 (B), 4i+3 (A)
    Regs.putDwords(grf, reg(0), Regs.ramp(16, 0, 16));
    ScatteredMessages.scaled4(ChannelMask.parseRgba("RB"), 16)
        .walk(Direction.LOAD, buffer, 0xFFFF, grf, reg(0), 0, reg(2));
    assertArrayEquals(Regs.ramp(16, 1000, 4), Regs.dwords(grf, reg(2), 16)); // R: registers 2-3
    assertArrayEquals(Regs.ramp(16, 1002, 4), Regs.dwords(grf, reg(4), 16)); // B: registers 4-5
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(6), 4));
    // SIMD8 RGBA with a global offset: four single registers
    ScatteredMessages.scaled4(0xF, 8)
        .walk(Direction.LOAD, buffer, 0b0110_0110, grf, reg(0), 32, reg(6));
    assertEquals(
        1008 + 4 + 0, LittleEndian.get(grf, reg(6) + 4, 4)); // lane 1: byte 16 + 32 -> dword 12
    assertEquals(1008 + 4 + 1, LittleEndian.get(grf, reg(7) + 4, 4));
    assertEquals(1008 + 4 + 3, LittleEndian.get(grf, reg(9) + 4, 4));
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(6), 4)); // lane 0 disabled
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(9) + 12, 4)); // lane 3 disabled
  }

  @Test
  void gather4ScaledBelowSimd8StillStartsChannelsInNewRegisters() {
    memory.writeInt(BASE + 8, 5);
    memory.writeInt(BASE + 12, 6);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, 0, 8);
    ScatteredMessages.scaled4(0x3, 1).walk(Direction.LOAD, buffer, 1, grf, 0, 0, reg(1));
    assertEquals(5, LittleEndian.get(grf, reg(1), 4));
    assertEquals(6, LittleEndian.get(grf, reg(2), 4));
  }

  @Test
  void scatter4ScaledIsTheInverseLayoutAndDropsOutOfBounds() {
    byte[] grf = Regs.file(12);
    Regs.putDwords(grf, reg(0), 0, 8, 16, 24, 32, 40, 48, 1020);
    Regs.putDwords(grf, reg(1), Regs.ramp(8, 0x100, 1)); // R
    Regs.putDwords(grf, reg(2), Regs.ramp(8, 0x200, 1)); // G
    ScatteredMessages.scaled4(0x3, 8).walk(Direction.STORE, buffer, 0xFF, grf, reg(0), 0, reg(1));
    for (int i = 0; i < 7; i++) {
      assertEquals(0x100 + i, memory.readInt(BASE + 8L * i));
      assertEquals(0x200 + i, memory.readInt(BASE + 8L * i + 4));
    }
    assertEquals(0x107, memory.readInt(BASE + 1020)); // R inside, G at 1024 dropped
    assertEquals(0, memory.readInt(BASE + 1024));
    assertEquals(1, log.count());
  }

  @Test
  void simd32ScaledMessagesOnSlm() {
    SharedLocalMemory slm = new SharedLocalMemory(256);
    byte[] grf = Regs.file(12);
    Regs.putDwords(grf, reg(0), Regs.ramp(32, 0, 4));
    Regs.putDwords(grf, reg(4), Regs.ramp(32, 500, 3));
    ScatteredMessages.scaled4(0x1, 32).walk(Direction.STORE, slm, -1, grf, reg(0), 0, reg(4));
    ScatteredMessages.scaled(4, 32).walk(Direction.LOAD, slm, 0x8000_0001, grf, reg(0), 0, reg(8));
    assertEquals(500, LittleEndian.get(grf, reg(8), 4));
    assertEquals(500 + 31 * 3, LittleEndian.get(grf, reg(8) + 124, 4));
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(8) + 4, 4));
    Regs.putDwords(grf, reg(0), 256);
    assertThrows(
        MemoryFault.class,
        () -> ScatteredMessages.scaled(1, 1).walk(Direction.LOAD, slm, 1, grf, reg(0), 0, reg(8)));
  }

  @Test
  void qwordGatherAndScatterPadBlocksToSimd8() {
    byte[] grf = Regs.file(16);
    Regs.putDwords(grf, reg(0), 0, 64, 128, 200);
    Regs.putQwords(grf, reg(1), 0x11, 0x22, 0x33, 0x44); // block 0, lanes 0-3
    Regs.putQwords(grf, reg(3), 0x55, 0x66, 0x77, 0x88); // block 1 starts after 8 lanes
    ScatteredMessages.qwords(2, 4).walk(Direction.STORE, buffer, 0b1111, grf, reg(0), 0, reg(1));
    assertEquals(0x11, memory.readLong(BASE));
    assertEquals(0x55, memory.readLong(BASE + 8));
    assertEquals(0x88, memory.readLong(BASE + 208)); // offset 200 -> 200
    byte[] out = Regs.file(16);
    Regs.putDwords(out, reg(0), 64, 0, 129);
    ScatteredMessages.qwords(2, 2).walk(Direction.LOAD, buffer, 0b11, out, reg(0), 0, reg(1));
    assertArrayEquals(new long[] {0x22, 0x11}, Regs.qwords(out, reg(1), 2));
    assertArrayEquals(new long[] {0x66, 0x55}, Regs.qwords(out, reg(3), 2));
  }
}
