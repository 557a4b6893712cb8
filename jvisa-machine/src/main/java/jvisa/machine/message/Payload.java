package jvisa.machine.message;

/**
 * The register-file conventions of message payloads. A thread's general register file is one
 * little-endian {@code byte[]} of 32-byte registers (read and written with {@link
 * jvisa.machine.memory.LittleEndian}); every raw operand arrives as a byte offset into it ({@code
 * V.off} = byte offset of V plus off), and {@link #NULL} stands for {@code %null} (no data: sources
 * read as zero, destinations are not written).
 *
 * <p>Per-lane data is "structure of arrays": lane i of a dword vector is at {@code base + 4*i}, of
 * a qword vector at {@code base + 8*i}; when a message moves several values per lane (gather4
 * colors, SVM blocks, LSC vector components) each further value starts in the next register after
 * the previous one's lanes ({@link #roundUpToRegister}).
 */
public final class Payload {
  public static final int REGISTER_BYTES = 32;

  /** Offset standing for the null operand {@code %null} / V0. */
  public static final int NULL = -1;

  private Payload() {}

  /** {@code bytes} rounded up to whole registers. */
  public static int roundUpToRegister(int bytes) {
    return (bytes + REGISTER_BYTES - 1) & -REGISTER_BYTES;
  }

  /** True when lane {@code lane} is enabled in {@code mask}. */
  static boolean enabled(int mask, int lane) {
    return (mask & (1 << lane)) != 0;
  }

  /** A 32-bit surface offset: {@code value} reduced modulo 2^32. */
  static long offset32(long value) {
    return value & 0xFFFF_FFFFL;
  }

  static void checkExecSize(int execSize, int max) {
    if (execSize < 1 || execSize > max || Integer.bitCount(execSize) != 1) {
      throw new IllegalArgumentException(
          "execution size must be a power of two from 1 to " + max + ", got " + execSize);
    }
  }
}
