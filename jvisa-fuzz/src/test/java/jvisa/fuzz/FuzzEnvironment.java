package jvisa.fuzz;

import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.SharedLocalMemory;

/**
 * Memories for one fuzzed thread, all small and bounded so that no random address can make them
 * grow: global and stateless accesses go to a 1 MB buffer (outside it reads give 0 and writes are
 * dropped), binding-table entries 0-3 are 4 KB buffers, SLM is 64 KB. A barrier never waits (the
 * thread is its whole group).
 */
final class FuzzEnvironment implements ThreadEnvironment {
  private static final int GLOBAL_BYTES = 1 << 20;
  private static final int BTI_BYTES = 4096;
  private static final int BTIS = 4;

  private final GlobalMemory memory = new GlobalMemory();
  private final long globalBase;
  private final long[] btiBases = new long[BTIS];
  private final BufferSurface global;
  private final BindingTable table;
  private final SharedLocalMemory slm = new SharedLocalMemory(SharedLocalMemory.MAX_SIZE);

  FuzzEnvironment() {
    globalBase = memory.allocate(GLOBAL_BYTES, 4096);
    global = new BufferSurface("global", memory, globalBase, GLOBAL_BYTES, null);
    table = new BindingTable(memory, 0);
    for (int bti = 0; bti < BTIS; bti++) {
      btiBases[bti] = memory.allocate(BTI_BYTES, 4096);
      table.bind(bti, new BufferSurface("BTI " + bti, memory, btiBases[bti], BTI_BYTES, null));
    }
  }

  /** A hash of every byte of the memories (global buffer, binding-table buffers, SLM). */
  long digest() {
    long h = digest(memory, globalBase, GLOBAL_BYTES, 17);
    for (long base : btiBases) {
      h = digest(memory, base, BTI_BYTES, h);
    }
    return digest(slm, 0, SharedLocalMemory.MAX_SIZE, h);
  }

  private static long digest(AddressSpace space, long from, int bytes, long h) {
    for (int i = 0; i < bytes; i += 8) {
      h = h * 0x100000001b3L ^ space.load(from + i, 8);
    }
    return h;
  }

  @Override
  public AddressSpace global() {
    return global;
  }

  @Override
  public AddressSpace slm() {
    return slm;
  }

  @Override
  public AddressSpace surface(long bti) {
    if (bti == BindingTable.STATELESS || bti == BindingTable.STATELESS_NON_COHERENT) {
      return global;
    }
    return table.resolve(bti, slm);
  }

  @Override
  public boolean mustWaitAtBarrier() {
    return false;
  }
}
