package jvisa.asm.isa;

import jvisa.asm.model.Instruction;

/**
 * A rule of a format that ties operands, suffixes and the execution size together, beyond what each
 * operand's spec says alone: which LSC data shapes an operation takes.
 */
@FunctionalInterface
public interface ShapeRule {
  /** What breaks the rule in the instruction, or null when it holds. */
  String problem(Instruction insn, Suffixes suffixes);
}
