package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the diagnostics of one file (parsing continues after an error to report more than one).
 */
final class Diagnostics {
  private static final int MAX = 200;
  private final String file;
  private final List<Diagnostic> list = new ArrayList<>();

  Diagnostics(String file) {
    this.file = file;
  }

  void error(int line, int col, String message) {
    if (list.size() < MAX) {
      list.add(new Diagnostic(file, line, col, message));
    }
  }

  boolean isEmpty() {
    return list.isEmpty();
  }

  List<Diagnostic> list() {
    return List.copyOf(list);
  }

  /** The diagnostics of {@code first} followed by these, as many as one sink keeps. */
  List<Diagnostic> listAfter(Diagnostics first) {
    List<Diagnostic> all = new ArrayList<>(first.list);
    all.addAll(list);
    return List.copyOf(all.subList(0, Math.min(all.size(), MAX)));
  }
}
