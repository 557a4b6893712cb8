package jvisa.ocl.printf;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Formats one value as C99's printf (glibc's output, which Intel's OpenCL runtime calls) would for
 * a {@link FormatSpec}: not {@link String#format}, whose {@code %e}, {@code %g}, {@code %a}, {@code
 * #}, infinities and NaNs differ. Decimal conversions round the exact binary value half to even.
 */
public final class PrintfFormatter {

  private PrintfFormatter() {}

  /** Formats {@code value} (integer conversions {@code d i o u x X}, {@code c}). */
  public static String integer(FormatSpec s, long value) {
    return switch (s.conversion()) {
      case 'c' -> pad(s, "", String.valueOf((char) (value & 0xFF)), false);
      case 'd', 'i' -> signedInteger(s, narrowSigned(s.length(), value));
      case 'o', 'u', 'x', 'X' -> unsignedInteger(s, narrowUnsigned(s.length(), value));
      case 'p' -> pointer(s, value);
      default -> floating(s, (double) value);
    };
  }

  /** Formats {@code value} (conversions {@code f F e E g G a A}; integer ones truncate it). */
  public static String floating(FormatSpec s, double value) {
    return switch (s.conversion()) {
      case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' -> formatDouble(s, value);
      case 's' -> string(s, null);
      default -> integer(s, (long) value);
    };
  }

  /** Formats a {@code %s} argument; null prints as glibc's {@code (null)}. */
  public static String string(FormatSpec s, String value) {
    String text = value == null ? "(null)" : value;
    if (s.precision() >= 0 && text.length() > s.precision()) {
      text = text.substring(0, s.precision());
    }
    return pad(s, "", text, false);
  }

  /**
   * Formats a {@code %p} argument as glibc does: {@code 0x} and hex digits, {@code (nil)} for 0.
   */
  public static String pointer(FormatSpec s, long value) {
    if (value == 0) {
      return pad(s, "", "(nil)", false);
    }
    String sign = s.plus() ? "+" : s.space() ? " " : "";
    return pad(s, sign + "0x", withPrecision(Long.toHexString(value), s.precision()), true);
  }

  private static long narrowSigned(String length, long v) {
    return switch (length) {
      case "hh" -> (byte) v;
      case "h" -> (short) v;
      case "l", "ll" -> v;
      default -> (int) v;
    };
  }

  private static long narrowUnsigned(String length, long v) {
    return switch (length) {
      case "hh" -> v & 0xFF;
      case "h" -> v & 0xFFFF;
      case "l", "ll" -> v;
      default -> v & 0xFFFF_FFFFL;
    };
  }

  private static String signedInteger(FormatSpec s, long v) {
    String digits = v < 0 ? Long.toString(v).substring(1) : Long.toString(v);
    String sign = v < 0 ? "-" : s.plus() ? "+" : s.space() ? " " : "";
    return pad(s, sign, integerDigits(digits, v == 0, s.precision()), s.precision() < 0);
  }

  private static String unsignedInteger(FormatSpec s, long v) {
    String digits =
        switch (s.conversion()) {
          case 'o' -> Long.toOctalString(v);
          case 'x' -> Long.toHexString(v);
          case 'X' -> Long.toHexString(v).toUpperCase(Locale.ROOT);
          default -> Long.toUnsignedString(v);
        };
    String body = integerDigits(digits, v == 0, s.precision());
    String prefix = "";
    if (s.alternate()) {
      if (s.conversion() == 'o' && !body.startsWith("0")) {
        body = "0" + body;
      } else if (s.conversion() == 'x' && v != 0) {
        prefix = "0x";
      } else if (s.conversion() == 'X' && v != 0) {
        prefix = "0X";
      }
    }
    return pad(s, prefix, body, s.precision() < 0);
  }

  /** C's precision for integers: at least that many digits, and none for zero at precision 0. */
  private static String integerDigits(String digits, boolean zero, int precision) {
    if (zero && precision == 0) {
      return "";
    }
    return withPrecision(digits, precision);
  }

  private static String withPrecision(String digits, int precision) {
    return digits.length() >= precision ? digits : "0".repeat(precision - digits.length()) + digits;
  }

  /**
   * Pads {@code prefix + body} to the width: left-aligned with spaces, zeros between prefix and
   * body when {@code zeroAllowed} and the {@code 0} flag ask, else spaces before.
   */
  private static String pad(FormatSpec s, String prefix, String body, boolean zeroAllowed) {
    int missing = s.width() - prefix.length() - body.length();
    if (missing <= 0) {
      return prefix + body;
    }
    if (s.leftAlign()) {
      return prefix + body + " ".repeat(missing);
    }
    if (s.zeroPad() && zeroAllowed) {
      return prefix + "0".repeat(missing) + body;
    }
    return " ".repeat(missing) + prefix + body;
  }

  private static String formatDouble(FormatSpec s, double v) {
    boolean negative = (Double.doubleToRawLongBits(v) < 0);
    String sign = negative ? "-" : s.plus() ? "+" : s.space() ? " " : "";
    boolean upper = s.upperCase();
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      String word = Double.isNaN(v) ? "nan" : "inf";
      return pad(s, sign, upper ? word.toUpperCase(Locale.ROOT) : word, false);
    }
    double a = Math.abs(v);
    int precision = s.precision() < 0 ? 6 : s.precision();
    String body =
        switch (Character.toLowerCase(s.conversion())) {
          case 'f' -> fixed(a, precision, s.alternate());
          case 'e' -> scientific(a, precision, s.alternate());
          case 'g' -> general(a, precision, s.alternate());
          default -> hex(a, s.precision(), s.alternate());
        };
    if (Character.toLowerCase(s.conversion()) == 'a') {
      return pad(
          s, sign + (upper ? "0X" : "0x"), upper ? body.toUpperCase(Locale.ROOT) : body, true);
    }
    return pad(s, sign, upper ? body.toUpperCase(Locale.ROOT) : body, true);
  }

  private static String fixed(double a, int precision, boolean alternate) {
    String text = new BigDecimal(a).setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
    return precision == 0 && alternate ? text + "." : text;
  }

  /** Digits of {@code a} rounded to {@code significant} digits, and the decimal exponent. */
  private record Rounded(String digits, int exponent) {}

  private static Rounded round(double a, int significant) {
    if (a == 0) {
      return new Rounded("0".repeat(significant), 0);
    }
    BigDecimal r = new BigDecimal(a).round(new MathContext(significant, RoundingMode.HALF_EVEN));
    String unscaled = r.unscaledValue().toString();
    int exponent = unscaled.length() - 1 - r.scale();
    String digits =
        unscaled.length() >= significant
            ? unscaled.substring(0, significant)
            : unscaled + "0".repeat(significant - unscaled.length());
    return new Rounded(digits, exponent);
  }

  private static String scientific(double a, int precision, boolean alternate) {
    Rounded r = round(a, precision + 1);
    StringBuilder sb = new StringBuilder().append(r.digits.charAt(0));
    if (precision > 0 || alternate) {
      sb.append('.');
    }
    sb.append(r.digits, 1, r.digits.length());
    return sb.append(exponentPart('e', r.exponent, 2)).toString();
  }

  private static String exponentPart(char letter, int exponent, int minDigits) {
    String digits = Integer.toString(Math.abs(exponent));
    return letter + (exponent < 0 ? "-" : "+") + withPrecision(digits, minDigits);
  }

  private static String general(double a, int precision, boolean alternate) {
    int p = precision == 0 ? 1 : precision;
    int exponent = round(a, p).exponent;
    String text =
        p > exponent && exponent >= -4
            ? fixed(a, p - 1 - exponent, alternate)
            : scientific(a, p - 1, alternate);
    return alternate ? text : withoutTrailingZeros(text);
  }

  private static String withoutTrailingZeros(String text) {
    int e = text.indexOf('e');
    String mantissa = e < 0 ? text : text.substring(0, e);
    String tail = e < 0 ? "" : text.substring(e);
    if (mantissa.indexOf('.') >= 0) {
      int end = mantissa.length();
      while (mantissa.charAt(end - 1) == '0') {
        end--;
      }
      if (mantissa.charAt(end - 1) == '.') {
        end--;
      }
      mantissa = mantissa.substring(0, end);
    }
    return mantissa + tail;
  }

  /**
   * glibc's {@code %a} without the sign and {@code 0x}: a normal double as {@code 1.h...p±e}, a
   * subnormal one as {@code 0.h...p-1022}, the digits rounded half to even to the precision (the
   * leading digit may become 2) or, without one, as few as represent the value exactly.
   */
  private static String hex(double a, int precision, boolean alternate) {
    long bits = Double.doubleToRawLongBits(a);
    int biased = (int) (bits >>> 52);
    long fraction = bits & ((1L << 52) - 1);
    int lead;
    int exponent;
    if (a == 0) {
      lead = 0;
      exponent = 0;
    } else if (biased == 0) {
      lead = 0;
      exponent = -1022;
    } else {
      lead = 1;
      exponent = biased - 1023;
    }
    String digits;
    if (precision < 0) {
      digits = String.format(Locale.ROOT, "%013x", fraction).replaceAll("0+$", "");
    } else if (precision >= 13) {
      digits = String.format(Locale.ROOT, "%013x", fraction) + "0".repeat(precision - 13);
    } else {
      int drop = 4 * (13 - precision);
      BigInteger whole = BigInteger.valueOf(((long) lead << 52) | fraction);
      BigInteger[] qr = whole.divideAndRemainder(BigInteger.ONE.shiftLeft(drop));
      BigInteger kept = qr[0];
      int cmp = qr[1].shiftLeft(1).compareTo(BigInteger.ONE.shiftLeft(drop));
      if (cmp > 0 || (cmp == 0 && kept.testBit(0))) {
        kept = kept.add(BigInteger.ONE);
      }
      lead = kept.shiftRight(4 * precision).intValue();
      long rest = kept.subtract(BigInteger.valueOf(lead).shiftLeft(4 * precision)).longValue();
      digits = precision == 0 ? "" : String.format(Locale.ROOT, "%0" + precision + "x", rest);
    }
    String point = digits.isEmpty() && !alternate ? "" : ".";
    return Integer.toHexString(lead) + point + digits + exponentPart('p', exponent, 1);
  }
}
