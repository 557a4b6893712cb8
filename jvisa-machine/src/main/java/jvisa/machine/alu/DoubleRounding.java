package jvisa.machine.alu;

import java.math.BigDecimal;

/**
 * Directed rounding for double (DF) results. Java computes the round-to-nearest result; given the
 * sign of the error left by it, the other modes move at most one step away from it.
 */
final class DoubleRounding {
  private DoubleRounding() {}

  /**
   * The exact value rounded with {@code mode}, given its round-to-nearest-even double {@code rn}
   * and {@code errorSign} = sign(exact - rn) (for an overflowed {@code rn} = +-inf, the sign toward
   * the finite exact value).
   */
  static double directed(double rn, int errorSign, RoundingMode mode) {
    if (errorSign == 0 || Double.isNaN(rn)) {
      return rn;
    }
    return switch (mode) {
      case RNE -> rn;
      case RU -> errorSign > 0 ? Math.nextUp(rn) : rn;
      case RD -> errorSign < 0 ? Math.nextDown(rn) : rn;
      case RZ ->
          rn > 0 && errorSign < 0
              ? Math.nextDown(rn)
              : rn < 0 && errorSign > 0 ? Math.nextUp(rn) : rn;
    };
  }

  /**
   * sign(exact - rn) for a finite exact value and its rounding {@code rn}, which may have
   * overflowed.
   */
  static int errorSign(BigDecimal exact, double rn) {
    if (Double.isInfinite(rn)) {
      return rn > 0 ? -1 : 1;
    }
    return exact.compareTo(new BigDecimal(rn));
  }

  /** The exact value rounded to double with {@code mode}. */
  static double round(BigDecimal exact, RoundingMode mode) {
    double rn = nearest(exact);
    return directed(rn, errorSign(exact, rn), mode);
  }

  /**
   * The exact value rounded to the nearest double, ties to even, without trusting doubleValue().
   */
  static double nearest(BigDecimal exact) {
    double d = exact.doubleValue();
    if (Double.isInfinite(d)) {
      d = Math.copySign(Double.MAX_VALUE, d);
    }
    BigDecimal dv = new BigDecimal(d);
    int c = exact.compareTo(dv);
    while (c != 0) {
      double step = c > 0 ? Math.nextUp(d) : Math.nextDown(d);
      if (Double.isInfinite(step) || exact.compareTo(new BigDecimal(step)) != c) {
        break;
      }
      d = step;
      dv = new BigDecimal(d);
      c = exact.compareTo(dv);
    }
    if (c == 0) {
      return d;
    }
    double other = c > 0 ? Math.nextUp(d) : Math.nextDown(d);
    if (Double.isInfinite(other)) {
      BigDecimal halfUlp = new BigDecimal(Math.ulp(d)).divide(BigDecimal.valueOf(2));
      BigDecimal limit = c > 0 ? dv.add(halfUlp) : dv.subtract(halfUlp);
      int beyond = exact.compareTo(limit);
      return (c > 0 ? beyond >= 0 : beyond <= 0) ? other : d;
    }
    BigDecimal ov = new BigDecimal(other);
    int toMid = exact.multiply(BigDecimal.valueOf(2)).compareTo(dv.add(ov));
    if (toMid == 0) {
      return (Double.doubleToRawLongBits(d) & 1) == 0 ? d : other;
    }
    boolean nearerOther = c > 0 ? toMid > 0 : toMid < 0;
    return nearerOther ? other : d;
  }
}
