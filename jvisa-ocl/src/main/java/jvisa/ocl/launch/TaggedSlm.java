package jvisa.ocl.launch;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.AtomicUpdate;
import jvisa.machine.memory.MemoryView;
import jvisa.machine.memory.SharedLocalMemory;

/**
 * A work-group's SLM as IGC addresses it: IGC marks {@code __local} addresses with bit 28 ({@code
 * 0x10000000}, e.g. {@code or V 0x10000000}) and the SLM ignores the top bits of an offset, so bits
 * 28-31 are dropped before the access; any other out-of-range offset still faults.
 */
final class TaggedSlm implements AddressSpace {
  private static final long OFFSET_BITS = 0x0FFF_FFFFL;

  private final SharedLocalMemory slm;

  TaggedSlm(SharedLocalMemory slm) {
    this.slm = slm;
  }

  @Override
  public String name() {
    return slm.name();
  }

  @Override
  public long load(long address, int bytes) {
    return slm.load(address & OFFSET_BITS, bytes);
  }

  @Override
  public void store(long address, int bytes, long value) {
    slm.store(address & OFFSET_BITS, bytes, value);
  }

  @Override
  public boolean view(long from, long to, boolean write, MemoryView view) {
    long tag = from & ~OFFSET_BITS;
    if (!oneTag(from, to) || !slm.view(from - tag, to - tag, write, view)) {
      return false;
    }
    view.shift(tag);
    return true;
  }

  @Override
  public boolean viewAround(long address, MemoryView view) {
    long tag = address & ~OFFSET_BITS;
    if (!slm.viewAround(address - tag, view)) {
      return false;
    }
    view.shift(tag);
    return true;
  }

  @Override
  public boolean atomicView(long from, long to, MemoryView view) {
    long tag = from & ~OFFSET_BITS;
    if (!oneTag(from, to) || !slm.atomicView(from - tag, to - tag, view)) {
      return false;
    }
    view.shift(tag);
    return true;
  }

  /** Whether [from, to) is not empty and all its offsets carry the same tag bits. */
  private static boolean oneTag(long from, long to) {
    return to > from && ((to - 1) & ~OFFSET_BITS) == (from & ~OFFSET_BITS);
  }

  @Override
  public long atomic(long address, int bytes, AtomicUpdate update, long operand0, long operand1) {
    return slm.atomic(address & OFFSET_BITS, bytes, update, operand0, operand1);
  }
}
