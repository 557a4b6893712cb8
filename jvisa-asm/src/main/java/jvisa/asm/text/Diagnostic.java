package jvisa.asm.text;

/** One problem found in a file: {@code file:line:col: message}. */
public record Diagnostic(String file, int line, int col, String message) {
  @Override
  public String toString() {
    return file + ":" + line + ":" + col + ": " + message;
  }
}
