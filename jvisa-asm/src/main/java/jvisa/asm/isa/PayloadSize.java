package jvisa.asm.isa;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.Type;

/**
 * How many bytes of its variable a message payload operand covers, from the execution size, the
 * suffixes and the element type of the variable the operand names (a sampler's return data is 2 or
 * 4 bytes a lane).
 */
@FunctionalInterface
public interface PayloadSize {
  int GRF_BYTES = 32;

  /**
   * The size in bytes, or -1 when the instruction is too malformed to tell.
   *
   * @param own the element type of the variable the operand names, null when unknown
   */
  long bytes(Instruction insn, Suffixes suffixes, Type own);

  /** {@code bytes} per channel of the execution size. */
  static PayloadSize perChannel(int bytes) {
    return (insn, s, own) -> (long) bytes * insn.execSize();
  }

  /** {@code bytes} per channel, rounded up to whole registers. */
  static PayloadSize perChannelInRegisters(int bytes) {
    return (insn, s, own) -> registers((long) bytes * insn.execSize());
  }

  /** A fixed number of registers. */
  static PayloadSize registers(int count) {
    return (insn, s, own) -> (long) count * GRF_BYTES;
  }

  /** {@code bytes} rounded up to whole 32-byte registers. */
  static long registers(long bytes) {
    return (bytes + GRF_BYTES - 1) / GRF_BYTES * GRF_BYTES;
  }

  /**
   * The variable a payload operand names ({@code V.0}, {@code V:d32}, {@code V}), or null for other
   * forms.
   */
  static String variableOf(Operand o) {
    if (o instanceof RawOperand r) {
      return r.var();
    }
    if (o instanceof LscData d) {
      return d.var();
    }
    return o instanceof NameOperand n ? n.name() : null;
  }
}
