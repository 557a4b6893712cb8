package jvisa.ocl.corpus;

/**
 * How an output buffer is compared: integers must be equal; float and half elements may be up to
 * {@code ulp} units in the last place apart; up to {@code mismatchFraction} of a buffer's elements
 * may break that.
 */
public record CompareRule(int ulp, double mismatchFraction) {

  public static final CompareRule DEFAULT = new CompareRule(4, 0.0);

  public CompareRule {
    if (ulp < 0) {
      throw new IllegalArgumentException("ulp must be >= 0, not " + ulp);
    }
    if (!(mismatchFraction >= 0.0 && mismatchFraction <= 1.0)) {
      throw new IllegalArgumentException(
          "mismatch_fraction must be in [0, 1], not " + mismatchFraction);
    }
  }

  /** How many of {@code elementCount} elements may break the rule. */
  public long allowedMismatches(long elementCount) {
    return (long) Math.floor(mismatchFraction * elementCount);
  }
}
