package jvisa.ocl.corpus;

/**
 * The outcome of comparing one output buffer.
 *
 * @param elementCount elements compared (the longer of the two buffers)
 * @param mismatches elements that break the rule (including elements only one buffer has)
 * @param allowedMismatches how many the rule's mismatch fraction tolerates
 * @param firstMismatch index of the first breaking element, -1 when none
 * @param expectedAtFirst the expected element there, formatted in the element type ("" when none)
 * @param actualAtFirst the actual element there, formatted in the element type ("" when none)
 * @param maxUlpDistance for float/half: the largest ulp distance between two non-NaN elements (0
 *     otherwise)
 */
public record ComparisonResult(
    ElementType type,
    long elementCount,
    long mismatches,
    long allowedMismatches,
    long firstMismatch,
    String expectedAtFirst,
    String actualAtFirst,
    long maxUlpDistance) {

  public boolean passed() {
    return mismatches <= allowedMismatches;
  }

  /**
   * One line for a report, e.g. {@code "3 of 2400 uint elements differ; first at [17]: expected 5,
   * got 6"}.
   */
  public String describe() {
    String head = mismatches + " of " + elementCount + " " + type.clName() + " elements differ";
    if (mismatches == 0) {
      return head;
    }
    return head
        + " ("
        + allowedMismatches
        + " allowed); first at ["
        + firstMismatch
        + "]: expected "
        + expectedAtFirst
        + ", got "
        + actualAtFirst
        + (type.isFloating() ? "; max ulp distance " + maxUlpDistance : "");
  }
}
