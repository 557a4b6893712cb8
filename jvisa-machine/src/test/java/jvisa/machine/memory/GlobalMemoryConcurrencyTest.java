package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.machine.dispatch.WorkerPool;
import org.junit.jupiter.api.Test;

/**
 * What concurrently running work-groups rely on: exclusive atomics and independent neighbouring
 * bytes.
 */
class GlobalMemoryConcurrencyTest {
  private static final AtomicUpdate ADD = (old, a, b, bytes) -> old + a;
  private static final int WORKERS = 4;
  private static final int ROUNDS = 10_000;

  @Test
  void atomicsOnOneDwordAreTotallyOrdered() {
    GlobalMemory m = new GlobalMemory();
    long at = m.allocate(64, 64);
    // one aligned location, and one that straddles a page boundary
    long straddling = GlobalMemory.DEFAULT_ALLOCATION_BASE + 4L * GlobalMemory.PAGE_SIZE - 2;
    WorkerPool.run(
        WORKERS,
        w -> {
          for (int i = 0; i < ROUNDS; i++) {
            m.atomic(at, 4, ADD, 1, 0);
            m.atomic(straddling, 4, ADD, 3, 0);
            m.atomic(straddling - 2, 4, ADD, 1, 0);
          }
        });
    assertEquals(WORKERS * ROUNDS, m.readInt(at));
    // the two atomics share two bytes; the counts stay below 2^16 in the low one, so nothing
    // carries into
    // the shared bytes and any lost update shows
    long combined = m.load(straddling - 2, 8);
    assertEquals(WORKERS * ROUNDS, combined & 0xffff);
    assertEquals(3L * WORKERS * ROUNDS, (combined >>> 16) & 0xffff_ffffL);
  }

  @Test
  void plainStoresToNeighbouringBytesDoNotInterfere() {
    GlobalMemory m = new GlobalMemory();
    long base = m.allocate(4096, 4096);
    WorkerPool.run(
        WORKERS,
        w -> {
          for (int i = 0; i < ROUNDS; i++) {
            int slot = (i % 256) * WORKERS + w;
            m.writeByte(base + slot, (byte) (i + w));
          }
        });
    for (int slot = 0; slot < 256 * WORKERS; slot++) {
      int w = slot % WORKERS;
      int s = slot / WORKERS;
      int lastI = (ROUNDS - 1 - s) / 256 * 256 + s;
      assertEquals((byte) (lastI + w), m.readByte(base + slot), "byte " + slot);
    }
  }
}
