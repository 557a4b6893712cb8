package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Semantics;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Constant folding with {@link Semantics} (the interpreter's own definitions): scalar operations on
 * constants, extracts from constants and constructs, selects on a constant condition, algebraic
 * identities (x+0, x*1, x&-1, x|0, x^0, shifts by 0), phis whose incoming values are all one value,
 * and conditional branches or switches on a constant (the dropped edge's phi entries go too).
 * Returns how many instructions it replaced.
 */
public final class ConstantFolder {
  private ConstantFolder() {}

  public static int run(Function f) {
    int folded = 0;
    boolean changed = true;
    while (changed) {
      changed = false;
      IdentityHashMap<Instr, Value> replace = new IdentityHashMap<>();
      for (Block b : f.blocks()) {
        for (Instr i : b.instructions()) {
          Value v = fold(i);
          if (v != null && v != i) {
            replace.put(i, v);
          }
        }
      }
      if (!replace.isEmpty()) {
        f.replaceUses(replace);
        for (Block b : f.blocks()) {
          b.removeAll(
              new ArrayList<>(b.instructions().stream().filter(replace::containsKey).toList()));
        }
        folded += replace.size();
        changed = true;
      }
      int branches = foldBranches(f);
      folded += branches;
      changed |= branches > 0;
    }
    f.rebuildCfg();
    return folded;
  }

  private static Constant scalarConstant(Value v) {
    return v instanceof Constant c && c.isScalar() ? c : null;
  }

  /** The value {@code i} always computes, or null. */
  static Value fold(Instr i) {
    Op op = i.op();
    Type t = i.type();
    List<Value> ops = i.operands();
    if (op == Op.PHI) {
      return samePhiValue(i);
    }
    if (op.isBinary() && t.isScalar()) {
      Constant a = scalarConstant(ops.get(0));
      Constant b = scalarConstant(ops.get(1));
      if (a != null && b != null && t.equals(a.type())) {
        return Constant.of(t, Semantics.binary(op, t, a.bits(), b.bits()));
      }
      return identity(op, t, ops.get(0), ops.get(1), a, b);
    }
    if (op.isUnary() && t.isScalar() && scalarConstant(ops.get(0)) != null) {
      return Constant.of(t, Semantics.unary(op, t, ((Constant) ops.get(0)).bits()));
    }
    if (op.isCompare() && t.equals(Type.I1)) {
      Constant a = scalarConstant(ops.get(0));
      boolean unaryTest = op.isUnaryTest();
      Constant b = unaryTest ? a : scalarConstant(ops.get(1));
      if (a != null && b != null && a.type().isScalar()) {
        return Constant.ofBool(Semantics.compare(op, a.type(), a.bits(), unaryTest ? 0 : b.bits()));
      }
      return null;
    }
    if (op.isConversion()
        && t.isScalar()
        && op != Op.PTRCAST
        && op != Op.INTTOPTR
        && op != Op.PTRTOINT) {
      Constant a = scalarConstant(ops.get(0));
      if (a != null
          && a.type().isScalar()
          && !(a.type() instanceof Type.Pointer)
          && (op != Op.BITCAST || a.type().size() == t.size())) {
        long[] lits = i.literals();
        return Constant.of(
            t,
            Semantics.convert(
                op,
                a.type(),
                t,
                a.bits(),
                lits.length > 0 ? lits[0] : -1,
                lits.length > 1 ? lits[1] : 0));
      }
      return null;
    }
    return switch (op) {
      case SELECT -> {
        Constant c = scalarConstant(ops.get(0));
        yield c != null
            ? ops.get(c.bits() != 0 ? 1 : 2)
            : ops.get(1) == ops.get(2) ? ops.get(1) : null;
      }
      case EXTRACT -> extract(ops.get(0), i.literals());
      case LOAD -> constantLoad(ops.get(0), t);
      default -> null;
    };
  }

  /** A load from a {@code __constant} table at constant indices: the initializer's element. */
  private static Value constantLoad(Value pointer, Type t) {
    List<Long> path = new java.util.ArrayList<>();
    Value at = pointer;
    while (at instanceof Instr g && g.op() == Op.GEP) {
      List<Long> here = new java.util.ArrayList<>();
      for (int k = 1; k < g.operands().size(); k++) {
        if (!(g.operand(k) instanceof Constant c) || !c.isScalar() || k == 1 && c.bits() != 0) {
          return null;
        }
        if (k > 1) {
          here.add(Semantics.signed(c.type(), c.bits()));
        }
      }
      path.addAll(0, here);
      at = g.operand(0);
    }
    if (!(at instanceof jvisa.cc.ir.GlobalVariable g)
        || g.space() != jvisa.cc.ir.AddressSpace.CONSTANT
        || g.initializer() == null) {
      return null;
    }
    Constant c = g.initializer();
    Type ct = g.contentType();
    for (long index : path) {
      if (index < 0
          || !(ct instanceof Type.Array
              || ct instanceof Type.Struct
              || ct instanceof Type.Vector)) {
        return null;
      }
      Type et =
          ct instanceof Type.Array a
              ? a.element()
              : ct instanceof Type.Vector v
                  ? v.element()
                  : ((Type.Struct) ct).members().get((int) index);
      if (ct instanceof Type.Array a && index >= a.count()
          || ct instanceof Type.Vector v && index >= v.count()) {
        return null;
      }
      c = c.element((int) index, et);
      ct = et;
    }
    return ct.equals(t) && c.type().equals(t) ? c : null;
  }

  private static Value extract(Value from, long[] indices) {
    Value v = from;
    for (long index : indices) {
      if (v instanceof Constant c && c.kind() == Constant.Kind.COMPOSITE) {
        v = c.elements().get((int) index);
      } else if (v instanceof Instr ci
          && ci.op() == Op.CONSTRUCT
          && ci.operands().stream().allMatch(o -> !(o.type() instanceof Type.Vector))
          && index < ci.operands().size()) {
        v = ci.operand((int) index);
      } else if (v instanceof Instr ii && ii.op() == Op.INSERT && ii.literals().length == 1) {
        if (ii.literal(0) == index) {
          v = ii.operand(1);
        } else {
          v = ii.operand(0);
          return extractLater(v, index, indices);
        }
      } else {
        return null;
      }
    }
    return v;
  }

  /**
   * An extract from an insert of another element reads the insert's aggregate operand: only
   * one-level.
   */
  private static Value extractLater(Value aggregate, long index, long[] indices) {
    if (indices.length != 1) {
      return null;
    }
    return extract(aggregate, new long[] {index});
  }

  private static Value samePhiValue(Instr phi) {
    Value same = null;
    for (Value v : phi.operands()) {
      if (v == phi || v == same) {
        continue;
      }
      if (same != null) {
        return null;
      }
      same = v;
    }
    return same;
  }

  private static Value identity(Op op, Type t, Value x, Value y, Constant a, Constant b) {
    if (!(t instanceof Type.Int)) {
      return null;
    }
    long all = ((Type.Int) t).mask();
    if (b != null && b.type().equals(t)) {
      long v = b.bits();
      if (v == 0 && (op == Op.IADD || op == Op.ISUB || op == Op.OR || op == Op.XOR)) {
        return x;
      }
      if (v == 1 && (op == Op.IMUL || op == Op.SDIV || op == Op.UDIV)) {
        return x;
      }
      if (v == all && op == Op.AND) {
        return x;
      }
    }
    if (b != null && b.bits() == 0 && (op == Op.SHL || op == Op.LSHR || op == Op.ASHR)) {
      return x;
    }
    if (a != null && a.type().equals(t)) {
      long v = a.bits();
      if (v == 0 && (op == Op.IADD || op == Op.OR || op == Op.XOR)) {
        return y;
      }
      if (v == 1 && op == Op.IMUL) {
        return y;
      }
      if (v == all && op == Op.AND) {
        return y;
      }
    }
    return null;
  }

  private static int foldBranches(Function f) {
    int n = 0;
    for (Block b : f.blocks()) {
      Instr t = b.terminator();
      if (t == null
          || t.operands().isEmpty()
          || !(t.operand(0) instanceof Constant c)
          || !c.isScalar()) {
        continue;
      }
      Block keep;
      if (t.op() == Op.CONDBR) {
        keep = t.targets().get(c.bits() != 0 ? 0 : 1);
      } else if (t.op() == Op.SWITCH) {
        keep = t.targets().get(0);
        for (int k = 0; k < t.literals().length; k++) {
          if (Semantics.mask(c.type(), t.literal(k)) == c.bits()) {
            keep = t.targets().get(k + 1);
          }
        }
      } else {
        continue;
      }
      for (Block s : new java.util.LinkedHashSet<>(t.targets())) {
        if (s != keep) {
          for (Instr phi : s.phis()) {
            phi.removeIncoming(b);
          }
        }
      }
      b.remove(t);
      b.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(keep));
      n++;
    }
    if (n > 0) {
      f.rebuildCfg();
    }
    return n;
  }
}
