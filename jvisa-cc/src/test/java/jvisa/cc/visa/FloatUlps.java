package jvisa.cc.visa;

/** How far a float result is from a double reference, for the precision tests of math built-ins. */
final class FloatUlps {
  private FloatUlps() {}

  /**
   * |got - reference| in ulps of the reference rounded to float; 0 for NaN/NaN, infinite when
   * exactly expected values (NaN, infinities, exact zeros with their sign) differ.
   */
  static double of(float got, double reference) {
    float rounded = (float) reference;
    if (Double.isNaN(reference) || Float.isNaN(got)) {
      return Double.isNaN(reference) && Float.isNaN(got) ? 0 : Double.POSITIVE_INFINITY;
    }
    if (Float.isInfinite(rounded) || Float.isInfinite(got) || reference == 0) {
      return Float.floatToRawIntBits(got) == Float.floatToRawIntBits(rounded)
          ? 0
          : Double.POSITIVE_INFINITY;
    }
    return Math.abs(got - reference) / Math.ulp(rounded);
  }
}
