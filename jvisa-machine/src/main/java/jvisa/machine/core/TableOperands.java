package jvisa.machine.core;

import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.PayloadSize;
import jvisa.asm.isa.Role;
import jvisa.asm.isa.SuffixException;
import jvisa.asm.isa.SuffixKind;
import jvisa.asm.isa.Suffixes;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Operand;
import jvisa.asm.model.Type;

/**
 * An instruction's operands and suffixes as the instruction table names them: {@code
 * operand("dst")}, {@code payload("offsets")} with the byte size the table's rule gives, {@code
 * suffix(RGBA)}. Built once per instruction at decode time, when it also checks the format's rule
 * across operands (LSC data shapes, sampler parameter counts): the verifier's [data-shape] rule.
 */
final class TableOperands {
  private final Instruction insn;
  private final RegisterLayout layout;
  private final Format format;
  private final Suffixes suffixes;

  TableOperands(Instruction insn, RegisterLayout layout) {
    this.insn = insn;
    this.layout = layout;
    this.format = insn.opcode().format(insn);
    try {
      this.suffixes = format.matchSuffixes(insn.suffixes());
    } catch (SuffixException e) {
      throw new DecodeException(insn, insn.mnemonic() + " " + e.getMessage());
    }
    if (!format.acceptsCount(insn.operands().size())) {
      throw new DecodeException(
          insn,
          insn.mnemonic()
              + " takes "
              + format.operands().size()
              + " operands, not "
              + insn.operands().size());
    }
    String shape = format.shape() == null ? null : format.shape().problem(insn, suffixes);
    if (shape != null) {
      throw new DecodeException(insn, insn.mnemonic() + ": " + shape);
    }
  }

  Operand operand(String name) {
    return insn.operand(index(name));
  }

  /**
   * Whether the instruction writes the operand of that name (the data of a load, not of a store).
   */
  boolean writes(String name) {
    return format.operands().get(index(name)).role().writes();
  }

  /** Whether the instruction's format has an operand of that name (media_ld's plane). */
  boolean has(String name) {
    return format.indexOf(name) >= 0;
  }

  /** The register-file byte offset of a payload operand, its size from the table checked to fit. */
  int payload(String name) {
    return payload(name, insn.operand(index(name)));
  }

  /**
   * The register-file byte offset of one register of a payload operand that lists several (each
   * coordinate of a typed LSC address), sized by the operand's rule.
   */
  int payload(String name, Operand part) {
    return MessageDecoder.raw(insn, layout, part, bytes(name, part));
  }

  /** The bytes a payload operand covers, from the table's size rule (0 when it has none). */
  int bytes(String name) {
    return bytes(name, operand(name));
  }

  private int bytes(String name, Operand part) {
    return bytes(format.operands().get(index(name)), part);
  }

  private int bytes(OperandSpec spec, Operand part) {
    String var = PayloadSize.variableOf(part);
    Type own = var == null ? null : layout.typeOf(var);
    long bytes = spec.size() == null ? 0 : spec.size().bytes(insn, suffixes, own);
    if (bytes < 0 || bytes > Integer.MAX_VALUE) {
      throw new DecodeException(
          insn, "cannot tell the size of " + insn.mnemonic() + " " + spec.name());
    }
    return (int) bytes;
  }

  /**
   * The register-file byte offsets of every payload operand the instruction reads or writes, each
   * sized by its rule and checked to fit ({@code -1} for %null), in operand order.
   */
  int[] payloads() {
    int[] out = new int[insn.operands().size()];
    for (int i = 0; i < out.length; i++) {
      OperandSpec spec = format.operand(i);
      boolean payload = spec.role() == Role.PAYLOAD_READ || spec.role() == Role.PAYLOAD_WRITTEN;
      out[i] =
          payload
              ? MessageDecoder.raw(insn, layout, insn.operand(i), bytes(spec, insn.operand(i)))
              : -1;
    }
    return out;
  }

  /**
   * {@code {offset, bytes}} of every payload operand the instruction writes (not %null), each sized
   * by its rule: what a load defines, for the uninitialised-value check.
   */
  int[][] writtenPayloads() {
    java.util.List<int[]> out = new java.util.ArrayList<>();
    for (int i = 0; i < insn.operands().size(); i++) {
      OperandSpec spec = format.operand(i);
      if (spec.role() == Role.PAYLOAD_WRITTEN) {
        int bytes = bytes(spec, insn.operand(i));
        int at = MessageDecoder.raw(insn, layout, insn.operand(i), bytes);
        if (at >= 0) {
          out.add(new int[] {at, bytes});
        }
      }
    }
    return out.toArray(new int[0][]);
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
