package jvisa.asm.isa;

/** One place for a dotted suffix in an instruction's format, e.g. the relation of cmp or the L1 cache control. */
public record SuffixSlot(SuffixKind<?> kind, boolean optional) {
  public static SuffixSlot required(SuffixKind<?> kind) {
    return new SuffixSlot(kind, false);
  }

  public static SuffixSlot optional(SuffixKind<?> kind) {
    return new SuffixSlot(kind, true);
  }
}
