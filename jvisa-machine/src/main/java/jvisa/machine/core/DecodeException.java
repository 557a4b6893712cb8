package jvisa.machine.core;

import jvisa.asm.model.Instruction;

/** An instruction the machine cannot decode (unsupported form, unknown variable). */
public final class DecodeException extends RuntimeException {
  public DecodeException(String message) {
    super(message, null, false, false);
  }

  public DecodeException(Instruction insn, String message) {
    super(insn.pos().line() + ":" + insn.pos().col() + ": " + message, null, false, false);
  }
}
