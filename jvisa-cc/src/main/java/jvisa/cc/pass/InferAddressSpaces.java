package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jvisa.cc.analysis.PointerOrigins;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Address-space inference: a generic pointer (a pointer cast, GEP, phi or select) whose every
 * origin is a cast from one specific space ({@link PointerOrigins}) becomes a pointer of that
 * space, so the accesses through it are ordinary global, constant, local or private ones. Uses that
 * need the generic value (stored, passed, returned, compared, converted to an integer) get a cast
 * back to generic; an explicit cast to a space ({@code to_global}, ...) of such a pointer becomes
 * the pointer itself or, for another space, null. Runs after inlining, where it sees each pointer's
 * origins; pointers with origins in several spaces or none stay generic.
 */
public final class InferAddressSpaces {
  private InferAddressSpaces() {}

  /** Rewrites {@code f}; returns how many pointers got a specific space. */
  public static int run(Function f) {
    IdentityHashMap<Instr, Type.Pointer> resolved = new IdentityHashMap<>();
    for (Instr i : f.instructions()) {
      if (isGeneric(i.type()) && follows(i.op())) {
        AddressSpace s = PointerOrigins.of(i).single();
        if (s != null) {
          resolved.put(i, new Type.Pointer(s, ((Type.Pointer) i.type()).pointee()));
        }
      }
    }
    if (resolved.isEmpty()) {
      return 0;
    }
    IdentityHashMap<Instr, Type.Pointer> generic = new IdentityHashMap<>();
    for (Map.Entry<Instr, Type.Pointer> e : resolved.entrySet()) {
      generic.put(e.getKey(), (Type.Pointer) e.getKey().type());
      e.getKey().retype(e.getValue());
    }
    for (Block b : f.blocks()) {
      for (Instr u : new ArrayList<>(b.instructions())) {
        for (int k = 0; k < u.operands().size(); k++) {
          Value v = u.operand(k);
          if (resolved.containsKey(u) && v instanceof Constant c && isGeneric(c.type())) {
            u.setOperand(k, c.retyped(u.type()));
          } else if (v instanceof Instr d
              && generic.containsKey(d)
              && !keepsSpace(u, k, resolved)) {
            Instr back = new Instr(Op.PTRCAST, generic.get(d), List.of(d)).withLiterals(-1, 0);
            if (u.op() == Op.PHI) {
              Block pred = u.targets().get(k);
              pred.insert(pred.instructions().size() - 1, back);
            } else {
              b.insert(b.instructions().indexOf(u), back);
            }
            u.setOperand(k, back);
          }
        }
      }
    }
    foldSpaceCasts(f);
    return resolved.size();
  }

  private static boolean isGeneric(Type t) {
    return t instanceof Type.Pointer p && p.space() == AddressSpace.GENERIC;
  }

  /** The operations whose result points where their pointer operands point. */
  private static boolean follows(Op op) {
    return op == Op.PTRCAST || op == Op.GEP || op == Op.PHI || op == Op.SELECT;
  }

  /** Whether {@code u}'s operand {@code k} may be a pointer of a specific space. */
  private static boolean keepsSpace(Instr u, int k, IdentityHashMap<Instr, Type.Pointer> resolved) {
    return switch (u.op()) {
      case LOAD, ATOMIC -> k == 0;
      case STORE -> k == 0;
      case COPY, MATH, PTRCAST -> true;
      case GEP -> k == 0;
      case PHI -> resolved.containsKey(u);
      case SELECT -> k > 0 && resolved.containsKey(u);
      default -> false;
    };
  }

  /**
   * Casts between pointers of one space and pointee are their operand; a cast of a specific pointer
   * to another specific space ({@code to_local} of a global pointer) is null.
   */
  private static void foldSpaceCasts(Function f) {
    IdentityHashMap<Instr, Value> replacements = new IdentityHashMap<>();
    for (Block b : f.blocks()) {
      for (Instr i : new ArrayList<>(b.instructions())) {
        if (i.op() != Op.PTRCAST
            || !(i.type() instanceof Type.Pointer to)
            || !(i.operand(0).type() instanceof Type.Pointer from)
            || from.space() == AddressSpace.GENERIC
            || to.space() == AddressSpace.GENERIC) {
          continue;
        }
        if (from.equals(to)) {
          replacements.put(i, i.operand(0));
          b.remove(i);
        } else if (from.space() != to.space()) {
          replacements.put(i, Constant.zero(to));
          b.remove(i);
        }
      }
    }
    f.replaceUses(replacements);
  }
}
