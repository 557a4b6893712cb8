package jvisa.asm.model;

/**
 * A 1-based line and column in a source file.
 *
 * <p>Positions never take part in equality: two programs that differ only in layout are equal,
 * which is what round-trip comparisons (parse, print, parse again) need.
 */
public record SourcePos(int line, int col) {
  public static final SourcePos NONE = new SourcePos(0, 0);

  @Override
  public boolean equals(Object o) {
    return o instanceof SourcePos;
  }

  @Override
  public int hashCode() {
    return 0;
  }

  @Override
  public String toString() {
    return line + ":" + col;
  }
}
