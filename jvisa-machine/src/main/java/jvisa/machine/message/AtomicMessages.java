package jvisa.machine.message;

/**
 * Layouts of the legacy atomic messages, walked by {@link AtomicWalker}: {@code dword_atomic},
 * {@code svm_atomic} and {@code typed_atomic}. Data operands hold one value per lane in a dword
 * slot for 16- and 32-bit atomics and in a qword slot for 64-bit ones; a 16-bit atomic uses the low
 * half of each dword and writes back the old value zero-extended. Addresses are aligned down to the
 * access width.
 *
 * <p>vISA {@code cmpxchg} stores src0 where memory equals src1; {@code fcmpwr} stores src1 where
 * memory equals src0 ({@link AtomicOp#legacySwapsSources}).
 */
public final class AtomicMessages {
  private AtomicMessages() {}

  /**
   * {@code dword_atomic.<op>[.16] (exec) surface offsets src0 src1 dst}: lane i updates the {@code
   * bytes} (4, or 2 for .16) at byte offset {@code offsets[i]} (UD) of the surface.
   */
  public static AtomicWalker dword(AtomicOp op, int bytes, int execSize) {
    checkWidth(bytes, 4);
    Payload.checkExecSize(execSize, 32);
    return legacy(op, LaneAddresses.offsets32(1, bytes), bytes, execSize);
  }

  /**
   * {@code svm_atomic.<op>[.16|.64] (exec) addresses dst src0 src1} (note the text order): lane i
   * updates the {@code bytes} (4, 2 for .16, 8 for .64) at its 64-bit address (UQ at {@code
   * addresses + 8*i}).
   */
  public static AtomicWalker svm(AtomicOp op, int bytes, int execSize) {
    checkWidth(bytes, 8);
    Payload.checkExecSize(execSize, 32);
    return legacy(op, LaneAddresses.addresses64(bytes), bytes, execSize);
  }

  /**
   * {@code typed_atomic.<op>[.16] (exec) surface u v r lod src0 src1 dst}: lane i updates the first
   * {@code bytes} (4, or 2 for .16) of its pixel ({@link AtomicWalker#walkPixels}).
   */
  public static AtomicWalker typed(AtomicOp op, int bytes, int execSize) {
    checkWidth(bytes, 4);
    Payload.checkExecSize(execSize, 16);
    return legacy(op, null, bytes, execSize);
  }

  private static AtomicWalker legacy(
      AtomicOp op, LaneAddresses addresses, int bytes, int execSize) {
    return new AtomicWalker(
        op, addresses, execSize, bytes, bytes == 8 ? 8 : 4, 0, op.legacySwapsSources());
  }

  private static void checkWidth(int bytes, int max) {
    if (bytes != 2 && bytes != 4 && !(bytes == 8 && max == 8)) {
      throw new IllegalArgumentException(
          "atomic width must be 2" + (max == 8 ? ", 4 or 8" : " or 4") + " bytes: " + bytes);
    }
  }
}
