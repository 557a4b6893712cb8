package jvisa.machine.memory;

/**
 * Per-hardware-thread scratch space reached through the stateless surface ({@code %scratch}, BTI
 * 255). Each thread slot owns {@code bytesPerThread} bytes at an offset from the General State Base
 * Address; the thread finds its offset in r0.5 bits 31:10 (IGC computes {@code r0.5 & 0xFFFFFC00}
 * and adds per-lane offsets). Slots are 1 KB aligned so the offset fits those bits.
 */
public final class ScratchSpace {
  private final long firstSlotOffset;
  private final int bytesPerThread;
  private final int slots;

  /**
   * @param firstSlotOffset offset of slot 0 from the General State Base Address (1 KB aligned)
   * @param bytesPerThread the kernel's PerThreadScratchSpace (a multiple of 1 KB)
   * @param slots how many threads may run at once
   */
  public ScratchSpace(long firstSlotOffset, int bytesPerThread, int slots) {
    if ((firstSlotOffset & 0x3FF) != 0 || bytesPerThread < 0 || (bytesPerThread & 0x3FF) != 0) {
      throw new IllegalArgumentException("scratch offsets and sizes must be multiples of 1 KB");
    }
    if (firstSlotOffset + (long) bytesPerThread * slots > 0x1_0000_0000L) {
      throw new IllegalArgumentException("scratch space must fit in the 4 GB stateless range");
    }
    this.firstSlotOffset = firstSlotOffset;
    this.bytesPerThread = bytesPerThread;
    this.slots = slots;
  }

  public int bytesPerThread() {
    return bytesPerThread;
  }

  public int slots() {
    return slots;
  }

  /** Offset of slot {@code slot} from the General State Base Address: the value for r0.5[31:10]. */
  public int slotOffset(int slot) {
    if (slot < 0 || slot >= slots) {
      throw new IllegalArgumentException("scratch slot " + slot + " is not 0 to " + (slots - 1));
    }
    return (int) (firstSlotOffset + (long) slot * bytesPerThread);
  }
}
