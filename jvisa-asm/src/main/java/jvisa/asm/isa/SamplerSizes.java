package jvisa.asm.isa;

import jvisa.asm.model.Type;

/**
 * Payload sizes of the sampler messages. Parameters hold one element per lane of their variable's
 * type; returned data holds, per channel, one element per lane of the destination's type, each
 * channel starting on a new register, and one more register for the pixel null mask (3D_SAMPLE.md,
 * Notes).
 */
final class SamplerSizes {
  /** Bytes of an element when the variable's type is unknown: F, D and UD are the common case. */
  private static final int DEFAULT_ELEMENT_BYTES = 4;

  private SamplerSizes() {}

  /** One element of the operand's own type per lane. */
  static PayloadSize perLane() {
    return (insn, s, own) -> lanes(insn) * elementBytes(own);
  }

  /** The channels the suffix enables, each from a new register. */
  static PayloadSize channels(SuffixKind<Channels> kind) {
    return (insn, s, own) -> {
      Channels c = s.get(kind);
      return c == null ? -1 : returned(insn, c.count(), own, s);
    };
  }

  /** A fixed number of channels (sample4's four texels), each from a new register. */
  static PayloadSize channels(int count) {
    return (insn, s, own) -> returned(insn, count, own, s);
  }

  /** sample_unorm: 32 UW elements per enabled channel (SAMPLE_UNORM.md, Dst). */
  static PayloadSize unormChannels() {
    return (insn, s, own) -> {
      Channels c = s.get(SuffixKind.RGBA);
      return c == null ? -1 : c.count() * 32L * Type.UW.size();
    };
  }

  private static long returned(
      jvisa.asm.model.Instruction insn, int channels, Type own, Suffixes s) {
    long perChannel = PayloadSize.registers(lanes(insn) * elementBytes(own));
    boolean nullMask = s.get(SamplerSuffixes.PIXEL_NULL_MASK) != null;
    return channels * perChannel + (nullMask ? PayloadSize.GRF_BYTES : 0);
  }

  private static long lanes(jvisa.asm.model.Instruction insn) {
    return insn.execSize();
  }

  private static int elementBytes(Type own) {
    return own == null || own.size() <= 0 ? DEFAULT_ELEMENT_BYTES : own.size();
  }
}
