package jvisa.machine.message;

import static jvisa.machine.message.Regs.POISON;
import static jvisa.machine.message.Regs.POISON_DWORD;
import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jvisa.asm.isa.AtomicOperation;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.OutOfBoundsLog;
import jvisa.machine.memory.SharedLocalMemory;
import org.junit.jupiter.api.Test;

class LscMessagesTest {
  private static final long BASE = 0x7_0000_0000L;
  private final GlobalMemory memory = new GlobalMemory();
  private final OutOfBoundsLog log = new OutOfBoundsLog();
  private final BufferSurface buffer = new BufferSurface("bti 2", memory, BASE, 512, log);

  private void fillDwords() {
    for (int i = 0; i < 128; i++) {
      memory.writeInt(BASE + 4L * i, 0x100 + i);
    }
  }

  private static LscShape shape(String data, String address) {
    return LscShape.parse(data, LscAddressSize.parse(address), 1, 0);
  }

  @Test
  void d32LoadSimd16FromBti() {
    fillDwords();
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), Regs.ramp(16, 0, 8)); // lane i at dword 2i
    // lsc_load.ugm.ca.ca (M1, 16) V:d32 bti(0x2)[V]:a32, lanes 3 and 9 disabled
    LscMessages.vector(shape("d32", "a32"), 16)
        .walk(Direction.LOAD, buffer, 0xFDF7, grf, reg(0), 0, reg(2));
    long[] got = Regs.dwords(grf, reg(2), 16);
    for (int i = 0; i < 16; i++) {
      assertEquals(i == 3 || i == 9 ? POISON_DWORD : 0x100 + 2 * i, got[i], "lane " + i);
    }
  }

  @Test
  void vectorComponentsStartInNewRegisters() {
    fillDwords();
    byte[] grf = Regs.file(12);
    Regs.putDwords(grf, reg(0), Regs.ramp(16, 0, 16)); // lane i at dword 4i
    LscMessages.vector(shape("d32x4", "a32"), 16)
        .walk(Direction.LOAD, buffer, 0xFFFF, grf, reg(0), 0, reg(2));
    for (int v = 0; v < 4; v++) {
      assertArrayEquals(Regs.ramp(16, 0x100 + v, 4), Regs.dwords(grf, reg(2 + 2 * v), 16));
    }
    // SIMD8 d32x2: the second component is one register later (as IGC's V(1,0) reads it)
    byte[] simd8 = Regs.file(4);
    Regs.putDwords(simd8, reg(0), Regs.ramp(8, 0, 8));
    LscMessages.vector(shape("d32x2", "a32"), 8)
        .walk(Direction.LOAD, buffer, 0xFF, simd8, reg(0), 0, reg(1));
    assertArrayEquals(Regs.ramp(8, 0x100, 2), Regs.dwords(simd8, reg(1), 8));
    assertArrayEquals(Regs.ramp(8, 0x101, 2), Regs.dwords(simd8, reg(2), 8));
  }

  @Test
  void componentsOfNarrowMessagesArePaddedToWholeRegisters() {
    fillDwords();
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 12, 20);
    LscMessages.vector(shape("d32x2", "a32"), 2)
        .walk(Direction.LOAD, buffer, 0b11, grf, reg(0), 0, reg(1));
    assertArrayEquals(new long[] {0x103, 0x105}, Regs.dwords(grf, reg(1), 2));
    assertArrayEquals(new long[] {0x104, 0x106}, Regs.dwords(grf, reg(2), 2));
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(1) + 8, 4));
    Regs.putDwords(grf, reg(0), Regs.ramp(16, 0, 4));
    LscMessages.vector(shape("d8x2", "a32"), 16)
        .walk(Direction.LOAD, buffer, 0xFFFF, grf, reg(0), 0, reg(3)); // packed
    for (int i = 0; i < 16; i++) {
      assertEquals(i, grf[reg(3) + i]); // component 0: low byte of dword 0x100 + i
      assertEquals(1, grf[reg(4) + i]); // component 1, one register later: its second byte
    }
    assertEquals(POISON, grf[reg(3) + 16]);
  }

  @Test
  void convertingDataSizesZeroExtendOrUseTheHighHalf() {
    memory.writeLong(BASE, 0x8899_AABB_CCDD_EEFFL);
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 0, 1, 2, 3);
    LscMessages.vector(shape("d8c32", "a32"), 4)
        .walk(Direction.LOAD, buffer, 0xF, grf, reg(0), 0, reg(1));
    assertArrayEquals(new long[] {0xFF, 0xEE, 0xDD, 0xCC}, Regs.dwords(grf, reg(1), 4));
    LscMessages.vector(shape("d16u32", "a32"), 4)
        .walk(Direction.LOAD, buffer, 0xF, grf, reg(0), 0, reg(2));
    assertArrayEquals(new long[] {0xEEFF, 0xDDEE, 0xCCDD, 0xBBCC}, Regs.dwords(grf, reg(2), 4));
    LscMessages.vector(shape("d16c32h", "a32"), 1)
        .walk(Direction.LOAD, buffer, 0x1, grf, reg(0), 0, reg(3));
    assertEquals(0xEEFF_0000L, LittleEndian.get(grf, reg(3), 4));
    LscMessages.vector(shape("d16", "a32"), 4)
        .walk(Direction.LOAD, buffer, 0xF, grf, reg(0), 0, reg(4)); // packed words
    assertArrayEquals(new long[] {0xDDEE_EEFFL, 0xBBCC_CCDDL}, Regs.dwords(grf, reg(4), 2));
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(4) + 8, 4));
  }

  @Test
  void storesTakeTheLowBitsOfEachElement() {
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 0, 1, 2, 3);
    Regs.putDwords(grf, reg(1), 0x1234_5611L, 0x22, 0x33, 0x44);
    LscMessages.vector(shape("d8c32", "a32"), 4)
        .walk(Direction.STORE, buffer, 0b1011, grf, reg(0), 0, reg(1));
    assertEquals(0x4400_2211L, memory.readInt(BASE) & 0xFFFF_FFFFL);
    Regs.putDwords(grf, reg(2), 0xABCD_0000L);
    LscMessages.vector(shape("d16c32h", "a32"), 1)
        .walk(Direction.STORE, buffer, 1, grf, reg(0), 0, reg(2));
    assertEquals(0xABCD, memory.readShort(BASE) & 0xFFFF);
  }

  @Test
  void transposedLoadsFillConsecutiveElementsFromOneAddress() {
    fillDwords();
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 40);
    // lsc_load.ugm (M1_NM, 1) V:d32x8t bti[V]:a32
    LscMessages.vector(shape("d32x8t", "a32"), 1)
        .walk(Direction.LOAD, buffer, 1, grf, reg(0), 0, reg(1));
    assertArrayEquals(Regs.ramp(8, 0x10A, 1), Regs.dwords(grf, reg(1), 8));
    LscMessages.vector(shape("d64x2t", "a32"), 1)
        .walk(Direction.LOAD, buffer, 1, grf, reg(0), 0, reg(2));
    assertArrayEquals(new long[] {0x10B_0000_010AL, 0x10D_0000_010CL}, Regs.qwords(grf, reg(2), 2));
    LscMessages.vector(shape("d32x8t", "a32"), 1)
        .walk(Direction.LOAD, buffer, 0, grf, reg(0), 0, reg(3)); // masked off
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(3), 4));
  }

  @Test
  void transposedStoreOfQwordsToFlatA64Memory() {
    byte[] grf = Regs.file(8);
    long address = 0x1_2345_6780L;
    Regs.putQwords(grf, reg(0), address);
    Regs.putQwords(grf, reg(1), 0x1111_2222_3333_4444L);
    // lsc_store.ugm (M1_NM, 1) flat[V]:a64 V:d64t
    LscMessages.vector(shape("d64t", "a64"), 1)
        .walk(Direction.STORE, memory, 1, grf, reg(0), 0, reg(1));
    assertEquals(0x1111_2222_3333_4444L, memory.readLong(address));
  }

  @Test
  void scaleOffsetAndSignedAddresses() {
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 1, 2, 0xFFFF_FFFFL);
    Regs.putDwords(grf, reg(1), 7, 8, 9);
    LscShape scaled = new LscShape(LscDataSize.D32, 1, false, LscAddressSize.A32, 4, 0x10);
    LscMessages.vector(scaled, 2)
        .walk(Direction.STORE, buffer, 0b11, grf, reg(0), 0, reg(1)); // flat[0x4*V+0x10]
    assertEquals(7, memory.readInt(BASE + 0x14));
    assertEquals(8, memory.readInt(BASE + 0x18));
    // a32 wraps: 4 * 0xFFFFFFFF + 0x10 = 0xC (mod 2^32)
    LscMessages.vector(scaled, 4).walk(Direction.STORE, buffer, 0b100, grf, reg(0), 0, reg(1));
    assertEquals(9, memory.readInt(BASE + 0xC));
    // flat a32s sign-extends 4 * -1 to the 64-bit address -4; a32u zero-extends it
    memory.writeInt(-4L, 55);
    memory.writeInt(0xFFFF_FFFCL, 66);
    LscShape signed = new LscShape(LscDataSize.D32, 1, false, LscAddressSize.A32S, 4, 0);
    LscMessages.vector(signed, 4).walk(Direction.LOAD, memory, 0b100, grf, reg(0), 0, reg(2));
    assertEquals(55, LittleEndian.get(grf, reg(2) + 8, 4));
    LscShape unsigned = new LscShape(LscDataSize.D32, 1, false, LscAddressSize.A32U, 4, 0);
    LscMessages.vector(unsigned, 4).walk(Direction.LOAD, memory, 0b100, grf, reg(0), 0, reg(2));
    assertEquals(66, LittleEndian.get(grf, reg(2) + 8, 4));
  }

  @Test
  void outOfBoundsLanesOnBuffersReadZero() {
    fillDwords();
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, reg(0), 508, 510, 4096);
    LscMessages.vector(shape("d32", "a32"), 4)
        .walk(Direction.LOAD, buffer, 0b111, grf, reg(0), 0, reg(1));
    assertArrayEquals(new long[] {0x17F, 0, 0}, Regs.dwords(grf, reg(1), 3));
    assertEquals(2, log.count());
  }

  @Test
  void slmAccessOutsideItsSizeFaults() {
    SharedLocalMemory slm = new SharedLocalMemory(128);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, reg(0), 0, 124, 128);
    Regs.putDwords(grf, reg(1), 1, 2, 3);
    LscMessages.vector(shape("d32", "a32"), 2)
        .walk(Direction.STORE, slm, 0b11, grf, reg(0), 0, reg(1));
    assertEquals(2, slm.load(124, 4));
    MemoryFault fault =
        assertThrows(
            MemoryFault.class,
            () ->
                LscMessages.vector(shape("d32", "a32"), 4)
                    .walk(Direction.STORE, slm, 0b100, grf, reg(0), 0, reg(1)));
    assertEquals(128, fault.address());
    assertEquals(4, fault.bytes());
  }

  @Test
  void stridedAndQuadAccesses() {
    fillDwords();
    byte[] grf = Regs.file(12);
    Regs.putDwords(grf, reg(0), 8);
    LscMessages.strided(shape("d32x2", "a32"), 8)
        .walk(Direction.LOAD, buffer, 0xFF, grf, reg(0), 0, 8, reg(1));
    assertArrayEquals(Regs.ramp(8, 0x102, 2), Regs.dwords(grf, reg(1), 8));
    assertArrayEquals(Regs.ramp(8, 0x103, 2), Regs.dwords(grf, reg(2), 8));
    Regs.putDwords(grf, reg(0), Regs.ramp(8, 0, 16));
    LscMessages.quad(shape("d32", "a32"), ChannelMask.parseXyzw(".yw"), 8)
        .walk(Direction.LOAD, buffer, 0xFF, grf, reg(0), 0, reg(4));
    assertArrayEquals(Regs.ramp(8, 0x101, 4), Regs.dwords(grf, reg(4), 8));
    assertArrayEquals(Regs.ramp(8, 0x103, 4), Regs.dwords(grf, reg(5), 8));
    assertEquals(POISON, grf[reg(6)]);
    Regs.putDwords(grf, reg(7), Regs.ramp(8, 0x900, 1));
    LscMessages.quad(shape("d32", "a32"), 0b0100, 8)
        .walk(Direction.STORE, buffer, 0x1, grf, reg(0), 0, reg(7));
    assertEquals(0x900, memory.readInt(BASE + 8));
    assertEquals(0x101, memory.readInt(BASE + 4));
    Regs.putDwords(grf, reg(8), 100);
    LscMessages.strided(shape("d32", "a32"), 2)
        .walk(Direction.STORE, buffer, 0b11, grf, reg(8), 0, 64, reg(7));
    assertEquals(0x900, memory.readInt(BASE + 100));
    assertEquals(0x901, memory.readInt(BASE + 164));
  }

  @Test
  void atomicsReturnOldValuesAndCompareSrc1() {
    long counter = BASE + 0x40;
    memory.writeInt(counter, 5);
    byte[] grf = Regs.file(12);
    Regs.putQwords(grf, reg(0), counter, counter, counter, counter);
    Regs.putDwords(grf, reg(2), 5, 6, 6, 7); // src1: compared values
    Regs.putDwords(grf, reg(3), 10, 20, 30, 40); // src2: replacements
    // lsc_atomic_icas.ugm (M1, 4) V:d32 flat[V]:a64 V V
    LscMessages.atomic(shape("d32", "a64"), AtomicOp.of(AtomicOperation.fromLsc("icas")), 4)
        .walk(memory, 0xF, grf, reg(0), reg(2), reg(3), reg(4));
    assertArrayEquals(new long[] {5, 10, 10, 10}, Regs.dwords(grf, reg(4), 4));
    assertEquals(10, memory.readInt(counter));
    LscMessages.atomic(shape("d32", "a64"), AtomicOp.of(AtomicOperation.fromLsc("store")), 1)
        .walk(memory, 1, grf, reg(0), reg(3), Payload.NULL, reg(5));
    assertEquals(10, LittleEndian.get(grf, reg(5), 4));
    assertEquals(10, memory.readInt(counter));
    LscMessages.atomic(shape("d32", "a64"), AtomicOp.of(AtomicOperation.fromLsc("iinc")), 4)
        .walk(memory, 0b1011, grf, reg(0), Payload.NULL, Payload.NULL, Payload.NULL);
    assertEquals(13, memory.readInt(counter));
  }

  @Test
  void atomicsOnSlmWithSixtyFourAndSixteenBitData() {
    SharedLocalMemory slm = new SharedLocalMemory(64);
    slm.store(8, 8, -5L);
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 8);
    Regs.putQwords(grf, reg(1), 3);
    LscMessages.atomic(shape("d64", "a32"), AtomicOp.of(AtomicOperation.fromLsc("smin")), 1)
        .walk(slm, 1, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertEquals(-5L, LittleEndian.get(grf, reg(2), 8));
    assertEquals(-5L, slm.load(8, 8));
    LscMessages.atomic(shape("d64", "a32"), AtomicOp.of(AtomicOperation.fromLsc("umin")), 1)
        .walk(slm, 1, grf, reg(0), reg(1), Payload.NULL, reg(2));
    assertEquals(3, slm.load(8, 8));
    Regs.putDwords(grf, reg(3), 0xFFFF_0001L);
    LscMessages.atomic(shape("d16u32", "a32"), AtomicOp.of(AtomicOperation.fromLsc("iadd")), 1)
        .walk(slm, 1, grf, reg(0), reg(3), Payload.NULL, reg(4));
    assertEquals(3, LittleEndian.get(grf, reg(4), 4));
    assertEquals(4, slm.load(8, 8));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            LscMessages.atomic(shape("d8", "a32"), AtomicOp.ADD, 1)
                .walk(slm, 1, grf, reg(0), reg(3), Payload.NULL, reg(4)));
  }

  @Test
  void shapeParsing() {
    LscShape s = LscShape.parse(":d32x16t", LscAddressSize.A32, 0, 0);
    assertEquals(LscDataSize.D32, s.data());
    assertEquals(16, s.vectorSize());
    assertEquals(true, s.transposed());
    assertEquals(1, s.scale());
    assertThrows(
        IllegalArgumentException.class, () -> LscShape.parse("d32x5", LscAddressSize.A32, 1, 0));
    assertThrows(
        IllegalArgumentException.class, () -> LscShape.parse("d24", LscAddressSize.A32, 1, 0));
  }
}
