package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.machine.dispatch.WorkerPool;
import jvisa.machine.message.AtomicOp;
import org.junit.jupiter.api.Test;

/**
 * Atomics in one 8-byte word are compare-and-sets of the word and exclude each other whatever their
 * widths; misaligned ones straddling two words (and pages) exclude each other by locks; the
 * compare-exchange and float operations lose no update under contention.
 */
class GlobalMemoryAtomicsTest {
  private static final int WORKERS = 4;
  private static final int ROUNDS = 5_000;

  @Test
  void overlappingAtomicsOfTwoFourAndEightBytesExcludeEachOther() {
    GlobalMemory m = new GlobalMemory();
    long q = m.allocate(64, 64);
    WorkerPool.run(
        WORKERS,
        w -> {
          for (int i = 0; i < ROUNDS; i++) {
            m.atomic(q, 8, AtomicOp.ADD, 1, 0); // bits 0..15 of the qword count these
            m.atomic(q + 2, 2, AtomicOp.ADD, 1, 0); // bits 16..31
            m.atomic(q + 4, 4, AtomicOp.ADD, 1, 0); // bits 32..63
            m.atomic(q + 12, 8, AtomicOp.ADD, 1, 0); // straddles the next two words
            m.atomic(q + 14, 4, AtomicOp.ADD, 1L << 16, 0); // straddles them too, sharing bytes
          }
        });
    long n = (long) WORKERS * ROUNDS;
    long first = m.readLong(q);
    assertEquals(n, first & 0xffff);
    assertEquals(n, (first >>> 16) & 0xffff);
    assertEquals(n, first >>> 32);
    long straddling = m.readLong(q + 12);
    assertEquals(n, straddling & 0xffff_ffffL);
    assertEquals(n, (straddling >>> 32) & 0xffff); // added at q + 14 + 2: bytes 4 and 5
  }

  @Test
  void atomicsAcrossAPageBoundaryExcludeEachOther() {
    GlobalMemory m = new GlobalMemory();
    long page = GlobalMemory.DEFAULT_ALLOCATION_BASE + 8L * GlobalMemory.PAGE_SIZE;
    WorkerPool.run(
        WORKERS,
        w -> {
          for (int i = 0; i < ROUNDS; i++) {
            m.atomic(page - 4, 8, AtomicOp.ADD, 1L | 1L << 48, 0);
            m.atomic(page - 2, 4, AtomicOp.ADD, 1, 0); // bits 16..47 of that qword
          }
        });
    long n = (long) WORKERS * ROUNDS;
    long v = m.readLong(page - 4);
    assertEquals(n, v & 0xffff);
    assertEquals(n, (v >>> 16) & 0xffff_ffffL);
    assertEquals(n, v >>> 48);
  }

  @Test
  void compareExchangeLoopsAndFloatAddsLoseNoUpdate() {
    GlobalMemory m = new GlobalMemory();
    long at = m.allocate(256, 64);
    WorkerPool.run(
        WORKERS,
        w -> {
          for (int i = 0; i < ROUNDS; i++) {
            for (int bytes = 2; bytes <= 8; bytes *= 2) {
              long address = at + 8L * bytes;
              long seen = m.load(address, bytes);
              while (true) {
                long old = m.atomic(address, bytes, AtomicOp.CMPXCHG, seen, seen + 1);
                if (old == seen) {
                  break;
                }
                seen = old;
              }
            }
            m.atomic(at + 128, 4, AtomicOp.FADD, Float.floatToRawIntBits(1f), 0);
            m.atomic(at + 136, 8, AtomicOp.FADD, Double.doubleToRawLongBits(0.5), 0);
            m.atomic(at + 144, 4, AtomicOp.FCMPXCHG, Float.floatToRawIntBits(0f), 7);
            m.atomic(at + 152, 4, AtomicOp.SMAX, w * ROUNDS + i, 0);
          }
        });
    long n = (long) WORKERS * ROUNDS;
    assertEquals(n & 0xffff, m.load(at + 16, 2));
    assertEquals(n, m.load(at + 32, 4));
    assertEquals(n, m.load(at + 64, 8));
    assertEquals((float) n, m.readFloat(at + 128));
    assertEquals(n * 0.5, m.readDouble(at + 136));
    assertEquals(7, m.readInt(at + 144));
    assertEquals(n - 1, m.readInt(at + 152));
  }

  @Test
  void histogramBinsInOneLineCountEveryIncrement() {
    GlobalMemory m = new GlobalMemory();
    long bins = m.allocate(1024, 64);
    WorkerPool.run(
        WORKERS,
        w -> {
          for (int i = 0; i < ROUNDS * 4; i++) {
            m.atomic(bins + 4L * ((i * 7 + w) & 255), 4, AtomicOp.INC, 0, 0);
          }
        });
    long total = 0;
    for (int b = 0; b < 256; b++) {
      total += m.readInt(bins + 4L * b);
    }
    assertEquals(WORKERS * ROUNDS * 4L, total);
    for (int b = 0; b < 256; b++) {
      long expected = 0;
      for (int w = 0; w < WORKERS; w++) {
        for (int i = 0; i < ROUNDS * 4; i++) {
          expected += ((i * 7 + w) & 255) == b ? 1 : 0;
        }
      }
      assertEquals(expected, m.readInt(bins + 4L * b), "bin " + b);
    }
  }
}
