package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Rewrites what keeps a private variable from promotion although it is only read and written: loads and stores
 * through an address-space cast of the variable (a {@code &x} passed as a generic pointer, once inlined) use the
 * variable itself, and {@code fract}/{@code modf}/{@code sincos} writing their second result to a variable become
 * the pure function plus a store ({@code fract(x, p)} = {@code store p, floor(x)}; {@code fract(x)}). Returns how
 * many instructions it rewrote.
 */
public final class PromotionPrep {
  private PromotionPrep() {}

  public static int run(Function f) {
    int n = 0;
    for (Block b : f.blocks()) {
      for (Instr i : new ArrayList<>(b.instructions())) {
        if ((i.op() == Op.LOAD || i.op() == Op.STORE) && castOfVariable(i.operand(0)) != null) {
          i.setOperand(0, castOfVariable(i.operand(0)));
          n++;
        } else if (i.op() == Op.MATH && i.operands().size() == 2 && outputFunction(i) != null) {
          Value p = castOfVariable(i.operand(1)) != null ? castOfVariable(i.operand(1)) : i.operand(1);
          if (p instanceof Instr a && a.op() == Op.ALLOCA) {
            int at = b.instructions().indexOf(i);
            Type t = ((Type.Pointer) p.type()).pointee();
            Instr second = new Instr(Op.MATH, t, List.of(i.operand(0))).withAttribute(outputFunction(i));
            b.insert(at, second);
            b.insert(at + 1, new Instr(Op.STORE, Type.VOID, List.of(p, second)));
            i.operands().remove(1);
            n++;
          }
        }
      }
    }
    return n;
  }

  /** The pure function computing what {@code i} writes through its pointer, or null. */
  private static MathFn outputFunction(Instr i) {
    return switch ((MathFn) i.attribute()) {
      case FRACT -> MathFn.FLOOR;
      case MODF -> MathFn.TRUNC;
      case SINCOS -> MathFn.COS;
      default -> null;
    };
  }

  /** The private variable that {@code v} is a pointer cast of (same element type), or null. */
  private static Instr castOfVariable(Value v) {
    Value at = v;
    while (at instanceof Instr c && c.op() == Op.PTRCAST) {
      at = c.operand(0);
    }
    if (at == v || !(at instanceof Instr a) || a.op() != Op.ALLOCA) {
      return null;
    }
    Type want = ((Type.Pointer) v.type()).pointee();
    return a.allocatedType().equals(want) ? a : null;
  }
}
