package jvisa.machine.check;

/** Channel masks as reports write them: "0-7,12". */
public final class Channels {
  private Channels() {}

  public static String of(long mask) {
    StringBuilder sb = new StringBuilder();
    int c = 0;
    while (c < 64) {
      if ((mask >>> c & 1) == 0) {
        c++;
        continue;
      }
      int end = c;
      while (end + 1 < 64 && (mask >>> (end + 1) & 1) != 0) {
        end++;
      }
      if (sb.length() > 0) {
        sb.append(',');
      }
      sb.append(c);
      if (end > c) {
        sb.append('-').append(end);
      }
      c = end + 1;
    }
    return sb.toString();
  }
}
