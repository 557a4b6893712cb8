package jvisa.spirv.grammar;

/** The grammar's {@code category} of an operand kind. */
public enum OperandCategory {
  /** A 32-bit mask; each set bit is an enumerant, which may be followed by its parameters. */
  BIT_ENUM,
  /** One 32-bit value naming an enumerant, which may be followed by its parameters. */
  VALUE_ENUM,
  /** One word holding an {@code <id>}. */
  ID,
  /** A literal: number, string, or an opcode that selects the following operands. */
  LITERAL,
  /** A fixed sequence of other kinds ({@code PairIdRefLiteralInteger} ...). */
  COMPOSITE
}
