package jvisa.spirv;

/**
 * An {@code OpExecutionMode}/{@code OpExecutionModeId}: the mode with its parameters (LocalSize x y
 * z ...).
 */
public record ExecutionMode(Operand.Enum mode, Instruction instruction) {
  public String name() {
    return mode.enumerant().name();
  }
}
