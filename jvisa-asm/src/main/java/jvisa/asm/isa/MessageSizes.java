package jvisa.asm.isa;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;

/** The payload size rules of the legacy dataport and SVM messages. */
final class MessageSizes {
  private MessageSizes() {}

  /**
   * Per-lane dwords for each enabled channel, each channel in whole registers (gather4_scaled,
   * typed).
   */
  static PayloadSize channelBlocks() {
    return (insn, s, own) -> {
      Channels c = s.get(SuffixKind.RGBA);
      return c == null ? -1 : c.count() * PayloadSize.registers(4L * insn.execSize());
    };
  }

  /**
   * svm_gather: {@code blocks} blocks of {@code block} bytes per lane, laid out as the spec's
   * SVM_GATHER.
   */
  static PayloadSize svmScattered(SuffixKind<Integer> blockBytes, SuffixKind<Integer> blockCount) {
    return (insn, s, own) -> {
      Integer bytes = s.get(blockBytes);
      Integer blocks = s.get(blockCount);
      if (bytes == null || blocks == null) {
        return -1;
      }
      int n = insn.execSize();
      return bytes == 1 ? (blocks == 8 ? 8L : 4L) * n : (long) blocks * bytes * Math.max(n, 8);
    };
  }

  /** qw_gather: {@code blocks} qwords per lane, at least eight lanes' worth. */
  static PayloadSize qwords(SuffixKind<Integer> blockCount) {
    return (insn, s, own) -> {
      Integer blocks = s.get(blockCount);
      return blocks == null ? -1 : blocks * 8L * Math.max(insn.execSize(), 8);
    };
  }

  /** Atomic data: a dword per lane, a qword with the .64 suffix. */
  static PayloadSize atomicData(SuffixKind<Integer> width) {
    return (insn, s, own) -> {
      Integer bits = s.get(width);
      return (bits != null && bits == 64 ? 8L : 4L) * insn.execSize();
    };
  }

  /** media_ld/media_st: each block row at a power-of-two register pitch. */
  static PayloadSize mediaBlock() {
    return (insn, s, own) -> {
      long[] wh = blockSize(insn);
      return wh == null ? -1 : registerPitch((int) wh[0]) * wh[1];
    };
  }

  /** Register bytes between the starts of two media block rows. */
  public static int registerPitch(int width) {
    return width <= 4 ? 4 : Integer.highestOneBit(width - 1) << 1;
  }

  /** The (width, height) list of a media message, or null. */
  static long[] blockSize(Instruction insn) {
    if (insn.operands().isEmpty()
        || !(insn.operand(0) instanceof OperandList l)
        || l.items().size() != 2) {
      return null;
    }
    Operand w = l.items().get(0);
    Operand h = l.items().get(1);
    if (w instanceof NumberOperand nw
        && h instanceof NumberOperand nh
        && nw.value() > 0
        && nw.value() <= 64
        && nh.value() > 0
        && nh.value() <= 64) {
      return new long[] {nw.value(), nh.value()};
    }
    return null;
  }
}
