package jvisa.asm.isa;

import jvisa.asm.model.Instruction;

/** How many bytes of its variable a message payload operand covers, from the execution size and suffixes. */
@FunctionalInterface
public interface PayloadSize {
  int GRF_BYTES = 32;

  /** The size in bytes, or -1 when the instruction is too malformed to tell. */
  long bytes(Instruction insn, Suffixes suffixes);

  /** {@code bytes} per channel of the execution size. */
  static PayloadSize perChannel(int bytes) {
    return (insn, s) -> (long) bytes * insn.execSize();
  }

  /** {@code bytes} per channel, rounded up to whole registers. */
  static PayloadSize perChannelInRegisters(int bytes) {
    return (insn, s) -> registers((long) bytes * insn.execSize());
  }

  /** A fixed number of registers. */
  static PayloadSize registers(int count) {
    return (insn, s) -> (long) count * GRF_BYTES;
  }

  /** {@code bytes} rounded up to whole 32-byte registers. */
  static long registers(long bytes) {
    return (bytes + GRF_BYTES - 1) / GRF_BYTES * GRF_BYTES;
  }
}
