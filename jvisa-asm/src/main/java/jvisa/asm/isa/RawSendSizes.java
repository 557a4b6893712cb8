package jvisa.asm.isa;

import jvisa.asm.model.NumberOperand;

/** raw_send payload sizes: the register counts the instruction itself gives as operands. */
final class RawSendSizes {
  private RawSendSizes() {}

  /** The operand at {@code index} counts the registers of the payload. */
  static PayloadSize registers(int index) {
    return (insn, s) -> index < insn.operands().size() && insn.operand(index) instanceof NumberOperand n
        && n.value() >= 0 && n.value() <= 32 ? n.value() * PayloadSize.GRF_BYTES : -1;
  }
}
