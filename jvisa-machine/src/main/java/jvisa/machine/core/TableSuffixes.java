package jvisa.machine.core;

import jvisa.asm.isa.SuffixException;
import jvisa.asm.isa.Suffixes;
import jvisa.asm.model.Instruction;

/**
 * The typed suffixes of an instruction, read once at decode time from its format in the instruction
 * table.
 */
final class TableSuffixes {
  private TableSuffixes() {}

  static Suffixes of(Instruction insn) {
    try {
      return insn.opcode().format(insn).matchSuffixes(insn.suffixes());
    } catch (SuffixException e) {
      throw new DecodeException(insn, insn.mnemonic() + " " + e.getMessage());
    }
  }
}
