package jvisa.verify;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.SourcePos;
import jvisa.asm.text.Diagnostic;

/**
 * Collects the verifier's findings as {@code file:line:col: [rule] message}. Positions that are
 * missing (built programs, SourcePos.NONE) are reported at 1:1 so that every diagnostic stays well
 * formed.
 */
final class Report {
  /** Enough to describe any real program; bounds memory on garbage input. */
  private static final int MAX = 2000;

  private final List<Diagnostic> list = new ArrayList<>();
  private String file = "<input>";

  void setFile(String file) {
    this.file = file == null || file.isEmpty() ? "<input>" : file;
  }

  void error(String rule, SourcePos pos, String message) {
    if (list.size() >= MAX) {
      return;
    }
    int line = pos == null ? 1 : Math.max(1, pos.line());
    int col = pos == null ? 1 : Math.max(1, pos.col());
    list.add(new Diagnostic(file, line, col, "[" + rule + "] " + message));
  }

  List<Diagnostic> diagnostics() {
    return list;
  }
}
