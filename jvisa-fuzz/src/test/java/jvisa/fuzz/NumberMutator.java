package jvisa.fuzz;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces one number of a vISA text (an offset, region, execution size, immediate, element count)
 * with a boundary value, keeping the text parsable far more often than byte mutations do.
 */
final class NumberMutator {
  private static final Pattern NUMBER = Pattern.compile("0x[0-9a-fA-F]+|\\b\\d+\\b");
  private static final String[] VALUES = {
    "0",
    "1",
    "2",
    "3",
    "4",
    "7",
    "8",
    "15",
    "16",
    "31",
    "32",
    "33",
    "63",
    "64",
    "127",
    "128",
    "255",
    "256",
    "4095",
    "4096",
    "65535",
    "65536",
    "0x7fffffff",
    "0x80000000",
    "0xffffffff",
    "0xfffffff0",
    "2147483647",
    "4294967295",
    "0x7fffffffffffffff",
    "0xffffffffffffffff"
  };

  private final Random random;

  NumberMutator(Random random) {
    this.random = random;
  }

  /** One to three numbers of the text replaced. */
  String mutate(String text) {
    String t = text;
    int rounds = 1 + random.nextInt(3);
    for (int i = 0; i < rounds; i++) {
      t = once(t);
    }
    return t;
  }

  private String once(String text) {
    Matcher m = NUMBER.matcher(text);
    int count = 0;
    while (m.find()) {
      count++;
    }
    if (count == 0) {
      return text;
    }
    int target = random.nextInt(count);
    m.reset();
    for (int i = 0; i <= target; i++) {
      m.find();
    }
    String value = VALUES[random.nextInt(VALUES.length)];
    if (m.group().startsWith("0x") && !value.startsWith("0x")) {
      value = "0x" + Long.toHexString(Long.parseLong(value));
    }
    return text.substring(0, m.start()) + value + text.substring(m.end());
  }
}
