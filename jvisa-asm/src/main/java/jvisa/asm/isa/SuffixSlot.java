package jvisa.asm.isa;

/**
 * One place for a dotted suffix in an instruction's format, e.g. the relation of cmp or the L1
 * cache control.
 *
 * @param afterExecSize whether Intel's grammar writes it after the execution size ({@code gather.1
 *     (M1, 8).mod}) rather than after the mnemonic
 */
public record SuffixSlot(SuffixKind<?> kind, boolean optional, boolean afterExecSize) {
  public static SuffixSlot required(SuffixKind<?> kind) {
    return new SuffixSlot(kind, false, false);
  }

  public static SuffixSlot optional(SuffixKind<?> kind) {
    return new SuffixSlot(kind, true, false);
  }

  /** The same slot, written after the execution size. */
  public SuffixSlot writtenAfterExecSize() {
    return new SuffixSlot(kind, optional, true);
  }
}
