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
 * Rewrites what keeps a private variable from promotion although it is only read and written: loads
 * and stores through an address-space cast of the variable (a {@code &x} passed as a generic
 * pointer, once inlined) use the variable itself, and {@code fract}/{@code modf}/{@code
 * sincos}/{@code frexp}/{@code remquo} writing their second result through a pointer become the
 * pure function plus a store ({@code fract(x, p)} = {@code store p, floor(x)}; {@code fract(x)}); a
 * memory copy of a whole variable to or from a variable of the same type (an initializer or a
 * structure assignment) becomes a load and store per scalar element, at constant indices. Returns
 * how many instructions it rewrote.
 */
public final class PromotionPrep {
  private PromotionPrep() {}

  public static int run(Function f) {
    int n = 0;
    for (Block b : f.blocks()) {
      for (Instr i : new ArrayList<>(b.instructions())) {
        if (i.op() == Op.GEP && rebaseBelowCast(f, b, i)) {
          n++;
        } else if ((i.op() == Op.LOAD || i.op() == Op.STORE) && widenedVector3(f, b, i)) {
          n++;
        } else if ((i.op() == Op.LOAD || i.op() == Op.STORE)
            && castOfVariable(i.operand(0)) != null) {
          i.setOperand(0, castOfVariable(i.operand(0)));
          n++;
        } else if (i.op() == Op.COPY && expandCopy(f, b, i)) {
          n++;
        } else if (i.op() == Op.MATH
            && outputFunction(i) != null
            && i.operands().size() == ((MathFn) i.attribute()).valueOperands() + 1) {
          int last = i.operands().size() - 1;
          Value p =
              castOfVariable(i.operand(last)) != null
                  ? castOfVariable(i.operand(last))
                  : i.operand(last);
          if (p.type() instanceof Type.Pointer) {
            int at = b.instructions().indexOf(i);
            Type t = ((Type.Pointer) p.type()).pointee();
            Instr second =
                new Instr(Op.MATH, t, List.copyOf(i.operands().subList(0, last)))
                    .withAttribute(outputFunction(i));
            b.insert(at, second);
            b.insert(at + 1, new Instr(Op.STORE, Type.VOID, List.of(p, second)));
            i.operands().remove(last);
            n++;
          }
        }
      }
    }
    return n;
  }

  /**
   * A 4-component load or store through a pointer cast of a private 3-component vector (OpenCL C
   * front ends store a {@code float3} variable as 4 components, its size) becomes a 3-component
   * access to the variable itself: a store drops the 4th component, a load reads it as undefined.
   */
  private static boolean widenedVector3(Function f, Block b, Instr i) {
    Value at = stripCasts(i.operand(0));
    if (at == i.operand(0)
        || !(at instanceof Instr a)
        || a.op() != Op.ALLOCA && a.op() != Op.GEP
        || !(a.type() instanceof Type.Pointer p)
        || p.space() != jvisa.cc.ir.AddressSpace.PRIVATE
        || !(p.pointee() instanceof Type.Vector narrow)
        || narrow.count() != 3
        || !(((Type.Pointer) i.operand(0).type()).pointee() instanceof Type.Vector wide)
        || wide.count() != 4
        || !wide.element().equals(narrow.element())) {
      return false;
    }
    int pos = b.instructions().indexOf(i);
    if (i.op() == Op.STORE) {
      Instr first3 =
          new Instr(Op.SHUFFLE, narrow, List.of(i.operand(1), jvisa.cc.ir.Constant.undef(wide)))
              .withLiterals(0, 1, 2);
      b.insert(pos, first3);
      i.setOperand(0, a);
      i.setOperand(1, first3);
      return true;
    }
    Instr load = b.insert(pos, new Instr(Op.LOAD, narrow, List.of(a)));
    Instr widened =
        b.insert(
            pos + 1,
            new Instr(Op.SHUFFLE, wide, List.of(load, jvisa.cc.ir.Constant.undef(narrow)))
                .withLiterals(0, 1, 2, 0xFFFFFFFFL));
    b.remove(i);
    f.replaceUses(java.util.Map.of(i, widened));
    return true;
  }

  /** Largest number of scalar elements a copy is expanded into. */
  private static final int MAX_COPY_ELEMENTS = 64;

  private static Value stripCasts(Value v) {
    Value at = v;
    while (at instanceof Instr c && c.op() == Op.PTRCAST) {
      at = c.operand(0);
    }
    return at;
  }

  /**
   * {@code gep(cast(p), i...)} with {@code p} a private pointer becomes {@code cast(gep(p, i...))},
   * so that the accesses through it can use the private address.
   */
  private static boolean rebaseBelowCast(Function f, Block b, Instr gep) {
    if (!(gep.operand(0) instanceof Instr c) || c.op() != Op.PTRCAST) {
      return false;
    }
    Value root = stripCasts(c);
    if (!(root.type() instanceof Type.Pointer rp)
        || rp.space() != jvisa.cc.ir.AddressSpace.PRIVATE
        || !rp.pointee().equals(gep.allocatedType())) {
      return false;
    }
    List<Value> operands = new ArrayList<>(gep.operands());
    operands.set(0, root);
    Type element = ((Type.Pointer) gep.type()).pointee();
    int at = b.instructions().indexOf(gep);
    Instr direct =
        b.insert(
            at,
            new Instr(Op.GEP, new Type.Pointer(rp.space(), element), operands)
                .withAttribute(gep.allocatedType()));
    Instr cast =
        b.insert(at + 1, new Instr(Op.PTRCAST, gep.type(), List.of(direct)).withLiterals(-1, 0));
    f.replaceUses(java.util.Map.of(gep, cast));
    b.remove(gep);
    return true;
  }

