package jvisa.asm.model;

/**
 * Execution size and mask control: {@code (M1, 16)}, {@code (M5_NM, 8)}, or a bare size {@code
 * (8)}.
 *
 * @param maskGroup 0 for M1 ... 7 for M8
 * @param maskGiven false for the bare-size form
 */
public record ExecSpec(int size, int maskGroup, boolean noMask, boolean maskGiven, SourcePos pos) {

  /**
   * The first channel (0..31) this instruction's channel 0 corresponds to: M1=0, M2=4, ..., M8=28.
   */
  public int channelOffset() {
    return maskGroup * 4;
  }

  /** The text form inside the parentheses, e.g. "M1_NM, 16" or "8". */
  public String text() {
    if (!maskGiven) {
      return Integer.toString(size);
    }
    return "M" + (maskGroup + 1) + (noMask ? "_NM" : "") + ", " + size;
  }
}
