package jvisa.spirv;

import java.util.List;

/**
 * An {@code OpFunction} with its parameters and blocks; no blocks for a declaration (an imported
 * function).
 */
public record SpirvFunction(
    Instruction definition, List<Instruction> parameters, List<BasicBlock> blocks) {
  public SpirvFunction {
    parameters = List.copyOf(parameters);
    blocks = List.copyOf(blocks);
  }

  public int id() {
    return definition.result();
  }

  public int returnType() {
    return definition.resultType();
  }

  /** Inline, DontInline, Pure, Const ... */
  public Operand.Enum control() {
    return definition.enumInput(0);
  }

  /** The {@code OpTypeFunction}'s id. */
  public int functionType() {
    return definition.idInput(1);
  }

  public boolean isDeclaration() {
    return blocks.isEmpty();
  }
}
