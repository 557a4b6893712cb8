package jvisa.machine.message;

import static jvisa.machine.message.Regs.POISON_DWORD;
import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jvisa.asm.isa.AtomicOperation;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.OutOfBoundsLog;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.machine.memory.SurfaceFormat;
import org.junit.jupiter.api.Test;

class AtomicMessagesTest {
  private static final long BASE = 0x6_0000_0000L;
  private final GlobalMemory memory = new GlobalMemory();

  @Test
  void dwordAtomicAddOnSlmReturnsOldValuesInLaneOrder() {
    SharedLocalMemory slm = new SharedLocalMemory(64);
    slm.store(8, 4, 100);
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 8, 8, 8, 8, 12, 8, 8, 8); // lanes 0-3 and 5-7 share offset 8
    Regs.putDwords(grf, reg(1), Regs.ramp(8, 1, 1));
    // dword_atomic.add (M1, 8) %slm offsets src0 %null dst, lane 6 disabled
    AtomicMessages.dword(AtomicOp.ADD, 4, 8)
        .walk(slm, 0b1011_1111, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertArrayEquals(
        new long[] {100, 101, 103, 106, 0, 110, POISON_DWORD, 116}, Regs.dwords(grf, reg(2), 8));
    assertEquals(124, slm.load(8, 4));
    assertEquals(5, slm.load(12, 4));
  }

