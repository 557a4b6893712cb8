package jvisa.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Shrinks a failing input while it keeps failing the same way: first whole lines, then single
 * characters (a simple delta debugging), within a time budget.
 */
final class Minimizer {
  private Minimizer() {}

  static String minimize(String input, String failure, long budgetMillis) {
    return minimize(input, failure, budgetMillis, Oracle::check);
  }

  /** Shrinks {@code input} while {@code check} still reports a failure of the same kind. */
  static String minimize(
      String input, String failure, long budgetMillis, Function<String, String> check) {
    long deadline = System.currentTimeMillis() + budgetMillis;
    String kind = kindOf(failure.replaceFirst("^iteration [0-9]+: ", ""));
    String best = input;
    best = shrink(best, kind, deadline, true, check);
    best = shrink(best, kind, deadline, false, check);
    return best;
  }

  /**
   * What identifies a failure: the exception and where it is thrown, or the malformed diagnostic's
   * message.
   */
  static String kindOf(String failure) {
    int at = failure.indexOf(" at ");
    if (failure.contains("StackOverflowError") && at >= 0) {
      return failure.substring(0, at); // the overflowing frame varies with the depth
    }
    return failure.replaceAll("[0-9]+", "#");
  }

  private static boolean stillFails(String text, String kind, Function<String, String> check) {
    String f = check.apply(text);
    return f != null && kindOf(f).equals(kind);
  }

  private static String shrink(
      String text, String kind, long deadline, boolean byLines, Function<String, String> check) {
    List<String> parts = split(text, byLines);
    int chunk = Math.max(1, parts.size() / 2);
    while (chunk >= 1 && System.currentTimeMillis() < deadline) {
      boolean removed = false;
      for (int start = 0; start < parts.size() && System.currentTimeMillis() < deadline; ) {
        List<String> candidate = new ArrayList<>(parts.subList(0, start));
        candidate.addAll(parts.subList(Math.min(parts.size(), start + chunk), parts.size()));
        if (!candidate.isEmpty() && stillFails(String.join("", candidate), kind, check)) {
          parts = candidate;
          removed = true;
        } else {
          start += chunk;
        }
      }
      if (!removed) {
        chunk /= 2;
      }
    }
    return String.join("", parts);
  }

  private static List<String> split(String text, boolean byLines) {
    List<String> parts = new ArrayList<>();
    if (!byLines) {
      for (int i = 0; i < text.length(); i++) {
        parts.add(String.valueOf(text.charAt(i)));
      }
      return parts;
    }
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        parts.add(text.substring(start, i + 1));
        start = i + 1;
      }
    }
    if (start < text.length()) {
      parts.add(text.substring(start));
    }
    return parts;
  }
}
