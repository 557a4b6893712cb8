package jvisa.verify.defuse;

import jvisa.asm.model.SourcePos;
import jvisa.asm.text.Diagnostic;

/**
 * A read of bytes that nothing has written: never in the unit ({@link Rule#NEVER_WRITTEN}), or on
 * no path from the unit's entry to the read ({@link Rule#BEFORE_WRITE}). One finding stands for
 * every read of the variable under that rule; it points at the first.
 *
 * @param variable the variable as the read names it (an alias or the variable itself)
 * @param root the declared variable underneath its aliases
 * @param start first byte of {@code root} the first read covers
 * @param end one past its last byte
 * @param wholeRoot whether the first read covers all of {@code root}
 */
public record UnwrittenRead(
    Rule rule,
    String file,
    String variable,
    String root,
    long start,
    long end,
    boolean wholeRoot,
    SourcePos pos) {

  public enum Rule {
    NEVER_WRITTEN("unwritten-read", "is read but never written"),
    BEFORE_WRITE("read-before-write", "is read before any write reaches it");

    private final String name;
    private final String verdict;

    Rule(String name, String verdict) {
      this.name = name;
      this.verdict = verdict;
    }

    /** The name a warning carries in brackets. */
    public String ruleName() {
      return name;
    }
  }

  /** {@code 'UA' (alias of 'U', bytes 64..127) is read but never written}. */
  public String message() {
    StringBuilder details = new StringBuilder();
    if (!variable.equals(root)) {
      details.append("alias of '").append(root).append('\'');
    }
    if (!wholeRoot) {
      details
          .append(details.length() > 0 ? ", " : "")
          .append("bytes ")
          .append(start)
          .append("..")
          .append(end - 1);
    }
    return "'"
        + variable
        + "'"
        + (details.length() > 0 ? " (" + details + ")" : "")
        + " "
        + rule.verdict;
  }

  /** As a diagnostic: {@code file:line:col: [rule] message} (a missing position counts as 1:1). */
  public Diagnostic diagnostic() {
    int line = pos == null ? 1 : Math.max(1, pos.line());
    int col = pos == null ? 1 : Math.max(1, pos.col());
    String f = file == null || file.isEmpty() ? "<input>" : file;
    return new Diagnostic(f, line, col, "[" + rule.ruleName() + "] " + message());
  }
}
