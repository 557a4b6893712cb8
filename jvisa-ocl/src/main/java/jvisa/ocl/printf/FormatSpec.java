package jvisa.ocl.printf;

import java.util.Optional;

/**
 * One OpenCL C conversion specification, {@code %[flags][width][.precision][vN][length]conversion}
 * (C99 printf plus OpenCL's vector size {@code vN} and its {@code hl} length for vectors).
 *
 * @param width the minimum field width, -1 when none
 * @param precision -1 when none ({@code %.f} has precision 0, as in C)
 * @param vectorSize the N of {@code vN}, 0 for a scalar conversion
 * @param length "", "hh", "h", "hl", "l" or "ll"
 */
public record FormatSpec(
    boolean leftAlign,
    boolean plus,
    boolean space,
    boolean alternate,
    boolean zeroPad,
    int width,
    int precision,
    int vectorSize,
    String length,
    char conversion) {

  /** The conversion characters that end a specification. */
  public static final String CONVERSIONS = "diouxXaAeEfFgGscp";

  /** Parses {@code text}, the whole specification from its {@code %}; empty when malformed. */
  public static Optional<FormatSpec> parse(String text) {
    if (text.length() < 2 || text.charAt(0) != '%') {
      return Optional.empty();
    }
    int i = 1;
    boolean left = false;
    boolean plus = false;
    boolean space = false;
    boolean alt = false;
    boolean zero = false;
    for (; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '-') {
        left = true;
      } else if (c == '+') {
        plus = true;
      } else if (c == ' ') {
        space = true;
      } else if (c == '#') {
        alt = true;
      } else if (c == '0') {
        zero = true;
      } else {
        break;
      }
    }
    int start = i;
    i = digitsEnd(text, i);
    int width = i > start ? number(text, start, i) : -1;
    int precision = -1;
    if (i < text.length() && text.charAt(i) == '.') {
      int p = i + 1;
      i = digitsEnd(text, p);
      precision = i > p ? number(text, p, i) : 0;
    }
    int vector = 0;
    if (i < text.length() && text.charAt(i) == 'v') {
      int v = i + 1;
      i = digitsEnd(text, v);
      vector = i > v ? number(text, v, i) : -1;
      if (vector != 2 && vector != 3 && vector != 4 && vector != 8 && vector != 16) {
        return Optional.empty();
      }
    }
    int lengthStart = i;
    while (i < text.length() && (text.charAt(i) == 'h' || text.charAt(i) == 'l')) {
      i++;
    }
    String length = text.substring(lengthStart, i);
    if (!length.isEmpty() && !"hh h hl l ll".contains(length)) {
      return Optional.empty();
    }
    if (i != text.length() - 1 || CONVERSIONS.indexOf(text.charAt(i)) < 0 || width > 1 << 20) {
      return Optional.empty();
    }
    return Optional.of(
        new FormatSpec(
            left, plus, space, alt, zero, width, precision, vector, length, text.charAt(i)));
  }

  private static int digitsEnd(String text, int from) {
    int i = from;
    while (i < text.length() && i - from < 8 && Character.isDigit(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int number(String text, int from, int to) {
    return Integer.parseInt(text.substring(from, to));
  }

  /** The specification one element of a vector is printed with: no {@code vN}, no {@code hl}. */
  public FormatSpec element() {
    return new FormatSpec(
        leftAlign,
        plus,
        space,
        alternate,
        zeroPad,
        width,
        precision,
        0,
        length.equals("hl") ? "" : length,
        conversion);
  }

  boolean upperCase() {
    return Character.isUpperCase(conversion);
  }
}
