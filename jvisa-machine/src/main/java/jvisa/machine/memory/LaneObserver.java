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
}
