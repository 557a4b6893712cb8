package jvisa.spirv.grammar;

/** One operand position of an instruction or enumerant: its kind and how often it occurs. */
public record OperandSpec(OperandKind kind, Quantifier quantifier) {
  @Override
  public String toString() {
    return kind.name() + quantifier.suffix();
  }
}
