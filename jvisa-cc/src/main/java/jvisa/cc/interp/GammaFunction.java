package jvisa.cc.interp;

/**
 * tgamma and lgamma in double, far more exact than float needs: Stirling's series with terms to
 * 1/(1188 z^9) from z >= 15 (error below 1e-15), smaller positive arguments shifted up by the
 * recurrence Gamma(z + 1) = z Gamma(z), negative ones through the reflection Gamma(x) Gamma(1 - x)
 * = pi / sin(pi x).
 */
public final class GammaFunction {
  private static final double SHIFT_FROM = 15;
  private static final double HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

  private GammaFunction() {}

  public static double tgamma(double x) {
    if (Double.isNaN(x) || x == Double.NEGATIVE_INFINITY) {
      return Double.NaN;
    }
    if (x == 0) {
      return 1 / x;
    }
    if (x < 0 && x == Math.rint(x)) {
      return Double.NaN;
    }
    if (x < 0.5) {
      return Math.PI / (PiTrig.sinpi(x) * tgamma(1 - x));
    }
    if (x > 200) {
      return Double.POSITIVE_INFINITY;
    }
    return Math.exp(logOfPositive(x));
  }

  public static double lgamma(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    if (Double.isInfinite(x) || x == 0 || x < 0 && x == Math.rint(x)) {
      return Double.POSITIVE_INFINITY;
    }
    if (x < 0.5) {
      return Math.log(Math.PI / Math.abs(PiTrig.sinpi(x))) - lgamma(1 - x);
    }
    return logOfPositive(x);
  }

  /**
   * The sign of Gamma(x), as lgamma_r reports it: 1 or -1 (-1 for -0, where Gamma is -inf); 0 for
   * NaN, -inf and the negative integers, where Gamma has no sign.
   */
  public static int sign(double x) {
    if (Double.isNaN(x) || x < 0 && x == Math.rint(x)) {
      return 0;
    }
    if (x > 0 || x == 0 && 1 / x > 0) {
      return 1;
    }
    return x == 0 || Math.floor(x) % 2 != 0 ? -1 : 1;
  }

  /** ln Gamma(x) for x >= 0.5. */
  private static double logOfPositive(double x) {
    double z = x;
    double product = 1;
    while (z < SHIFT_FROM) {
      product *= z;
      z += 1;
    }
    double shift = Math.log(product);
    double r = 1 / z;
    double r2 = r * r;
    double series =
        r * (1.0 / 12 - r2 * (1.0 / 360 - r2 * (1.0 / 1260 - r2 * (1.0 / 1680 - r2 / 1188))));
    return (z - 0.5) * Math.log(z) - z + HALF_LOG_TWO_PI + series - shift;
  }
}
