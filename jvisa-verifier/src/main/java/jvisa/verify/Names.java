package jvisa.verify;

import jvisa.asm.isa.OperandSpec;
import jvisa.asm.model.Instruction;

/** How instructions are named in messages. */
final class Names {
  private Names() {}

  static String mnemonic(Instruction in) {
    if (in.mnemonic() != null) {
      return in.mnemonic();
    }
    return in.opcode() == null ? "instruction" : in.opcode().mnemonic();
  }

  /** "add src1": an operand position for messages (built only when a message needs it). */
  static String position(Instruction in, OperandSpec spec) {
    return mnemonic(in) + " " + spec.name();
  }
}
