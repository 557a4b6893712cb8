package jvisa.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A byte count on the command line: a number with an optional K, M or G suffix (powers of 1024),
 * e.g. 512M.
 */
final class ByteSize implements ITypeConverter<Long> {
  @Override
  public Long convert(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    if (t.endsWith("B")) {
      t = t.substring(0, t.length() - 1);
    }
    int shift = 0;
    if (!t.isEmpty()) {
      switch (t.charAt(t.length() - 1)) {
        case 'K' -> shift = 10;
        case 'M' -> shift = 20;
        case 'G' -> shift = 30;
        default -> shift = 0;
      }
    }
    String digits = shift == 0 ? t : t.substring(0, t.length() - 1);
    long n;
    try {
      n = Long.parseLong(digits);
    } catch (NumberFormatException e) {
      throw new TypeConversionException(
          "'" + text + "' is not a byte count such as 1048576, 512K, 64M or 2G");
    }
    if (n < 1 || n > Long.MAX_VALUE >> shift) {
      throw new TypeConversionException("'" + text + "' is not a byte count from 1 to 2^63-1");
    }
    return n << shift;
  }
}
