package jvisa.verify;

import java.util.EnumSet;
import jvisa.asm.model.Type;

/**
 * The element types an opcode accepts, and which source modifiers it takes.
 *
 * @param dst types of the destination(s)
 * @param src types of the sources
 * @param lastSrc types of the last source where it differs (sad2add's accumulator), else null
 * @param modifiers which source modifiers are allowed
 * @param sameFloat whether floating-point operands must share the destination's type (arithmetic)
 */
record TypeRule(EnumSet<Type> dst, EnumSet<Type> src, EnumSet<Type> lastSrc, Modifiers modifiers, boolean sameFloat) {
  /** Source modifier families of 5_operands.md. */
  enum Modifiers {
    /** (-), (abs), (-abs): arithmetic, shift and move instructions. */
    ARITHMETIC,
    /** (~): and, or, xor, not (and bfn). */
    LOGIC,
    /** none at all. */
    NONE
  }

  EnumSet<Type> srcTypes(int srcIndex, int srcCount) {
    return lastSrc != null && srcIndex == srcCount - 1 ? lastSrc : src;
  }
}
