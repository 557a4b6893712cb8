package jvisa.cc.interp;

/**
 * erf and erfc in double, accurate to far better than float's precision: the Maclaurin series below
 * |x| = 2.5 (its cancellation costs under 10 of double's 53 bits), Laplace's continued fraction for
 * erfc above (evaluated backwards from 300 terms), and the reflections erf(-x) = -erf(x), erfc(-x)
 * = 2 - erfc(x).
 */
public final class ErrorFunction {
  private static final double SERIES_LIMIT = 2.5;
  private static final double TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

  private ErrorFunction() {}

  public static double erf(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double a = Math.abs(x);
    double r = a < SERIES_LIMIT ? series(a) : 1 - continuedFraction(a);
    return Math.copySign(r, x);
  }

  public static double erfc(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double a = Math.abs(x);
    double r = a < SERIES_LIMIT ? 1 - series(a) : continuedFraction(a);
    return x < 0 ? 2 - r : r;
  }

  /** 2/sqrt(pi) sum (-1)^k a^(2k+1) / (k! (2k+1)). */
  private static double series(double a) {
    double z = a * a;
    double term = a;
    double sum = a;
    for (int k = 1; k < 200 && Math.abs(term) > 1e-30 * Math.abs(sum); k++) {
      term *= -z / k;
      sum += term / (2 * k + 1);
    }
    return TWO_OVER_SQRT_PI * sum;
  }

  /** e^(-a^2) / (sqrt(pi) (a + (1/2) / (a + 1 / (a + (3/2) / (a + ...))))). */
  private static double continuedFraction(double a) {
    if (Double.isInfinite(a)) {
      return 0;
    }
    double f = a;
    for (int k = 300; k >= 1; k--) {
      f = a + (k / 2.0) / f;
    }
    return Math.exp(-a * a) / (Math.sqrt(Math.PI) * f);
  }
}
