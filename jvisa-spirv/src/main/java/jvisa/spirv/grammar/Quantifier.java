package jvisa.spirv.grammar;

/**
 * How many times an operand occurs: the grammar's {@code quantifier} ({@code ?}, {@code *} or
 * none).
 */
public enum Quantifier {
  ONE(""),
  OPTIONAL("?"),
  ANY("*");

  private final String suffix;

  Quantifier(String suffix) {
    this.suffix = suffix;
  }

  /** The grammar's spelling: "", "?" or "*". */
  public String suffix() {
    return suffix;
  }

  /** The quantifier a kind reference ends with ("IdRef*" gives ANY). */
  static Quantifier ofReference(String reference) {
    if (reference.endsWith("?")) {
      return OPTIONAL;
    }
    return reference.endsWith("*") ? ANY : ONE;
  }
}
