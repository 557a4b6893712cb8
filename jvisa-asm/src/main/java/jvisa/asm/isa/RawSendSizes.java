package jvisa.asm.isa;

import jvisa.asm.model.NumberOperand;

/**
 * raw_send and raw_sends payload sizes: the register counts the instruction itself gives, as
 * operands (raw_send) or as suffixes (raw_sends: NumSrc0, NumSrc1, NumDst of RAW_SENDS.md).
 */
final class RawSendSizes {
  private RawSendSizes() {}

  /** The operand at {@code index} counts the registers of the payload. */
  static PayloadSize registers(int index) {
    return (insn, s, own) ->
        index < insn.operands().size()
                && insn.operand(index) instanceof NumberOperand n
                && n.value() >= 0
                && n.value() <= 32
            ? n.value() * PayloadSize.GRF_BYTES
            : -1;
  }

  /** The {@code n}-th slot of {@code kind} counts the registers of the payload. */
  static PayloadSize suffixRegisters(SuffixKind<Integer> kind, int n) {
    return (insn, s, own) -> {
      Integer count = s == null ? null : s.nth(kind, n);
      return count == null ? -1 : (long) count * PayloadSize.GRF_BYTES;
    };
  }
}
