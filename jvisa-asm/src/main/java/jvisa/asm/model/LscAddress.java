package jvisa.asm.model;

import java.util.List;

/**
 * An LSC address operand: {@code flat[V0057]:a32}, {@code bti(0x2)[V0097]:a32}, {@code
 * flat[2*V+0x10]:a64}, {@code bss(V10)[V52,V53]:a32}, {@code flat[B,W,H,P,X,Y]}.
 *
 * @param model "" (implicitly flat), "flat", "bti", "bss", "ss" or "arg"
 * @param surface the surface inside {@code bti(...)}, {@code bss(...)}, {@code ss(...)}; null
 *     otherwise
 * @param size "a16", "a32", "a32u", "a64", ... or null for the block2d form
 */
public record LscAddress(
    String model,
    Operand surface,
    long scale,
    List<Operand> regs,
    long offset,
    String size,
    SourcePos pos)
    implements Operand {
  public LscAddress {
    regs = List.copyOf(regs);
  }
}
