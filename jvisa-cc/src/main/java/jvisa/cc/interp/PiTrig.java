package jvisa.cc.interp;

/**
 * sin(pi x), cos(pi x) and tan(pi x) in double with x reduced exactly to [-1, 1] first (so large
 * arguments stay accurate), with OpenCL's signed zeros and infinities at integers and
 * half-integers.
 */
final class PiTrig {
  private PiTrig() {}

  /** x - 2 rint(x / 2), exact. */
  private static double reduce(double x) {
    return x - 2 * Math.rint(x / 2);
  }

  static double sinpi(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return Double.NaN;
    }
    double r = reduce(x);
    double s = r > 0.5 ? 1 - r : r < -0.5 ? -1 - r : r;
    double v = Math.sin(Math.PI * s);
    return v == 0 ? Math.copySign(0.0, x) : v;
  }

  static double cospi(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return Double.NaN;
    }
    double a = Math.abs(reduce(x));
    return a <= 0.25 ? Math.cos(Math.PI * a) : sinHalfTurn(0.5 - a);
  }

  static double tanpi(double x) {
    return sinpi(x) / cospi(x);
  }

  private static double sinHalfTurn(double s) {
    return s == 0 ? 0.0 : Math.sin(Math.PI * s);
  }
}
