package jvisa.spirv;

/**
 * Malformed or unsupported SPIR-V: the message names where (word offset, instruction index and
 * opcode when known) and what is wrong. The reader throws nothing else for bad input.
 */
public final class SpirvFormatException extends RuntimeException {
  /** Where no particular word or instruction is to blame. */
  public static final int NOWHERE = -1;

  private final int wordOffset;
  private final int instructionIndex;

  public SpirvFormatException(String message, int wordOffset, int instructionIndex) {
    super(locate(message, wordOffset, instructionIndex));
    this.wordOffset = wordOffset;
    this.instructionIndex = instructionIndex;
  }

  /**
   * The word (from the start of the module, header included) the problem is at, or {@link
   * #NOWHERE}.
   */
  public int wordOffset() {
    return wordOffset;
  }

  /** The index of the instruction (0 = first after the header), or {@link #NOWHERE}. */
  public int instructionIndex() {
    return instructionIndex;
  }

  private static String locate(String message, int wordOffset, int instructionIndex) {
    StringBuilder where = new StringBuilder();
    if (wordOffset != NOWHERE) {
      where.append("word ").append(wordOffset);
    }
    if (instructionIndex != NOWHERE) {
      where.append(where.length() > 0 ? ", " : "").append("instruction ").append(instructionIndex);
    }
    return where.length() == 0 ? message : where + ": " + message;
  }
}
