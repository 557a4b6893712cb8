package jvisa.asm.isa;

import jvisa.asm.model.Instruction;

/**
 * The format of an opcode's instructions. Most opcodes have one {@link Format}; those whose
 * operands depend on a sub-opcode (the atomic operation, typed or untyped LSC) choose it per
 * instruction.
 */
@FunctionalInterface
public interface InstructionFormat {
  Format of(Instruction insn);
}
