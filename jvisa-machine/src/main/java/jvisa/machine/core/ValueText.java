package jvisa.machine.core;

import java.math.BigDecimal;
import java.util.Locale;
import jvisa.asm.model.Type;
import jvisa.machine.alu.Convert;

/**
 * Element values as text: integers in decimal, floats as the shortest decimal that reads back
 * exactly.
 */
public final class ValueText {
  private ValueText() {}

  /** Formats raw element bits of a type. */
  public static String format(long bits, Type t) {
    if (t.isFloat()) {
      double v = Convert.floatValue(bits, t);
      return formatFloat(v, t);
    }
    long v = Convert.intValue(bits, t);
    if (t == Type.UQ) {
      return Long.toUnsignedString(v);
    }
    return Long.toString(v);
  }

  static String formatFloat(double v, Type t) {
    if (Double.isNaN(v)) {
      return "nan";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "inf" : "-inf";
    }
    if (v == 0) {
      return (1 / v < 0) ? "-0" : "0";
    }
    int maxDigits = t == Type.DF ? 17 : 9;
    for (int p = 1; p <= maxDigits; p++) {
      String s = String.format(Locale.ROOT, "%." + p + "g", v);
      double back = Double.parseDouble(s);
      if (sameInType(back, v, t)) {
        return clean(s);
      }
    }
    return new BigDecimal(v).toString();
  }

  private static boolean sameInType(double a, double b, Type t) {
    if (t == Type.DF) {
      return a == b;
    }
    return Convert.floatBits(a, t) == Convert.floatBits(b, t);
  }

  private static String clean(String s) {
    String mant = s;
    String exp = "";
    int e = s.indexOf('e');
    if (e >= 0) {
      mant = s.substring(0, e);
      exp = s.substring(e);
      int n = Integer.parseInt(exp.substring(1));
      exp = "e" + n;
    }
    if (mant.contains(".")) {
      mant = mant.replaceAll("0+$", "");
      if (mant.endsWith(".")) {
        mant = mant.substring(0, mant.length() - 1);
      }
    }
    return mant + exp;
  }

  /**
   * Parses a value written for an element of type t (decimal, 0x hex, or a float literal) into raw
   * bits.
   */
  public static long parse(String text, Type t) {
    String s = text.trim().toLowerCase(Locale.ROOT);
    if (t.isFloat()) {
      if (s.startsWith("0x")) {
        return Long.parseUnsignedLong(s.substring(2), 16);
      }
      double v =
          switch (s) {
            case "nan" -> Double.NaN;
            case "inf", "+inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(s);
          };
      return Convert.floatBits(v, t);
    }
    long v;
    boolean neg = s.startsWith("-");
    String digits = neg ? s.substring(1) : s;
    if (digits.startsWith("0x")) {
      v = Long.parseUnsignedLong(digits.substring(2), 16);
    } else {
      v = Long.parseUnsignedLong(digits);
    }
    return Convert.intBits(neg ? -v : v, t);
  }
}
