package jvisa.spirv;

import java.util.List;

/**
 * A block: its {@code OpLabel} and the instructions after it, the last of which is the terminator.
 */
public record BasicBlock(Instruction label, List<Instruction> instructions) {
  public BasicBlock {
    instructions = List.copyOf(instructions);
  }

  /** The label's id. */
  public int id() {
    return label.result();
  }

  public Instruction terminator() {
    return instructions.get(instructions.size() - 1);
  }
}
