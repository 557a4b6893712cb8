package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LittleEndian;

/**
 * Surface-based scattered reads and writes with 32-bit per-lane offsets (UD, lane i at {@code
 * offsets + 4*i}): {@code gather}, {@code scatter}, {@code gather_scaled}, {@code scatter_scaled},
 * {@code gather4_scaled}, {@code scatter4_scaled}, {@code qw_gather} and {@code qw_scatter}. Only
 * lanes enabled in {@code mask} access memory or registers; disabled lanes' destination bytes keep
 * their old values. Offset arithmetic is modulo 2^32.
 */
public final class ScatteredMessages {
  private ScatteredMessages() {}

  /**
   * {@code gather.<elementBytes> (exec) surface globalOffset offsets dst}: lane i reads {@code
   * elementBytes} (1, 2 or 4) at byte offset {@code (globalOffset + offsets[i]) * elementBytes}
   * (both counted in elements) into dword i of dst, zero-extended.
   */
  public static void gather(
      AddressSpace surface,
      int elementBytes,
      int execSize,
      int mask,
      long globalOffset,
      byte[] grf,
      int offsets,
      int dst) {
    checkBlock(elementBytes);
    Payload.checkExecSize(execSize, 16);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long offset = Payload.offset32((globalOffset + LittleEndian.get(grf, offsets + 4 * i, 4)) * elementBytes);
        LittleEndian.put(grf, dst + 4 * i, 4, surface.load(offset, elementBytes));
      }
    }
  }

  /**
   * {@code scatter.<elementBytes> (exec) surface globalOffset offsets src}: lane i writes the low
   * {@code elementBytes} of dword i of src at {@code (globalOffset + offsets[i]) * elementBytes}.
   */
  public static void scatter(
      AddressSpace surface,
      int elementBytes,
      int execSize,
      int mask,
      long globalOffset,
      byte[] grf,
      int offsets,
      int src) {
    checkBlock(elementBytes);
    Payload.checkExecSize(execSize, 16);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long offset = Payload.offset32((globalOffset + LittleEndian.get(grf, offsets + 4 * i, 4)) * elementBytes);
        surface.store(offset, elementBytes, LittleEndian.get(grf, src + 4 * i, 4));
      }
    }
  }

  /**
   * {@code gather_scaled.<blockBytes> (exec) surface globalOffset offsets dst}: lane i reads
   * {@code blockBytes} (the suffix: 1, 2 or 4) at byte offset {@code globalOffset + offsets[i]}
   * (no alignment needed) into dword i of dst, zero-extended.
   */
  public static void gatherScaled(
      AddressSpace surface,
      int blockBytes,
      int execSize,
      int mask,
      long globalOffset,
      byte[] grf,
      int offsets,
      int dst) {
    checkBlock(blockBytes);
    Payload.checkExecSize(execSize, 32);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long offset = Payload.offset32(globalOffset + LittleEndian.get(grf, offsets + 4 * i, 4));
        LittleEndian.put(grf, dst + 4 * i, 4, surface.load(offset, blockBytes));
      }
    }
  }

  /**
   * {@code scatter_scaled.<blockBytes> (exec) surface globalOffset offsets src}: lane i writes the
   * low {@code blockBytes} of dword i of src at byte offset {@code globalOffset + offsets[i]}.
   */
  public static void scatterScaled(
      AddressSpace surface,
      int blockBytes,
      int execSize,
      int mask,
      long globalOffset,
      byte[] grf,
      int offsets,
      int src) {
    checkBlock(blockBytes);
    Payload.checkExecSize(execSize, 32);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long offset = Payload.offset32(globalOffset + LittleEndian.get(grf, offsets + 4 * i, 4));
        surface.store(offset, blockBytes, LittleEndian.get(grf, src + 4 * i, 4));
      }
    }
  }

  /**
   * {@code gather4_scaled.<channels> (exec) surface globalOffset offsets dst}: for lane i and the
   * k-th enabled channel c (R=0 .. A=3), reads the dword at {@code (globalOffset + offsets[i] &
   * ~3) + 4*c} into dst dword {@code k * roundUpToRegister(4*exec)/4 + i}: each enabled channel's
   * lanes start in a fresh register (SIMD8: one register per channel, SIMD16: two).
   */
  public static void gather4Scaled(
      AddressSpace surface,
      int channels,
      int execSize,
      int mask,
      long globalOffset,
      byte[] grf,
      int offsets,
      int dst) {
    Payload.checkExecSize(execSize, 32);
    int channelStride = Payload.roundUpToRegister(4 * execSize);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long address = (globalOffset + LittleEndian.get(grf, offsets + 4 * i, 4)) & ~3L;
      int slot = dst + 4 * i;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          LittleEndian.put(grf, slot, 4, surface.load(Payload.offset32(address + 4 * c), 4));
          slot += channelStride;
        }
      }
    }
  }

  /**
   * {@code scatter4_scaled.<channels> (exec) surface globalOffset offsets src}: the inverse of
   * {@link #gather4Scaled}, with the same register layout.
   */
  public static void scatter4Scaled(
      AddressSpace surface,
      int channels,
      int execSize,
      int mask,
      long globalOffset,
      byte[] grf,
      int offsets,
      int src) {
    Payload.checkExecSize(execSize, 32);
    int channelStride = Payload.roundUpToRegister(4 * execSize);
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long address = (globalOffset + LittleEndian.get(grf, offsets + 4 * i, 4)) & ~3L;
      int slot = src + 4 * i;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          surface.store(Payload.offset32(address + 4 * c), 4, LittleEndian.get(grf, slot, 4));
          slot += channelStride;
        }
      }
    }
  }

  /**
   * {@code qw_gather.<blocks> (exec) surface offsets dst}: lane i reads {@code blocks} (1, 2 or 4)
   * qwords from byte offset {@code offsets[i] & ~7}; block j of lane i goes to dst qword {@code j *
   * max(exec, 8) + i}.
   */
  public static void qwGather(
      AddressSpace surface, int blocks, int execSize, int mask, byte[] grf, int offsets, int dst) {
    checkQwBlocks(blocks);
    Payload.checkExecSize(execSize, 16);
    int blockStride = 8 * Math.max(execSize, 8);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long offset = LittleEndian.get(grf, offsets + 4 * i, 4) & ~7L;
        for (int j = 0; j < blocks; j++) {
          long value = surface.load(Payload.offset32(offset + 8 * j), 8);
          LittleEndian.put(grf, dst + j * blockStride + 8 * i, 8, value);
        }
      }
    }
  }

  /** {@code qw_scatter.<blocks> (exec) surface offsets src}: the inverse of {@link #qwGather}. */
  public static void qwScatter(
      AddressSpace surface, int blocks, int execSize, int mask, byte[] grf, int offsets, int src) {
    checkQwBlocks(blocks);
    Payload.checkExecSize(execSize, 16);
    int blockStride = 8 * Math.max(execSize, 8);
    for (int i = 0; i < execSize; i++) {
      if (Payload.enabled(mask, i)) {
        long offset = LittleEndian.get(grf, offsets + 4 * i, 4) & ~7L;
        for (int j = 0; j < blocks; j++) {
          long value = LittleEndian.get(grf, src + j * blockStride + 8 * i, 8);
          surface.store(Payload.offset32(offset + 8 * j), 8, value);
        }
      }
    }
  }

  private static void checkBlock(int bytes) {
    if (bytes != 1 && bytes != 2 && bytes != 4) {
      throw new IllegalArgumentException("element size must be 1, 2 or 4 bytes: " + bytes);
    }
  }

  private static void checkQwBlocks(int blocks) {
    if (blocks != 1 && blocks != 2 && blocks != 4) {
      throw new IllegalArgumentException("qword blocks per lane must be 1, 2 or 4: " + blocks);
    }
  }
}
