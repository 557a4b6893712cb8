package jvisa.fuzz;

import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.SharedLocalMemory;

/**
 * Memories for a fuzzed thread or group, all small and bounded so that no random address can make
 * them grow: global and stateless accesses go to a 1 MB buffer (outside it reads give 0 and writes
 * are dropped), binding-table entries 0-3 are 4 KB buffers, SLM is 64 KB. A barrier waits for the
 * group's other threads, and never for a thread alone.
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

  private final boolean group;

  /** Memories for one thread. */
  FuzzEnvironment() {
    this(false);
  }

  /** Memories shared by the threads of a group when {@code group}, else of one thread. */
  FuzzEnvironment(boolean group) {
    this.group = group;
    globalBase = memory.allocate(GLOBAL_BYTES, 4096);
    global = new BufferSurface("global", memory, globalBase, GLOBAL_BYTES, null);
    table = new BindingTable(memory, 0);
    for (int bti = 0; bti < BTIS; bti++) {
      btiBases[bti] = memory.allocate(BTI_BYTES, 4096);
      table.bind(bti, new BufferSurface("BTI " + bti, memory, btiBases[bti], BTI_BYTES, null));
    }
  }

  /** Every byte of the memories: the global buffer, the binding-table buffers, the SLM. */
  byte[] snapshot() {
    byte[] out = new byte[GLOBAL_BYTES + BTIS * BTI_BYTES + SharedLocalMemory.MAX_SIZE];
    int at = copy(memory, globalBase, GLOBAL_BYTES, out, 0);
    for (long base : btiBases) {
      at = copy(memory, base, BTI_BYTES, out, at);
    }
    copy(slm, 0, SharedLocalMemory.MAX_SIZE, out, at);
    return out;
  }

  private static int copy(AddressSpace space, long from, int bytes, byte[] out, int at) {
    for (int i = 0; i < bytes; i += 8) {
      LittleEndian.i64(out, at + i, space.load(from + i, 8));
    }
    return at + bytes;
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
    return group;
  }
}
