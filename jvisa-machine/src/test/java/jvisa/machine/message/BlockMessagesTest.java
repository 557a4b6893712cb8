package jvisa.machine.message;

import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.SharedLocalMemory;
import org.junit.jupiter.api.Test;

class BlockMessagesTest {
  private final GlobalMemory memory = new GlobalMemory();
  private final BufferSurface buffer = new BufferSurface("buf", memory, 0x10000, 256, null);

  private void fillBuffer() {
    for (int i = 0; i < 256 / 4; i++) {
      memory.writeInt(0x10000 + 4L * i, 100 + i);
    }
  }

  @Test
  void owordLoadOffsetCountsOwords() {
    fillBuffer();
    byte[] grf = Regs.file(4);
    // oword_ld (2) surface 3 dst: bytes 48..79 = dwords 12..19
    BlockMessages.owordLoad(buffer, 2, 3, grf, reg(1));
    assertArrayEquals(Regs.ramp(8, 112, 1), Regs.dwords(grf, reg(1), 8));
    assertEquals(Regs.POISON_DWORD, LittleEndian.get(grf, reg(2), 4));
  }

  @Test
  void owordLoadUnalignedOffsetCountsBytes() {
    fillBuffer();
    byte[] grf = Regs.file(4);
    BlockMessages.owordLoadUnaligned(buffer, 1, 20, grf, reg(0));
    assertArrayEquals(new long[] {105, 106, 107, 108}, Regs.dwords(grf, 0, 4));
    MemoryFault f =
        assertThrows(
            MemoryFault.class, () -> BlockMessages.owordLoadUnaligned(buffer, 1, 23, grf, reg(0)));
    assertTrue(f.getMessage().contains("misaligned block access"), f.getMessage());
  }

  @Test
  void owordBlocksPastTheBufferEndReadZeroPerDword() {
    fillBuffer();
    byte[] grf = Regs.file(4);
    BlockMessages.owordLoad(buffer, 4, 15, grf, reg(0)); // bytes 240..303, buffer ends at 256
    assertArrayEquals(
        new long[] {160, 161, 162, 163, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
        Regs.dwords(grf, 0, 16));
  }

  @Test
  void owordStoreWritesEveryDwordAndDropsOutOfBounds() {
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, reg(2), Regs.ramp(8, 1, 1));
    BlockMessages.owordStore(buffer, 2, 15, grf, reg(2)); // 16 bytes inside, 16 outside
    assertEquals(1, memory.readInt(0x10000 + 240));
    assertEquals(4, memory.readInt(0x10000 + 252));
    assertEquals(0, memory.readInt(0x10000 + 256));
  }

  @Test
  void owordOnSlmFaultsOutsideIt() {
    SharedLocalMemory slm = new SharedLocalMemory(64);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, 0, Regs.ramp(8, 7, 7));
    BlockMessages.owordStore(slm, 2, 2, grf, 0);
    assertEquals(7, slm.load(32, 4));
    assertEquals(56, slm.load(60, 4));
    assertThrows(MemoryFault.class, () -> BlockMessages.owordLoad(slm, 2, 3, grf, 0));
  }

  @Test
  void svmBlockLoadAndStoreUse64BitAddresses() {
    long address = 0x3_0000_0100L;
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(4), Regs.ramp(16, 0xA0, 1));
    BlockMessages.svmBlockStore(memory, 4, address, grf, reg(4));
    assertEquals(0xAF, memory.readInt(address + 60));
    BlockMessages.svmBlockLoad(memory, 2, false, address + 0x10, grf, reg(0));
    assertArrayEquals(Regs.ramp(8, 0xA4, 1), Regs.dwords(grf, 0, 8));
    assertThrows(
        MemoryFault.class,
        () -> BlockMessages.svmBlockLoad(memory, 2, false, address + 0x1C, grf, reg(0)));
    assertThrows(
        MemoryFault.class, () -> BlockMessages.svmBlockStore(memory, 1, address + 4, grf, reg(0)));
    BlockMessages.svmBlockLoad(memory, 1, true, address + 0x1C, grf, reg(0));
    assertArrayEquals(Regs.ramp(4, 0xA7, 1), Regs.dwords(grf, 0, 4));
  }

  @Test
  void rejectsBadBlockSizes() {
    byte[] grf = Regs.file(4);
    assertThrows(
        IllegalArgumentException.class, () -> BlockMessages.owordLoad(buffer, 3, 0, grf, 0));
  }
}
