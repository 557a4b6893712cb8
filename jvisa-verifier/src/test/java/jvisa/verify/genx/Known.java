package jvisa.verify.genx;

import java.util.function.Predicate;

/**
 * A disagreement with GenX_IR that stays, with its reason: the combinations it covers and which
 * side accepts them.
 */
record Known(Side acceptedBy, String reason, Predicate<Tried> covers) {
  /** The side that accepts what the other refuses. */
  enum Side {
    GENX_IR,
    JVISA
  }
}
