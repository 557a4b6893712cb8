package jvisa.machine.message;

/**
 * Where a per-lane message's data lies, decoded once and shared by the paths that move it ({@link
 * LaneWalker}, {@link ViewMover}, {@link WindowWalk}): for each walked lane i and element k, memory
 * at the lane's address plus {@code elementOffsets[k]}, {@code memoryBytes} wide, and the register
 * at {@code payload + i * lanePitch + k * elementPitch}, {@code registerBytes} wide, shifted left
 * by {@code highShift} on loads; a load clears {@code zeroFill} register bytes after a lane's last
 * element.
 *
 * @param lanes lanes walked: the execution size, or 1 for a transposed (SIMD1) access
 * @param elementOffsets byte offset in memory of each element from its lane's address
 * @param zeroFill register bytes after a lane's last element that a load clears (0 for none)
 */
record LaneLayout(
    int lanes,
    int memoryBytes,
    int registerBytes,
    int highShift,
    long[] elementOffsets,
    int elementPitch,
    int lanePitch,
    int zeroFill) {
  /** Copies the element offsets. */
  LaneLayout {
    elementOffsets = elementOffsets.clone();
  }
}
