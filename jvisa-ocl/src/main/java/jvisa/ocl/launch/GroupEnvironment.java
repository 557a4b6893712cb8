package jvisa.ocl.launch;

import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.SharedLocalMemory;

/**
 * What the threads of one work-group share: global memory, the binding table, their SLM and
 * barrier.
 */
final class GroupEnvironment implements ThreadEnvironment {
  private final GlobalMemory global;
  private final BindingTable table;
  private final SharedLocalMemory slm;
  private final TaggedSlm taggedSlm;
  private final boolean barrierWaits;

  /**
   * @param threadsInGroup a group of one thread passes barriers without stopping
   */
  GroupEnvironment(
      GlobalMemory global, BindingTable table, SharedLocalMemory slm, int threadsInGroup) {
    this.global = global;
    this.table = table;
    this.slm = slm;
    this.taggedSlm = new TaggedSlm(slm);
    this.barrierWaits = threadsInGroup > 1;
  }

  @Override
  public AddressSpace global() {
    return global;
  }

  @Override
  public AddressSpace slm() {
    return taggedSlm;
  }

  @Override
  public AddressSpace surface(long bti) {
    return bti == BindingTable.SLM ? taggedSlm : table.resolve(bti, slm);
  }

  @Override
  public AddressSpace bindless(long surfaceStateAddress) {
    return table.resolveBindless(surfaceStateAddress);
  }

  @Override
  public ImageSurface image(long bti) {
    return table.image(bti);
  }

  @Override
  public boolean mustWaitAtBarrier() {
    return barrierWaits;
  }
}
