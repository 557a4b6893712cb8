package jvisa.machine.debug;

/** Channel sets as text: {@code 0x000000f0 {4-7}}. */
final class ChannelText {
  private ChannelText() {}

  /** The channels of {@code bits} as ranges, e.g. {@code {0-3,8}} ({@code {}} for none). */
  static String list(int bits) {
    StringBuilder s = new StringBuilder("{");
    int i = 0;
    while (i < 32) {
      if ((bits >>> i & 1) == 0) {
        i++;
        continue;
      }
      int j = i;
      while (j + 1 < 32 && (bits >>> (j + 1) & 1) != 0) {
        j++;
      }
      if (s.length() > 1) {
        s.append(',');
      }
      s.append(i);
      if (j > i) {
        s.append('-').append(j);
      }
      i = j + 1;
    }
    return s.append('}').toString();
  }

  static String hex(int bits) {
    String h = Integer.toHexString(bits);
    return "0x" + "0".repeat(8 - h.length()) + h;
  }

  static String both(int bits) {
    return hex(bits) + " " + list(bits);
  }
}
