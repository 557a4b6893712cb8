package jvisa.verify.defuse;

import java.util.BitSet;
import java.util.IdentityHashMap;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.VarClass;

/**
 * Lays the tracked variables of a unit end to end, so that which of their bytes are written is one
 * bit set. Tracked are the general, predicate and address variables that are not pre-defined
 * (pre-defined ones hold their values from the start; surfaces and samplers are bound by the
 * runtime).
 */
final class ByteSpace {
  private final IdentityHashMap<Declaration, Integer> base = new IdentityHashMap<>();
  private int size;

  static boolean tracked(Declaration root) {
    VarClass c = root.varClass();
    return (c == VarClass.GENERAL || c == VarClass.PREDICATE || c == VarClass.ADDRESS)
        && !DefUse.isPredefined(root);
  }

  void mark(BitSet bits, Access a) {
    if (tracked(a.root())) {
      int at = baseOf(a.root());
      bits.set(at + (int) a.start(), at + (int) a.end());
    }
  }

  /** Whether any byte the access covers is set. */
  boolean overlaps(BitSet bits, Access a) {
    int at = baseOf(a.root());
    int next = bits.nextSetBit(at + (int) a.start());
    return next >= 0 && next < at + a.end();
  }

  private int baseOf(Declaration root) {
    Integer at = base.get(root);
    if (at == null) {
      at = size;
      base.put(root, at);
      size += (int) Math.max(1, root.byteSize());
    }
    return at;
  }
}
