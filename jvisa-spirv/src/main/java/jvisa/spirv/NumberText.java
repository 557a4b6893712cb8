package jvisa.spirv;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Numbers as the SPIR-V tools print them: integers in decimal (signed when the type is), normal and
 * zero floats with the shortest-round-trip precision of C's {@code %g} (9 digits for 32-bit, 17 for
 * 64-bit), other floats (half, subnormal, infinite, NaN) as hex floats such as {@code 0x1.8p+128}.
 */
final class NumberText {
  private NumberText() {}

  static String format(LiteralType type, long bits) {
    if (!type.floating()) {
      long value = new Operand.Number(null, type, bits).value();
      return type.signed() ? Long.toString(value) : Long.toUnsignedString(bits);
    }
    return switch (type.width()) {
      case 32 -> {
        float f = Float.intBitsToFloat((int) bits);
        yield isNormalOrZero(f) ? general(f, 9) : hex(bits, 8, 23);
      }
      case 64 -> {
        double d = Double.longBitsToDouble(bits);
        yield isNormalOrZero(d) ? general(d, 17) : hex(bits, 11, 52);
      }
      case 16 -> hex(bits, 5, 10);
      default -> "0x" + Long.toHexString(bits);
    };
  }

  private static boolean isNormalOrZero(double d) {
    return d == 0 || (Double.isFinite(d) && Math.abs(d) >= Double.MIN_NORMAL);
  }

  private static boolean isNormalOrZero(float f) {
    return f == 0 || (Float.isFinite(f) && Math.abs(f) >= Float.MIN_NORMAL);
  }

  /** C's {@code %.{precision}g}. */
  static String general(double d, int precision) {
    if (d == 0) {
      return (1 / d < 0) ? "-0" : "0";
    }
    BigDecimal rounded =
        new BigDecimal(d).round(new MathContext(precision, RoundingMode.HALF_EVEN));
    int exponent = rounded.precision() - rounded.scale() - 1;
    if (exponent >= -4 && exponent < precision) {
      return stripZeros(
          rounded
              .setScale(Math.max(0, precision - 1 - exponent), RoundingMode.HALF_EVEN)
              .toPlainString());
    }
    BigDecimal mantissa = rounded.movePointLeft(exponent);
    String digits =
        stripZeros(mantissa.setScale(precision - 1, RoundingMode.HALF_EVEN).toPlainString());
    return digits
        + "e"
        + (exponent < 0 ? "-" : "+")
        + (Math.abs(exponent) < 10 ? "0" : "")
        + Math.abs(exponent);
  }

  private static String stripZeros(String s) {
    if (s.indexOf('.') < 0) {
      return s;
    }
    int end = s.length();
    while (s.charAt(end - 1) == '0') {
      end--;
    }
    if (s.charAt(end - 1) == '.') {
      end--;
    }
    return s.substring(0, end);
  }

  /** A hex float, the fraction padded to whole nibbles and trailing zero nibbles dropped. */
  static String hex(long bits, int exponentBits, int fractionBits) {
    int nibbles = (fractionBits + 3) / 4;
    long fractionMask = (1L << fractionBits) - 1;
    boolean negative = (bits >>> (exponentBits + fractionBits) & 1) != 0;
    long biased = bits >>> fractionBits & ((1L << exponentBits) - 1);
    long fraction = (bits & fractionMask) << (4 * nibbles - fractionBits);
    long topBit = 1L << (4 * nibbles - 1);
    boolean zero = biased == 0 && fraction == 0;
    int exponent = zero ? 0 : (int) biased - ((1 << (exponentBits - 1)) - 1);
    if (biased == 0 && !zero) {
      while ((fraction & topBit) == 0) {
        fraction <<= 1;
        exponent--;
      }
      fraction = (fraction << 1) & ((1L << (4 * nibbles)) - 1);
    }
    while (nibbles > 0 && (fraction & 0xf) == 0) {
      fraction >>>= 4;
      nibbles--;
    }
    StringBuilder s = new StringBuilder(negative ? "-0x" : "0x").append(zero ? '0' : '1');
    if (nibbles > 0) {
      String hex = Long.toHexString(fraction);
      s.append('.').append("0".repeat(nibbles - hex.length())).append(hex);
    }
    return s.append('p').append(exponent >= 0 ? "+" : "").append(exponent).toString();
  }
}
