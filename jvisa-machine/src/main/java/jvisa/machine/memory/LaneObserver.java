package jvisa.machine.memory;

/**
 * An {@link AddressSpace} that wants to know, before each per-lane access of a message, which
 * channel makes it and which register bytes hold its address and data (the checks' memory views
 * implement it; plain memories do not, and the walkers then skip the call).
 */
public interface LaneObserver {
  /**
   * Called before a lane's access.
   *
   * @param channel the lane making the next access
   * @param addressRegister register-file offset of the lane's address
   * @param addressBytes bytes of the lane's address
   * @param dataRegister register-file offset of the bytes stored (or loaded into)
   * @param dataBytes bytes stored or loaded
   * @param store whether the access writes memory from the data register
   */
  void lane(
      int channel,
      int addressRegister,
      int addressBytes,
      int dataRegister,
      int dataBytes,
      boolean store);

  /**
   * Called before a block access (one contiguous range read or written by the message as a whole,
   * not per channel): the accesses that follow, up to the next call, lie in {@code [address,
   * address + bytes)}.
   */
  void block(long address, int bytes);

  /**
   * As {@link #block(long, int)}, the block's bytes coming from or going to the register file from
   * offset {@code dataRegister} on (the access at {@code address + k} uses register byte {@code
   * dataRegister + k}).
   */
  default void block(long address, int bytes, int dataRegister) {
    block(address, bytes);
  }

  /**
   * Called when a block message's address lacks the alignment it needs. Returns true when the
   * observer reported it and the access is to go on at the address rounded down (as the hardware
   * ignores the low bits), false when it is to fault.
   */
  boolean misalignedBlock(long address, int alignment, int bytes, String message);

  /**
   * Checks and records every access of a lane walk at once, exactly as the per-lane calls ({@link
   * #lane} and the address space's loads and stores, in lane order) would; when it can, fills
   * {@code view} with the memory behind {@code [accesses.from(), accesses.to())} and returns true,
   * and the caller moves the data through the view. Returns false having done nothing: the caller
   * walks lane by lane.
   */
  default boolean checkLanes(LaneAccesses accesses, MemoryView view) {
    return false;
  }
}
