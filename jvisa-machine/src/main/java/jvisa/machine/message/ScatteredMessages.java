package jvisa.machine.message;

/**
 * Layouts of the surface-based scattered reads and writes with 32-bit per-lane offsets (UD, lane i
 * at {@code offsets + 4*i}), walked by {@link LaneWalker} in either {@link Direction}: {@code
 * gather}/{@code scatter}, {@code gather_scaled}/{@code scatter_scaled}, {@code
 * gather4_scaled}/{@code scatter4_scaled} and {@code qw_gather}/{@code qw_scatter}. The walk's
 * {@code base} is the message's global offset (0 for the qword forms). Offset arithmetic is modulo
 * 2^32.
 */
public final class ScatteredMessages {
  private ScatteredMessages() {}

  /**
   * {@code gather.<elementBytes>} / {@code scatter.<elementBytes>}: lane i moves {@code
   * elementBytes} (1, 2 or 4) at byte offset {@code (globalOffset + offsets[i]) * elementBytes}
   * (both counted in elements) to or from dword i of the payload (loads zero-extend).
   */
  public static LaneWalker elements(int elementBytes, int execSize) {
    checkBlock(elementBytes);
    Payload.checkExecSize(execSize, 16);
    return new LaneWalker(
        LaneAddresses.offsets32(elementBytes, 1),
        new LaneLayout(execSize, elementBytes, 4, 0, new long[1], 0, 4, 0));
  }

  /**
   * {@code gather_scaled.<blockBytes>} / {@code scatter_scaled.<blockBytes>}: as {@link #elements}
   * at byte offset {@code globalOffset + offsets[i]} (no alignment needed).
   */
  public static LaneWalker scaled(int blockBytes, int execSize) {
    checkBlock(blockBytes);
    Payload.checkExecSize(execSize, 32);
    return new LaneWalker(
        LaneAddresses.offsets32(1, 1),
        new LaneLayout(execSize, blockBytes, 4, 0, new long[1], 0, 4, 0));
  }

  /**
   * {@code gather4_scaled.<channels>} / {@code scatter4_scaled.<channels>}: for lane i and the k-th
   * enabled channel c (R=0 .. A=3), the dword at {@code (globalOffset + offsets[i] & ~3) + 4*c} and
   * payload dword {@code k * roundUpToRegister(4*exec)/4 + i}: each enabled channel's lanes start
   * in a fresh register (SIMD8: one register per channel, SIMD16: two).
   */
  public static LaneWalker scaled4(int channels, int execSize) {
    Payload.checkExecSize(execSize, 32);
    return new LaneWalker(
        LaneAddresses.offsets32(1, 4),
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

  /**
   * {@code qw_gather.<blocks>} / {@code qw_scatter.<blocks>}: lane i moves {@code blocks} (1, 2 or
   * 4) qwords at byte offset {@code offsets[i] & ~7}; block j of lane i is payload qword {@code j *
   * max(exec, 8) + i}.
   */
  public static LaneWalker qwords(int blocks, int execSize) {
    checkQwBlocks(blocks);
    Payload.checkExecSize(execSize, 16);
    return new LaneWalker(
        LaneAddresses.offsets32(1, 8),
        new LaneLayout(
            execSize, 8, 8, 0, LaneWalker.consecutive(blocks, 8), 8 * Math.max(execSize, 8), 8, 0));
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
