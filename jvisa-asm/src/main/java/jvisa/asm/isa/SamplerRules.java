package jvisa.asm.isa;

/**
 * Rules of the 3D sampler messages across operands and suffixes: 1 to 15 parameters (NumParams),
 * and CPS LOD compensation only on the operations that have it (3D_SAMPLE.md, Op bit 6).
 */
final class SamplerRules {
  private SamplerRules() {}

  /** The rule of a family whose parameters follow {@code head} operands. */
  static ShapeRule parameters(int head) {
    return (insn, suffixes) -> {
      int count = insn.operands().size() - head;
      if (count > SamplerParameters.MAX) {
        return insn.mnemonic()
            + " takes at most "
            + SamplerParameters.MAX
            + " parameters, not "
            + count;
      }
      if (suffixes != null
          && suffixes.get(SamplerSuffixes.CPS) != null
          && !SamplerParameters.CPS_OPERATIONS.contains(insn.mnemonic())) {
        return "CPS LOD compensation (.cps) is only for "
            + String.join(", ", SamplerParameters.CPS_OPERATIONS)
            + ", not "
            + insn.mnemonic();
      }
      return null;
    };
  }
}
