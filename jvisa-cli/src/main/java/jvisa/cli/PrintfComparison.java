package jvisa.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Our printf output against a reference's, as multisets of lines: runtimes print work-items in
 * their own orders (PoCL one work-item after another, Intel's runtime by hardware thread).
 *
 * @param missing lines the reference printed that we did not (as many times as they are missing)
 * @param extra lines we printed that the reference did not
 */
record PrintfComparison(int lines, List<String> missing, List<String> extra) {

  static PrintfComparison of(String ours, String reference) {
    List<String> mine = sortedLines(ours);
    List<String> theirs = sortedLines(reference);
    List<String> missing = new ArrayList<>();
    List<String> extra = new ArrayList<>();
    int a = 0;
    int b = 0;
    while (a < mine.size() || b < theirs.size()) {
      int c = a == mine.size() ? 1 : b == theirs.size() ? -1 : mine.get(a).compareTo(theirs.get(b));
      if (c == 0) {
        a++;
        b++;
      } else if (c < 0) {
        extra.add(mine.get(a++));
      } else {
        missing.add(theirs.get(b++));
      }
    }
    return new PrintfComparison(mine.size(), missing, extra);
  }

  private static List<String> sortedLines(String text) {
    List<String> lines = new ArrayList<>(text.lines().toList());
    Collections.sort(lines);
    return lines;
  }

  boolean same() {
    return missing.isEmpty() && extra.isEmpty();
  }

  String describe() {
    if (same()) {
      return "PASS (" + lines + " lines, the same lines as the reference printed)";
    }
    StringBuilder sb =
        new StringBuilder("FAIL (")
            .append(extra.size())
            .append(" of ")
            .append(lines)
            .append(" lines not printed by the reference, ")
            .append(missing.size())
            .append(" of its lines missing");
    if (!extra.isEmpty()) {
      sb.append("; first extra: '").append(extra.get(0)).append('\'');
    }
    if (!missing.isEmpty()) {
      sb.append("; first missing: '").append(missing.get(0)).append('\'');
    }
    return sb.append(')').toString();
  }
}
