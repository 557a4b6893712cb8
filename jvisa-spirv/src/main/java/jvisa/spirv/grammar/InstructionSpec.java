package jvisa.spirv.grammar;

import java.util.List;

/**
 * One instruction of the grammar (core or an extended set): its number, name, the grammar's class
 * and its operand list in order.
 */
public record InstructionSpec(
    int opcode, String name, String instructionClass, List<OperandSpec> operands) {
  public InstructionSpec {
    operands = List.copyOf(operands);
  }

  /** Whether the first operand is an {@code IdResultType}. */
  public boolean hasResultType() {
    return !operands.isEmpty() && operands.get(0).kind().name().equals(OperandKind.ID_RESULT_TYPE);
  }

  /**
   * Whether the instruction defines an {@code IdResult} (first operand, or second after a result
   * type).
   */
  public boolean hasResult() {
    int at = hasResultType() ? 1 : 0;
    return operands.size() > at && operands.get(at).kind().name().equals(OperandKind.ID_RESULT);
  }

  /**
   * The operands after the result type and result: what {@code OpSpecConstantOp} supplies for this
   * opcode.
   */
  public List<OperandSpec> operandsAfterResult() {
    return operands.subList((hasResultType() ? 1 : 0) + (hasResult() ? 1 : 0), operands.size());
  }
}
