package jvisa.machine.memory;

/**
 * Stateless private memory: one equally sized region of global memory per work-item, which
 * kernels reach with ordinary 64-bit (SVM / flat) addresses computed from the region's base. IGC
 * asks for it with ALLOCATE_STATELESS_PRIVATE_MEMORY (stack of stack calls, spilled private arrays).
 */
public final class PrivateMemory {
  private final long base;
  private final long bytesPerWorkItem;
  private final long workItems;

  /** Describes an existing region of {@code workItems * bytesPerWorkItem} bytes at {@code base}. */
  public PrivateMemory(long base, long bytesPerWorkItem, long workItems) {
    if (bytesPerWorkItem < 0 || workItems < 0) {
      throw new IllegalArgumentException("private memory sizes must not be negative");
    }
    this.base = base;
    this.bytesPerWorkItem = bytesPerWorkItem;
    this.workItems = workItems;
  }

  /** Allocates the region in {@code memory}, 64-byte aligned. */
  public static PrivateMemory allocate(GlobalMemory memory, long bytesPerWorkItem, long workItems) {
    long base = memory.allocate(bytesPerWorkItem * workItems, 64);
    return new PrivateMemory(base, bytesPerWorkItem, workItems);
  }

  public long base() {
    return base;
  }

  public long bytesPerWorkItem() {
    return bytesPerWorkItem;
  }

  public long workItems() {
    return workItems;
  }

  /** Address of the private region of work-item {@code workItem} (its linear global id). */
  public long addressOf(long workItem) {
    if (workItem < 0 || workItem >= workItems) {
      throw new IllegalArgumentException(
          "work-item " + workItem + " has no private memory (0 to " + (workItems - 1) + ")");
    }
    return base + workItem * bytesPerWorkItem;
  }
}
