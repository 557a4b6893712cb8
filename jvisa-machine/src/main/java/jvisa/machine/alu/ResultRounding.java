package jvisa.machine.alu;

import java.math.BigDecimal;
import jvisa.asm.model.Type;

/**
 * Turns the exact result of a float operation into the value the machine writes: rounded to the
 * execution type with the %cr0 direction, denorm results flushed per %cr0, and in ALT mode (F only)
 * infinities replaced by the largest finite value of the same sign.
 */
final class ResultRounding {
  private ResultRounding() {}

  /**
   * The exact value {@code hi + lo} (hi = that value rounded to double, lo = the remaining error or
   * just a tiny value of its sign) rounded to float type {@code t}.
   */
  static double round(double hi, double lo, Type t, FloatMode mode) {
    RoundingMode rm = mode.rounding();
    double r;
    if (t == Type.DF) {
      r = DoubleRounding.directed(hi, lo > 0 ? 1 : lo < 0 ? -1 : 0, rm);
    } else if (t == Type.F && lo == 0 && rm == RoundingMode.RNE) {
      r = (float) hi;
    } else {
      r = Convert.format(t).roundValue(hi, lo, rm);
    }
    return finish(r, t, mode);
  }

  /** An exact value given as a BigDecimal, rounded to float type {@code t}. */
  static double round(BigDecimal exact, Type t, FloatMode mode) {
    double rn = DoubleRounding.nearest(exact);
    int errorSign = DoubleRounding.errorSign(exact, rn);
    if (t == Type.DF) {
      return finish(DoubleRounding.directed(rn, errorSign, mode.rounding()), t, mode);
    }
    return round(rn, errorSign * Double.MIN_VALUE, t, mode);
  }

  /** An already rounded result with output denorm flushing and the ALT infinity clamp applied. */
  static double finish(double r, Type t, FloatMode mode) {
    double out = mode.flush(r, t);
    if (mode.altF() && t == Type.F && Double.isInfinite(out)) {
      return Math.copySign(Float.MAX_VALUE, out);
    }
    return out;
  }
}
