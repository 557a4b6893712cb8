package jvisa.machine.message;

/**
 * Layouts of the shared-virtual-memory scattered messages on 64-bit addresses, walked by {@link
 * LaneWalker} in either {@link Direction}: {@code svm_gather}/{@code svm_scatter} and {@code
 * svm_gather4_scaled} (also printed {@code svm_gather4scaled})/{@code svm_scatter4_scaled}. Lane
 * i's address or offset (UQ) is at {@code addresses + 8*i}. The hardware runs at least SIMD8, so
 * block layouts are padded as if the execution size were at least 8.
 */
public final class SvmMessages {
  private SvmMessages() {}

  /**
   * {@code svm_gather.<blockBytes>.<blocks>} / {@code svm_scatter.<blockBytes>.<blocks>} (walk base
   * 0).
   *
   * <ul>
   *   <li>4- or 8-byte blocks (1, 2, 4 or 8 of them; address aligned down to the block size): block
   *       j of lane i is payload element {@code j * max(exec, 8) + i} (element = block size), so
   *       every block starts a fresh register;
   *   <li>1-byte blocks: lane i's bytes are contiguous in a 4-byte slot (1, 2 or 4 blocks) or an
   *       8-byte slot (8 blocks) at {@code payload + slot*i}; a load clears the slot bytes past the
   *       blocks.
   * </ul>
   */
  public static LaneWalker blocks(int blockBytes, int blocks, int execSize) {
    checkBlocks(blockBytes, blocks);
    Payload.checkExecSize(execSize, 16);
    LaneAddresses addresses = LaneAddresses.addresses64(blockBytes);
    long[] offsets = LaneWalker.consecutive(blocks, blockBytes);
    if (blockBytes == 1) {
      int slot = blocks == 8 ? 8 : 4;
      return new LaneWalker(
          addresses, new LaneLayout(execSize, 1, 1, 0, offsets, 1, slot, slot - blocks));
    }
    return new LaneWalker(
        addresses,
        new LaneLayout(
            execSize,
            blockBytes,
            blockBytes,
            0,
            offsets,
            blockBytes * Math.max(execSize, 8),
            blockBytes,
            0));
  }

  /**
   * {@code svm_gather4_scaled.<channels>} / {@code svm_scatter4_scaled.<channels>}: lane i's
   * address is the scalar address (the walk's base) plus its 64-bit offset, aligned down to a
   * dword; the k-th enabled channel c is the dword at {@code address + 4*c} and payload dword
   * {@code k * roundUpToRegister(4*exec)/4 + i}.
   */
  public static LaneWalker scaled4(int channels, int execSize) {
    Payload.checkExecSize(execSize, 16);
    return new LaneWalker(
        LaneAddresses.addresses64(4),
        new LaneLayout(
            execSize,
            4,
            4,
            0,
            LaneWalker.channels(channels, 4),
            Payload.roundUpToRegister(4 * execSize),
            4,
            0));
  }

  private static void checkBlocks(int blockBytes, int blocks) {
    if (blockBytes != 1 && blockBytes != 4 && blockBytes != 8) {
      throw new IllegalArgumentException("SVM block size must be 1, 4 or 8 bytes: " + blockBytes);
    }
    if (blocks != 1 && blocks != 2 && blocks != 4 && blocks != 8) {
      throw new IllegalArgumentException("SVM blocks per lane must be 1, 2, 4 or 8: " + blocks);
    }
  }
}
