package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LittleEndian;

/**
 * Shared-virtual-memory scattered messages on 64-bit addresses: {@code svm_gather}, {@code
 * svm_scatter}, {@code svm_gather4_scaled} (also printed {@code svm_gather4scaled}) and {@code
 * svm_scatter4_scaled}. Lane i's address (UQ) is at {@code addresses + 8*i}; only lanes enabled in
 * {@code mask} touch memory or registers. The hardware runs at least SIMD8, so block layouts are
 * padded as if the execution size were at least 8.
 */
public final class SvmMessages {
  private SvmMessages() {}

  /**
   * {@code svm_gather.<blockBytes>.<blocks> (exec) addresses dst}.
   *
   * <ul>
   *   <li>4- or 8-byte blocks (1, 2, 4 or 8 of them; address aligned down to the block size): block
   *       j of lane i goes to dst element {@code j * max(exec, 8) + i} (element = block size), so
   *       every block starts a fresh register;
   *   <li>1-byte blocks: lane i's bytes are contiguous in a 4-byte slot (1, 2 or 4 blocks) or an
   *       8-byte slot (8 blocks) at {@code dst + slot*i}; slot bytes past the blocks become 0.
   * </ul>
   */
  public static void svmGather(
      AddressSpace memory,
      int blockBytes,
      int blocks,
      int execSize,
      int mask,
      byte[] grf,
      int addresses,
      int dst) {
    checkBlocks(blockBytes, blocks);
    Payload.checkExecSize(execSize, 16);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long address = LittleEndian.get(grf, addresses + 8 * i, 8);
      if (blockBytes == 1) {
        int slotBytes = blocks == 8 ? 8 : 4;
        int slot = dst + slotBytes * i;
        for (int j = 0; j < slotBytes; j++) {
          grf[slot + j] = j < blocks ? (byte) memory.load(address + j, 1) : 0;
        }
      } else {
        long aligned = address & -blockBytes;
        int blockStride = blockBytes * Math.max(execSize, 8);
        for (int j = 0; j < blocks; j++) {
          long value = memory.load(aligned + (long) j * blockBytes, blockBytes);
          LittleEndian.put(grf, dst + j * blockStride + blockBytes * i, blockBytes, value);
        }
      }
    }
  }

  /**
   * {@code svm_scatter.<blockBytes>.<blocks> (exec) addresses src}: the inverse of {@link
   * #svmGather}, with the same register layout.
   */
  public static void svmScatter(
      AddressSpace memory,
      int blockBytes,
      int blocks,
      int execSize,
      int mask,
      byte[] grf,
      int addresses,
      int src) {
    checkBlocks(blockBytes, blocks);
    Payload.checkExecSize(execSize, 16);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long address = LittleEndian.get(grf, addresses + 8 * i, 8);
      if (blockBytes == 1) {
        int slot = src + (blocks == 8 ? 8 : 4) * i;
        for (int j = 0; j < blocks; j++) {
          memory.store(address + j, 1, grf[slot + j]);
        }
      } else {
        long aligned = address & -blockBytes;
        int blockStride = blockBytes * Math.max(execSize, 8);
        for (int j = 0; j < blocks; j++) {
          long value = LittleEndian.get(grf, src + j * blockStride + blockBytes * i, blockBytes);
          memory.store(aligned + (long) j * blockBytes, blockBytes, value);
        }
      }
    }
  }

  /**
   * {@code svm_gather4_scaled.<channels> (exec) address offsets dst}: lane i's address is the
   * scalar {@code address} plus its 64-bit offset (UQ at {@code offsets + 8*i}), aligned down to a
   * dword; the k-th enabled channel c reads the dword at {@code address + 4*c} into dst dword
   * {@code k * roundUpToRegister(4*exec)/4 + i}.
   */
  public static void svmGather4Scaled(
      AddressSpace memory,
      int channels,
      int execSize,
      int mask,
      long address,
      byte[] grf,
      int offsets,
      int dst) {
    Payload.checkExecSize(execSize, 16);
    int channelStride = Payload.roundUpToRegister(4 * execSize);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long lane = (address + LittleEndian.get(grf, offsets + 8 * i, 8)) & ~3L;
      int slot = dst + 4 * i;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          LittleEndian.put(grf, slot, 4, memory.load(lane + 4 * c, 4));
          slot += channelStride;
        }
      }
    }
  }

  /**
   * {@code svm_scatter4_scaled.<channels> (exec) address offsets src}: the inverse of {@link
   * #svmGather4Scaled}, with the same register layout.
   */
  public static void svmScatter4Scaled(
      AddressSpace memory,
      int channels,
      int execSize,
      int mask,
      long address,
      byte[] grf,
      int offsets,
      int src) {
    Payload.checkExecSize(execSize, 16);
    int channelStride = Payload.roundUpToRegister(4 * execSize);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long lane = (address + LittleEndian.get(grf, offsets + 8 * i, 8)) & ~3L;
      int slot = src + 4 * i;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          memory.store(lane + 4 * c, 4, LittleEndian.get(grf, slot, 4));
          slot += channelStride;
        }
      }
    }
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
