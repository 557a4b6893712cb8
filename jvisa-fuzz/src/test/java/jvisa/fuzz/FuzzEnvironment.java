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
  private final BufferSurface global;
  private final BindingTable table;
  private final SharedLocalMemory slm = new SharedLocalMemory(SharedLocalMemory.MAX_SIZE);

  FuzzEnvironment() {
    GlobalMemory memory = new GlobalMemory();
    long base = memory.allocate(1 << 20, 4096);
    global = new BufferSurface("global", memory, base, 1 << 20, null);
    table = new BindingTable(memory, 0);
    for (int bti = 0; bti < 4; bti++) {
      long at = memory.allocate(4096, 4096);
      table.bind(bti, new BufferSurface("BTI " + bti, memory, at, 4096, null));
    }
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