  @Test
  void dwordAtomicIncWithoutSourcesOrDestination() {
    SharedLocalMemory slm = new SharedLocalMemory(16);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, reg(0), 0, 4, 0, 4);
    AtomicMessages.dword(AtomicOp.INC, 4, 4)
        .walk(slm, 0xF, grf, reg(0), Payload.NULL, Payload.NULL, Payload.NULL);
    assertEquals(2, slm.load(0, 4));
    assertEquals(2, slm.load(4, 4));
  }

  @Test
  void dwordAtomicSignedMinAndSlmFault() {
    SharedLocalMemory slm = new SharedLocalMemory(16);
    slm.store(0, 4, 5);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, reg(0), 0, 0);
    Regs.putDwords(grf, reg(1), 0xFFFF_FFF0L, 7); // -16, 7
    AtomicMessages.dword(AtomicOp.of(AtomicOperation.fromLegacy("minsint")), 4, 2)
        .walk(slm, 0b11, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertArrayEquals(new long[] {5, 0xFFFF_FFF0L}, Regs.dwords(grf, reg(2), 2));
    assertEquals(0xFFFF_FFF0L, slm.load(0, 4));
    Regs.putDwords(grf, reg(0), 16);
    assertThrows(
        MemoryFault.class,
        () ->
            AtomicMessages.dword(AtomicOp.ADD, 4, 1)
                .walk(slm, 1, grf, reg(0), reg(1), Payload.NULL, reg(2)));
  }

  @Test
  void dwordAtomicOutOfBoundsOnBufferReturnsZeroAndWritesNothing() {
    OutOfBoundsLog log = new OutOfBoundsLog();
    BufferSurface buffer = new BufferSurface("buf", memory, BASE, 8, log);
    memory.writeInt(BASE + 8, 77);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, reg(0), 8);
    Regs.putDwords(grf, reg(1), 1);
    AtomicMessages.dword(AtomicOp.ADD, 4, 1)
        .walk(buffer, 1, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertEquals(0, LittleEndian.get(grf, reg(2), 4));
    assertEquals(77, memory.readInt(BASE + 8));
    assertEquals(1, log.count());
  }

  @Test
  void sixteenBitAtomicsUseTheLowHalfOfEachDword() {
    SharedLocalMemory slm = new SharedLocalMemory(16);
    slm.store(0, 4, 0xAAAA_FFFEL);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, reg(0), 0);
    Regs.putDwords(grf, reg(1), 0x1234_0003L); // only 0x0003 is used
    AtomicMessages.dword(AtomicOp.ADD, 2, 1)
        .walk(slm, 1, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertEquals(0xFFFE, LittleEndian.get(grf, reg(2), 4)); // old value, zero-extended
    assertEquals(0xAAAA_0001L, slm.load(0, 4)); // wrapped in 16 bits, upper half untouched
  }

  @Test
  void svmCompareExchangeStoresSrc0WhereMemoryEqualsSrc1() {
    memory.writeInt(BASE, 10);
    memory.writeInt(BASE + 4, 20);
    byte[] grf = Regs.file(8);
    Regs.putQwords(grf, reg(0), BASE, BASE + 4);
    Regs.putDwords(grf, reg(2), 99, 98); // src0: new values
    Regs.putDwords(grf, reg(3), 10, 21); // src1: compared values
    // svm_atomic.cmpxchg (M1, 2) addresses dst src0 src1
    AtomicMessages.svm(AtomicOp.of(AtomicOperation.fromLegacy("cmpxchg")), 4, 2)
        .walk(memory, 0b11, grf, reg(0), reg(2), reg(3), reg(4));
    assertArrayEquals(new long[] {10, 20}, Regs.dwords(grf, reg(4), 2));
    assertEquals(99, memory.readInt(BASE));
    assertEquals(20, memory.readInt(BASE + 4));
  }

  @Test
  void fcmpwrStoresSrc1WhereMemoryEqualsSrc0() {
    memory.writeFloat(BASE, 1.5f);
    byte[] grf = Regs.file(8);
    Regs.putQwords(grf, reg(0), BASE);
    Regs.putDwords(grf, reg(2), Float.floatToRawIntBits(1.5f));
    Regs.putDwords(grf, reg(3), Float.floatToRawIntBits(8.0f));
    AtomicMessages.svm(AtomicOp.of(AtomicOperation.fromLegacy("fcmpwr")), 4, 1)
        .walk(memory, 1, grf, reg(0), reg(2), reg(3), reg(4));
    assertEquals(8.0f, memory.readFloat(BASE));
    assertEquals(Float.floatToRawIntBits(1.5f), (int) LittleEndian.get(grf, reg(4), 4));
  }

  @Test
  void svmSixtyFourBitAtomicsUseQwordSlots() {
    memory.writeLong(BASE + 16, 0x1_0000_0000L);
    byte[] grf = Regs.file(8);
    Regs.putQwords(grf, reg(0), BASE + 16, BASE + 16);
    Regs.putQwords(grf, reg(1), 0xFFFF_FFFFL, 5);
    AtomicMessages.svm(AtomicOp.ADD, 8, 2)
        .walk(memory, 0b11, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertArrayEquals(new long[] {0x1_0000_0000L, 0x1_FFFF_FFFFL}, Regs.qwords(grf, reg(2), 2));
    assertEquals(0x2_0000_0004L, memory.readLong(BASE + 16));
  }

  @Test
  void predecReturnsTheNewValueAndUnsignedMaxCompares() {
    memory.writeInt(BASE, 0);
    byte[] grf = Regs.file(8);
    Regs.putQwords(grf, reg(0), BASE);
    AtomicMessages.svm(AtomicOp.PREDEC, 4, 1)
        .walk(memory, 1, grf, reg(0), Payload.NULL, Payload.NULL, reg(2));
    assertEquals(0xFFFF_FFFFL, LittleEndian.get(grf, reg(2), 4));
    Regs.putDwords(grf, reg(1), 7);
    AtomicMessages.svm(AtomicOp.UMAX, 4, 1)
        .walk(memory, 1, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertEquals(0xFFFF_FFFFL, LittleEndian.get(grf, reg(2), 4));
    assertEquals(-1, memory.readInt(BASE));
  }

  @Test
  void typedAtomicUpdatesPixelsAndIgnoresOutOfBoundsOnes() {
    ImageSurface image = ImageSurface.packed2d("img", memory, BASE, SurfaceFormat.R32_UINT, 4, 4);
    memory.writeInt(BASE + (2 * 4 + 1) * 4, 40);
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 1, 9); // u
    Regs.putDwords(grf, reg(1), 2, 0); // v
    Regs.putDwords(grf, reg(2), 3, 3); // src0
    AtomicMessages.typed(AtomicOp.ADD, 4, 2)
        .walkPixels(
            image,
            0b11,
            grf,
            reg(0),
            reg(1),
            Payload.NULL,
            Payload.NULL,
            reg(2),
            Payload.NULL,
            reg(3));
    assertArrayEquals(new long[] {40, 0}, Regs.dwords(grf, reg(3), 2));
    assertEquals(43, memory.readInt(BASE + (2 * 4 + 1) * 4));
    Regs.putDwords(grf, reg(4), 43, 0); // src1: compared value
    Regs.putDwords(grf, reg(2), 50, 0); // src0: replacement
    AtomicMessages.typed(AtomicOp.CMPXCHG, 4, 1)
        .walkPixels(
            image, 1, grf, reg(0), reg(1), Payload.NULL, Payload.NULL, reg(2), reg(4), reg(3));
    assertEquals(43, LittleEndian.get(grf, reg(3), 4));
    assertEquals(50, memory.readInt(BASE + (2 * 4 + 1) * 4));
  }
}