  /** Whether every address computed from {@code alloca} indexes it with constants only. */
  private static boolean onlyConstantIndexing(Function f, Instr alloca) {
    java.util.Map<Instr, List<Instr>> users = Uses.users(f);
    java.util.ArrayDeque<Instr> work = new java.util.ArrayDeque<>(List.of(alloca));
    while (!work.isEmpty()) {
      for (Instr u : users.getOrDefault(work.pop(), List.of())) {
        if (u.op() == Op.GEP) {
          for (int k = 1; k < u.operands().size(); k++) {
            if (!(u.operand(k) instanceof jvisa.cc.ir.Constant)) {
              return false;
            }
          }
          work.push(u);
        } else if (u.op() == Op.PTRCAST) {
          work.push(u);
        }
      }
    }
    return true;
  }

  private static boolean expandCopy(Function f, Block b, Instr copy) {
    Value dst = stripCasts(copy.operand(0));
    Value src = stripCasts(copy.operand(1));
    boolean variable =
        dst instanceof Instr d && d.op() == Op.ALLOCA && onlyConstantIndexing(f, d)
            || src instanceof Instr s && s.op() == Op.ALLOCA && onlyConstantIndexing(f, s);
    if (!variable
        || !(dst.type() instanceof Type.Pointer dp)
        || !(src.type() instanceof Type.Pointer sp)
        || !dp.pointee().equals(sp.pointee())
        || !(copy.operand(2) instanceof jvisa.cc.ir.Constant size)
        || size.bits() != dp.pointee().size()) {
      return false;
    }
    List<List<Long>> leaves = new ArrayList<>();
    if (!leaves(dp.pointee(), new ArrayList<>(), leaves) || leaves.size() > MAX_COPY_ELEMENTS) {
      return false;
    }
    int at = b.instructions().indexOf(copy);
    for (List<Long> path : leaves) {
      Instr from = b.insert(at++, elementPointer(src, sp, path));
      Instr value =
          b.insert(at++, new Instr(Op.LOAD, ((Type.Pointer) from.type()).pointee(), List.of(from)));
      Instr to = b.insert(at++, elementPointer(dst, dp, path));
      b.insert(at++, new Instr(Op.STORE, Type.VOID, List.of(to, value)));
    }
    b.remove(copy);
    return true;
  }

  private static Instr elementPointer(Value base, Type.Pointer type, List<Long> path) {
    List<Value> operands = new ArrayList<>();
    operands.add(base);
    operands.add(jvisa.cc.ir.Constant.of(Type.I64, 0));
    Type t = type.pointee();
    for (long index : path) {
      operands.add(jvisa.cc.ir.Constant.of(t instanceof Type.Struct ? Type.I32 : Type.I64, index));
      t = t instanceof Type.Array a ? a.element() : ((Type.Struct) t).members().get((int) index);
    }
    return new Instr(Op.GEP, new Type.Pointer(type.space(), t), operands)
        .withAttribute(type.pointee());
  }

  /** The index paths of every scalar or vector inside {@code t}; false when there are too many. */
  private static boolean leaves(Type t, List<Long> path, List<List<Long>> out) {
    if (out.size() > MAX_COPY_ELEMENTS) {
      return false;
    }
    if (t instanceof Type.Array a) {
      for (long i = 0; i < a.count(); i++) {
        path.add(i);
        boolean ok = leaves(a.element(), path, out);
        path.remove(path.size() - 1);
        if (!ok) {
          return false;
        }
      }
      return true;
    }
    if (t instanceof Type.Struct s) {
      for (int i = 0; i < s.members().size(); i++) {
        path.add((long) i);
        boolean ok = leaves(s.members().get(i), path, out);
        path.remove(path.size() - 1);
        if (!ok) {
          return false;
        }
      }
      return true;
    }
    out.add(List.copyOf(path));
    return true;
  }

  /** The pure function computing what {@code i} writes through its pointer, or null. */
  private static MathFn outputFunction(Instr i) {
    return switch ((MathFn) i.attribute()) {
      case FRACT -> MathFn.FLOOR;
      case MODF -> MathFn.TRUNC;
      case SINCOS -> MathFn.COS;
      case FREXP -> MathFn.FREXP_EXPONENT;
      case REMQUO -> MathFn.REMQUO_QUOTIENT;
      case LGAMMA_R -> MathFn.LGAMMA_SIGN;
      default -> null;
    };
  }

  /**
   * The private address (a variable or an element of one) that {@code v} is a pointer cast of, or
   * null.
   */
  private static Instr castOfVariable(Value v) {
    Value at = stripCasts(v);
    if (at == v
        || !(at instanceof Instr a)
        || a.op() != Op.ALLOCA && a.op() != Op.GEP
        || !(a.type() instanceof Type.Pointer p)
        || p.space() != jvisa.cc.ir.AddressSpace.PRIVATE) {
      return null;
    }
    Type want = ((Type.Pointer) v.type()).pointee();
    return p.pointee().equals(want) ? a : null;
  }
}
