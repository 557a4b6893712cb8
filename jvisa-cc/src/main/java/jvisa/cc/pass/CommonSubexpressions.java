package jvisa.cc.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Value;

/**
 * Common-subexpression elimination by value numbering over the dominator tree: a pure instruction
 * equal to one in a dominating position (same operation, type, operands, literals, attribute) is
 * replaced by it. Returns how many it removed.
 */
public final class CommonSubexpressions {
  private CommonSubexpressions() {}

  /** The identity of a computation. */
  private record Key(
      Op op, Object type, List<Object> operands, List<Long> literals, Object attribute) {}

  /** A constant compared by value, anything else by identity. */
  private record ConstantKey(Constant c) {
    @Override
    public boolean equals(Object o) {
      return o instanceof ConstantKey k && k.c.sameAs(c);
    }

    @Override
    public int hashCode() {
      return c.structuralHash();
    }
  }

  private record Identity(Value v) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Identity i && i.v == v;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(v);
    }
  }

  public static int run(Function f) {
    f.rebuildCfg();
    DominatorTree dom = DominatorTree.dominators(f);
    Map<Key, ArrayDeque<Instr>> available = new HashMap<>();
    IdentityHashMap<Instr, Value> replace = new IdentityHashMap<>();
    ArrayDeque<Object[]> work = new ArrayDeque<>();
    work.push(new Object[] {f.entry(), null});
    while (!work.isEmpty()) {
      Object[] item = work.pop();
      if (item[1] != null) {
        @SuppressWarnings("unchecked")
        List<Key> pushed = (List<Key>) item[1];
        for (Key k : pushed) {
          available.get(k).pop();
        }
        continue;
      }
      Block b = (Block) item[0];
      List<Key> pushed = new ArrayList<>();
      for (Instr i : b.instructions()) {
        if (!candidate(i)) {
          continue;
        }
        Key k = key(i, replace);
        ArrayDeque<Instr> s = available.computeIfAbsent(k, x -> new ArrayDeque<>());
        if (!s.isEmpty()) {
          replace.put(i, s.peek());
        } else {
          s.push(i);
          pushed.add(k);
        }
      }
      work.push(new Object[] {b, pushed});
      List<Block> kids = dom.children(b);
      for (int c = kids.size() - 1; c >= 0; c--) {
        work.push(new Object[] {kids.get(c), null});
      }
    }
    f.replaceUses(replace);
    for (Block b : f.blocks()) {
      b.removeAll(new ArrayList<>(b.instructions().stream().filter(replace::containsKey).toList()));
    }
    return replace.size();
  }

  private static boolean candidate(Instr i) {
    if (!i.op().isPure() || !i.hasResult()) {
      return false;
    }
    return i.op() != Op.MATH || ((MathFn) i.attribute()).memory() == MathFn.Memory.NONE;
  }

  private static Key key(Instr i, Map<Instr, Value> replace) {
    List<Object> ops = new ArrayList<>();
    for (Value v : i.operands()) {
      Value r = v instanceof Instr vi && replace.containsKey(vi) ? replace.get(vi) : v;
      ops.add(r instanceof Constant c ? new ConstantKey(c) : new Identity(r));
    }
    List<Long> lits = Arrays.stream(i.literals()).boxed().toList();
    Object attribute =
        i.attribute() instanceof jvisa.cc.ir.Function fn ? new Identity(null) : i.attribute();
    return new Key(i.op(), i.type(), ops, lits, Objects.requireNonNullElse(attribute, "none"));
  }
}
