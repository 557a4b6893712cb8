package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;

/**
 * Scalar replacement of aggregates: a private array or structure variable whose every use is a load
 * or store through constant-index address arithmetic is split into one variable per accessed
 * element, which {@link Mem2Reg} can then promote. Returns how many variables it split.
 */
public final class Sroa {
  private Sroa() {}

  /** An access: its instruction (load or store) and the address chain it went through. */
  private record Access(Instr instr, long offset, Type type) {}

  public static int run(Function f) {
    int split = 0;
    for (Instr alloca : new ArrayList<>(f.entry().instructions())) {
      if (alloca.op() == Op.ALLOCA
          && !alloca.allocatedType().isScalar()
          && !(alloca.allocatedType() instanceof Type.Vector)
          && trySplit(f, alloca)) {
        split++;
      }
    }
    return split;
  }

  private static boolean trySplit(Function f, Instr alloca) {
    Map<Instr, List<Instr>> users = Uses.users(f);
    List<Access> accesses = new ArrayList<>();
    if (!collect(alloca, 0, alloca.allocatedType().size(), users, accesses)) {
      return false;
    }
    TreeMap<Long, Type> slots = new TreeMap<>();
    for (Access a : accesses) {
      Type prev = slots.putIfAbsent(a.offset(), a.type());
      if (prev != null && !prev.equals(a.type())) {
        return false;
      }
    }
    long end = -1;
    for (var e : slots.entrySet()) {
      if (e.getKey() < end) {
        return false;
      }
      end = e.getKey() + e.getValue().size();
    }
    Map<Long, Instr> replacement = new HashMap<>();
    Block entry = f.entry();
    for (var e : slots.entrySet()) {
      Instr slot =
          new Instr(
                  Op.ALLOCA,
                  new Type.Pointer(((Type.Pointer) alloca.type()).space(), e.getValue()),
                  List.of())
              .withAttribute(e.getValue());
      slot.setName(alloca.name() != null ? alloca.name() + "." + e.getKey() : null);
      entry.insert(0, slot);
      replacement.put(e.getKey(), slot);
    }
    for (Access a : accesses) {
      a.instr().setOperand(0, replacement.get(a.offset()));
    }
    return true;
  }

  /**
   * Collects the loads and stores reached from {@code pointer} at {@code offset}; false when one is
   * not simple.
   */
  private static boolean collect(
      Instr pointer, long offset, long limit, Map<Instr, List<Instr>> users, List<Access> out) {
    for (Instr u : users.getOrDefault(pointer, List.of())) {
      switch (u.op()) {
        case LOAD -> {
          if (!accessible(u.type()) || offset + u.type().size() > limit) {
            return false;
          }
          out.add(new Access(u, offset, u.type()));
        }
        case STORE -> {
          Type t = u.operand(1).type();
          if (u.operand(0) != pointer
              || u.operand(1) == pointer
              || !accessible(t)
              || offset + t.size() > limit) {
            return false;
          }
          out.add(new Access(u, offset, t));
        }
        case GEP -> {
          if (u.operand(0) != pointer) {
            return false;
          }
          Long at = constantOffset(u);
          if (at == null || !collect(u, offset + at, limit, users, out)) {
            return false;
          }
        }
        default -> {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean accessible(Type t) {
    return t.isScalar() || t instanceof Type.Vector;
  }

  /** The byte offset of a GEP whose indices are all constant and in bounds, else null. */
  private static Long constantOffset(Instr gep) {
    Type t = gep.allocatedType();
    long offset = 0;
    for (int k = 1; k < gep.operands().size(); k++) {
      if (!(gep.operand(k) instanceof Constant c) || !c.isScalar()) {
        return null;
      }
      long index = jvisa.cc.ir.Semantics.signed(c.type(), c.bits());
      if (k == 1) {
        if (index != 0) {
          return null;
        }
        continue;
      }
      if (t instanceof Type.Array a) {
        if (index < 0 || index >= a.count()) {
          return null;
        }
        offset += index * a.element().size();
        t = a.element();
      } else if (t instanceof Type.Struct s) {
        offset += s.offset((int) index);
        t = s.members().get((int) index);
      } else if (t instanceof Type.Vector v) {
        if (index < 0 || index >= v.count()) {
          return null;
        }
        offset += index * v.element().size();
        t = v.element();
      } else {
        return null;
      }
    }
    return offset;
  }
}
