package jvisa.machine.message;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.OutOfBoundsLog;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.machine.memory.StatelessSurface;

/**
 * The memories the direct-path tests compare both paths on, each filled from a seed so that two
 * fresh copies start equal: a {@link #BUFFER}-byte buffer at {@link #BASE} (crossing a page
 * boundary) with and without an out-of-bounds log, one 4 bytes further on (so its 8-byte words
 * straddle global memory's), a stateless surface at {@link #BASE}, an SLM of that size.
 */
final class TestMemories {
  static final long BASE = 0x4_0000_0000L + GlobalMemory.PAGE_SIZE - 512;
  static final int BUFFER = 1024;

  /** One memory: its global memory (null for SLM), the space messages reach, its log or null. */
  record Memory(GlobalMemory global, AddressSpace space, OutOfBoundsLog log) {}

  /** Every memory reached through 32-bit offsets. */
  static final List<Function<Integer, Memory>> OFFSET_MEMORIES =
      List.of(
          TestMemories::loggedBuffer,
          TestMemories::buffer,
          TestMemories::offWordBuffer,
          TestMemories::stateless,
          TestMemories::slm);

  private TestMemories() {}

  static GlobalMemory filled(int seed) {
    GlobalMemory g = new GlobalMemory();
    Random r = new Random(seed);
    for (int i = 0; i < BUFFER + 64; i++) {
      g.writeByte(BASE + i, r.nextInt(256));
    }
    return g;
  }

  static Memory loggedBuffer(int seed) {
    GlobalMemory g = filled(seed);
    OutOfBoundsLog log = new OutOfBoundsLog();
    return new Memory(g, new BufferSurface("buf", g, BASE, BUFFER, log), log);
  }

  static Memory buffer(int seed) {
    GlobalMemory g = filled(seed);
    return new Memory(g, new BufferSurface("buf", g, BASE, BUFFER, null), null);
  }

  static Memory offWordBuffer(int seed) {
    GlobalMemory g = filled(seed);
    return new Memory(g, new BufferSurface("buf+4", g, BASE + 4, BUFFER, null), null);
  }

  static Memory stateless(int seed) {
    GlobalMemory g = filled(seed);
    return new Memory(g, new StatelessSurface("stateless", g, BASE), null);
  }

  static Memory slm(int seed) {
    SharedLocalMemory slm = new SharedLocalMemory(BUFFER);
    Random r = new Random(seed);
    for (int i = 0; i < BUFFER; i++) {
      slm.store(i, 1, r.nextInt(256));
    }
    return new Memory(null, slm, null);
  }

  /** The global memory itself, reached through 64-bit addresses. */
  static Memory global(int seed) {
    GlobalMemory g = filled(seed);
    return new Memory(g, g, null);
  }
}
