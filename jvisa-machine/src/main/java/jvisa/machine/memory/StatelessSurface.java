package jvisa.machine.memory;

/**
 * The stateless A32 surface (binding-table indices 255 and 253, vISA {@code %scratch} / T5 / T255):
 * a 32-bit offset added to a base address in global memory (the General State Base Address), with
 * no bounds. IGC reaches per-thread scratch space through it, adding the thread's scratch offset
 * from r0.5[31:10] itself.
 */
public final class StatelessSurface implements Surface {
  private final String name;
  private final GlobalMemory memory;
  private final long base;

  public StatelessSurface(String name, GlobalMemory memory, long base) {
    this.name = name;
    this.memory = memory;
    this.base = base;
  }

  @Override
  public String name() {
    return name;
  }

  public long base() {
    return base;
  }

  private long address(long offset) {
    return base + (offset & 0xFFFF_FFFFL);
  }

  @Override
  public long load(long offset, int bytes) {
    return memory.load(address(offset), bytes);
  }

  @Override
  public void store(long offset, int bytes, long value) {
    memory.store(address(offset), bytes, value);
  }

  @Override
  public boolean view(long from, long to, boolean write, MemoryView view) {
    if (from < 0 || to > 0x1_0000_0000L || !memory.view(base + from, base + to, write, view)) {
      return false;
    }
    view.shift(-base);
    return true;
  }

  @Override
  public boolean viewAround(long address, MemoryView view) {
    if (address < 0 || address >= 0x1_0000_0000L || !memory.viewAround(base + address, view)) {
      return false;
    }
    view.clip(base, base + 0x1_0000_0000L);
    view.shift(-base);
    return true;
  }

  @Override
  public boolean atomicView(long from, long to, MemoryView view) {
    if (from < 0 || to > 0x1_0000_0000L || !memory.atomicView(base + from, base + to, view)) {
      return false;
    }
    view.shift(-base);
    return true;
  }

  @Override
  public long atomic(long offset, int bytes, AtomicUpdate update, long operand0, long operand1) {
    return memory.atomic(address(offset), bytes, update, operand0, operand1);
  }
}
