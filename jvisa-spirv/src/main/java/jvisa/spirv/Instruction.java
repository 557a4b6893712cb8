package jvisa.spirv;

import java.util.List;
import jvisa.spirv.grammar.InstructionSpec;

/**
 * One instruction of a module as the grammar decodes it.
 *
 * @param index position among the module's instructions (0 = first after the header)
 * @param wordOffset where it starts, in words from the start of the module
 * @param spec its grammar entry
 * @param operands every operand in order, result type and result included; an enum's parameters are
 *     inside it
 */
public record Instruction(int index, int wordOffset, InstructionSpec spec, List<Operand> operands) {
  public Instruction {
    operands = List.copyOf(operands);
  }

  public int opcode() {
    return spec.opcode();
  }

  /** The grammar's name, "OpIAdd". */
  public String name() {
    return spec.name();
  }

  public boolean is(String opname) {
    return spec.name().equals(opname);
  }

  /** The result type id, or 0. */
  public int resultType() {
    return spec.hasResultType() ? ((Operand.Id) operands.get(0)).id() : 0;
  }

  /** The result id, or 0. */
  public int result() {
    return spec.hasResult() ? ((Operand.Id) operands.get(spec.hasResultType() ? 1 : 0)).id() : 0;
  }

  /** The operands after the result type and result. */
  public List<Operand> inputs() {
    int skip = (spec.hasResultType() ? 1 : 0) + (spec.hasResult() ? 1 : 0);
    return operands.subList(skip, operands.size());
  }

  /** The id of input {@code i} (counting after the result), which the caller knows is an id. */
  public int idInput(int i) {
    return ((Operand.Id) inputs().get(i)).id();
  }

  /** Input {@code i} as a 32-bit literal, which the caller knows it is. */
  public long literalInput(int i) {
    return ((Operand.Number) inputs().get(i)).bits();
  }

  /** Input {@code i} as a string, which the caller knows it is. */
  public String stringInput(int i) {
    return ((Operand.Text) inputs().get(i)).value();
  }

  /** Input {@code i} as an enum value, which the caller knows it is. */
  public Operand.Enum enumInput(int i) {
    return (Operand.Enum) inputs().get(i);
  }
}
