package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Keeps booleans boolean where OpenCL C widens them to integers (a {@code bool} variable is a char,
 * a comparison of bools compares ints). A widened boolean w(a) is an extension of a, a select of a
 * non-zero constant or 0 on a, or such a value masked by a constant. A truncation of an extension
 * back to its own type is the value, a truncation to bool of a w(a) with its low bit set is a;
 * {@code w(a) == w(b)} and {@code !=} widened to the same bits are {@code !(a ^ b)} and {@code a ^
 * b}; {@code w(a) != 0} is a and {@code w(a) == 0} is {@code !a}. The backend then keeps them in
 * predicates instead of selecting 0/1 and comparing again. Returns how many instructions it
 * replaced.
 */
public final class BooleanFolding {
  private BooleanFolding() {}

  public static int run(Function f) {
    IdentityHashMap<Instr, Value> replace = new IdentityHashMap<>();
    for (Block b : f.blocks()) {
      for (Instr i : new ArrayList<>(b.instructions())) {
        Value v = fold(b, i);
        if (v != null) {
          replace.put(i, v);
        }
      }
    }
    if (replace.isEmpty()) {
      return 0;
    }
    f.replaceUses(replace);
    for (Block b : f.blocks()) {
      b.removeAll(new ArrayList<>(b.instructions().stream().filter(replace::containsKey).toList()));
    }
    return replace.size();
  }

  /** A boolean widened to an integer: {@code trueBits} where it holds, 0 where it does not. */
  private record Widened(Value bool, long trueBits) {}

  /** What replaces {@code i} (new instructions go right before it), or null. */
  private static Value fold(Block b, Instr i) {
    if (i.op() == Op.TRUNC) {
      if (i.operand(0) instanceof Instr e
          && (e.op() == Op.ZEXT || e.op() == Op.SEXT)
          && e.operand(0).type().equals(i.type())) {
        return e.operand(0);
      }
      Widened w = widened(i.operand(0));
      return i.type().equals(Type.I1) && w != null && (w.trueBits() & 1) == 1 ? w.bool() : null;
    }
    if (i.op() != Op.IEQ && i.op() != Op.INE) {
      return null;
    }
    Widened a = widened(i.operand(0));
    if (a == null) {
      return null;
    }
    Value c = i.operand(1);
    Widened w = widened(c);
    Value different;
    if (w != null && w.trueBits() == a.trueBits()) {
      different = insert(b, i, new Instr(Op.XOR, Type.I1, List.of(a.bool(), w.bool())));
    } else if (w == null && c instanceof Constant k && k.isScalar() && k.bits() == 0) {
      different = a.bool();
    } else {
      return null;
    }
    return i.op() == Op.INE
        ? different
        : insert(b, i, new Instr(Op.NOT, Type.I1, List.of(different)));
  }

  private static Value insert(Block b, Instr before, Instr n) {
    b.insert(b.instructions().indexOf(before), n);
    return n;
  }

  /**
   * {@code v} as a widened boolean: an extension of one, a select of a non-zero constant or 0 on
   * one, or such a value masked by a constant (while some bit stays set), or null.
   */
  private static Widened widened(Value v) {
    if (!(v instanceof Instr e) || !(e.type() instanceof Type.Int t)) {
      return null;
    }
    if ((e.op() == Op.ZEXT || e.op() == Op.SEXT) && e.operand(0).type().equals(Type.I1)) {
      return new Widened(e.operand(0), e.op() == Op.ZEXT ? 1 : t.mask());
    }
    if (e.op() == Op.SELECT
        && e.operand(0).type().equals(Type.I1)
        && e.operand(1) instanceof Constant yes
        && e.operand(2) instanceof Constant no
        && yes.isScalar()
        && no.isScalar()
        && no.bits() == 0
        && (yes.bits() & t.mask()) != 0) {
      return new Widened(e.operand(0), yes.bits() & t.mask());
    }
    if (e.op() == Op.AND && e.operand(1) instanceof Constant m && m.isScalar()) {
      Widened x = widened(e.operand(0));
      return x != null && (x.trueBits() & m.bits()) != 0
          ? new Widened(x.bool(), x.trueBits() & m.bits())
          : null;
    }
    return null;
  }
}
