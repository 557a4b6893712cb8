package jvisa.machine.core;

import jvisa.asm.model.Instruction;

/**
 * Decodes the instructions the core machine leaves to its environment (memory messages, barriers).
 */
interface ExtensionDecoder {
  /** The executable form, or null if this decoder does not handle the instruction. */
  Exec decode(Instruction insn, int pc, Decoder decoder);
}
