package jvisa.machine.core;

import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.SuffixException;
import jvisa.asm.isa.SuffixKind;
import jvisa.asm.isa.Suffixes;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Operand;

/**
 * A message instruction's operands and suffixes as the instruction table names them: {@code operand("dst")},
 * {@code payload("offsets")} with the byte size the table's rule gives, {@code suffix(RGBA)}. Built once
 * per instruction at decode time.
 */
final class MessageOperands {
  private final Instruction insn;
  private final RegisterLayout layout;
  private final Format format;
  private final Suffixes suffixes;

  MessageOperands(Instruction insn, RegisterLayout layout) {
    this.insn = insn;
    this.layout = layout;
    this.format = insn.opcode().format(insn);
    try {
      this.suffixes = format.matchSuffixes(insn.suffixes());
    } catch (SuffixException e) {
      throw new DecodeException(insn, insn.mnemonic() + " " + e.getMessage());
    }
    if (!format.acceptsCount(insn.operands().size())) {
      throw new DecodeException(insn, insn.mnemonic() + " takes " + format.operands().size() + " operands, not "
          + insn.operands().size());
    }
  }

  Operand operand(String name) {
    return insn.operand(index(name));
  }

  /** The register-file byte offset of a payload operand, its size from the table checked to fit. */
  int payload(String name) {
    int i = index(name);
    OperandSpec spec = format.operands().get(i);
    long bytes = spec.size() == null ? 0 : spec.size().bytes(insn, suffixes);
    if (bytes < 0 || bytes > Integer.MAX_VALUE) {
      throw new DecodeException(insn, "cannot tell the size of " + insn.mnemonic() + " " + name);
    }
    return MessageDecoder.raw(insn, layout, insn.operand(i), (int) bytes);
  }

  <T> T suffix(SuffixKind<T> kind) {
    return suffixes.get(kind);
  }

  Suffixes suffixes() {
    return suffixes;
  }

  private int index(String name) {
    int i = format.indexOf(name);
    if (i < 0) {
      throw new IllegalStateException(insn.opcode() + " has no operand named " + name);
    }
    return i;
  }
}
