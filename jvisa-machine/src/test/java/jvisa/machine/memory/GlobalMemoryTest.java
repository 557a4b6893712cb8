package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GlobalMemoryTest {
  private final GlobalMemory memory = new GlobalMemory();

  @Test
  void unwrittenMemoryReadsZeroAndAllocatesNothing() {
    assertEquals(0, memory.readLong(0x1234_5678_9ABCL));
    assertEquals(0, memory.load(-8, 8));
    assertEquals(0, memory.allocatedBytes());
  }

  @Test
  void valuesAreLittleEndian() {
    memory.writeInt(0x100, 0x11223344);
    assertEquals(0x44, memory.readByte(0x100));
    assertEquals(0x3344, memory.readShort(0x100));
    assertEquals(0x11, memory.readByte(0x103));
    memory.writeLong(0x200, 0x0102030405060708L);
    assertEquals(0x05060708, memory.readInt(0x200));
    assertEquals(0x01020304, memory.readInt(0x204));
    memory.writeFloat(0x300, 1.5f);
    assertEquals(0x3FC00000, memory.readInt(0x300));
    memory.writeDouble(0x308, -2.0);
    assertEquals(-2.0, memory.readDouble(0x308));
  }

  @Test
  void loadsAreZeroExtended() {
    memory.writeByte(0x10, 0xF0);
    memory.writeShort(0x20, 0x8001);
    memory.writeInt(0x30, 0x8000_0000);
    assertEquals(0xF0L, memory.load(0x10, 1));
    assertEquals(0x8001L, memory.load(0x20, 2));
    assertEquals(0x8000_0000L, memory.load(0x30, 4));
  }

  @Test
  void addressesAboveFourGigabytesAreDistinctFromLowOnes() {
    long high = 0x7_0000_0010L;
    memory.writeInt(high, 7);
    memory.writeInt(0x10, 3);
    memory.writeInt(0xFFFF_FFFF_FFFF_FFF0L, 9);
    assertEquals(7, memory.readInt(high));
    assertEquals(3, memory.readInt(0x10));
    assertEquals(9, memory.readInt(-16));
    assertEquals(0, memory.readInt(high + 0x1_0000_0000L));
    assertEquals(3 * GlobalMemory.PAGE_SIZE, memory.allocatedBytes());
  }

  @Test
  void accessesMayStraddlePagesAndChunks() {
    long pageEnd = 5L * GlobalMemory.PAGE_SIZE - 3;
    memory.writeLong(pageEnd, 0x1122_3344_5566_7788L);
    assertEquals(0x1122_3344_5566_7788L, memory.readLong(pageEnd));
    assertEquals(0x88, memory.readByte(pageEnd) & 0xFF);
    assertEquals(0x11, memory.readByte(pageEnd + 7));
    long chunkEnd = 0x1_0000_0000L - 2;
    memory.writeInt(chunkEnd, 0xAABBCCDD);
    assertEquals(0xAABBCCDD, memory.readInt(chunkEnd));
    assertEquals(0xAABB, memory.readShort(0x1_0000_0000L) & 0xFFFF);
  }

  @Test
  void bulkCopiesCrossPagesAndFillGapsWithZero() {
    byte[] data = new byte[3 * GlobalMemory.PAGE_SIZE];
    for (int i = 0; i < data.length; i++) {
      data[i] = (byte) (i * 7 + 1);
    }
    long at = GlobalMemory.PAGE_SIZE - 100;
    memory.write(at, data, 0, data.length);
    assertArrayEquals(data, memory.read(at, data.length));
    byte[] window = memory.read(at - 4, 8);
    assertArrayEquals(new byte[] {0, 0, 0, 0, data[0], data[1], data[2], data[3]}, window);
    byte[] untouched = memory.read(0x9_0000_0000L, 5);
    assertArrayEquals(new byte[5], untouched);
  }

  @Test
  void allocateAlignsAndNeverOverlaps() {
    GlobalMemory m = new GlobalMemory(0x1000);
    long a = m.allocate(10, 64);
    long b = m.allocate(1, 256);
    long c = m.allocate(0, 8);
    assertEquals(0x1000, a);
    assertEquals(0x1100, b);
    assertEquals(0x1108, c);
    assertThrows(IllegalArgumentException.class, () -> m.allocate(4, 3));
    assertEquals(GlobalMemory.DEFAULT_ALLOCATION_BASE, new GlobalMemory().allocate(4, 4));
  }

  @Test
  void atomicsFromManyThreadsAreTotallyOrdered() throws InterruptedException {
    AtomicUpdate add = (old, a, b, bytes) -> old + a;
    long counter = 0x2_0000_0040L;
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      Thread thread =
          new Thread(
              () -> {
                for (int i = 0; i < 20_000; i++) {
                  memory.atomic(counter, 4, add, 1, 0);
                  memory.atomic(counter + 8, 8, add, 3, 0);
                }
              });
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    assertEquals(80_000, memory.readInt(counter));
    assertEquals(240_000, memory.readLong(counter + 8));
  }

  @Test
  void atomicReturnsOldValueAndStoresOnlyItsWidth() {
    memory.writeLong(0x40, 0xFFFF_FFFF_FFFF_FFFFL);
    long old = memory.atomic(0x40, 2, (o, a, b, n) -> a, 0x1_2345, 0);
    assertEquals(0xFFFF, old);
    assertEquals(0xFFFF_FFFF_FFFF_2345L, memory.readLong(0x40));
    long straddle = GlobalMemory.PAGE_SIZE - 2;
    memory.writeInt(straddle, 41);
    assertEquals(41, memory.atomic(straddle, 4, (o, a, b, n) -> o + a, 1, 0));
    assertEquals(42, memory.readInt(straddle));
  }
}
