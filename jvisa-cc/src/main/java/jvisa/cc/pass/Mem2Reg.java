package jvisa.cc.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Promotes private variables (allocas) of scalar, vector or pointer type whose only uses are loads
 * of and stores to them into SSA values: phis at the iterated dominance frontier of the stores,
 * then renaming over the dominator tree (Cytron et al.). A load before any store reads undef.
 * Returns how many it promoted.
 */
public final class Mem2Reg {
  private Mem2Reg() {}

  public static int run(Function f) {
    f.rebuildCfg();
    Map<Instr, List<Instr>> users = Uses.users(f);
    List<Instr> promotable = new ArrayList<>();
    for (Instr i : f.instructions()) {
      if (i.op() == Op.ALLOCA && promotable(i, users)) {
        promotable.add(i);
      }
    }
    if (promotable.isEmpty()) {
      return 0;
    }
    DominatorTree dom = DominatorTree.dominators(f);
    IdentityHashMap<Instr, Instr> phiVariable = new IdentityHashMap<>();
    for (Instr a : promotable) {
      placePhis(a, users, dom, phiVariable);
    }
    IdentityHashMap<Instr, Value> replacements = new IdentityHashMap<>();
    Set<Instr> dead = new HashSet<>(promotable);
    rename(f, dom, new HashSet<>(promotable), phiVariable, replacements, dead);
    f.replaceUses(replacements);
    for (Block b : f.blocks()) {
      List<Instr> remove = new ArrayList<>();
      for (Instr i : b.instructions()) {
        if (dead.contains(i)) {
          remove.add(i);
        }
      }
      b.removeAll(remove);
    }
    return promotable.size();
  }

  private static boolean promotable(Instr alloca, Map<Instr, List<Instr>> users) {
    Type t = alloca.allocatedType();
    if (!(t.isScalar() || t instanceof Type.Vector)) {
      return false;
    }
    for (Instr u : users.getOrDefault(alloca, List.of())) {
      boolean ok =
          u.op() == Op.LOAD && u.type().equals(t)
              || u.op() == Op.STORE
                  && u.operand(0) == alloca
                  && u.operand(1) != alloca
                  && u.operand(1).type().equals(t);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private static void placePhis(
      Instr alloca,
      Map<Instr, List<Instr>> users,
      DominatorTree dom,
      Map<Instr, Instr> phiVariable) {
    Set<Block> defs = new HashSet<>();
    for (Instr u : users.getOrDefault(alloca, List.of())) {
      if (u.op() == Op.STORE) {
        defs.add(u.block());
      }
    }
    Set<Block> placed = new HashSet<>();
    ArrayDeque<Block> work = new ArrayDeque<>(defs);
    while (!work.isEmpty()) {
      Block b = work.pop();
      for (Block d : dom.frontier(b)) {
        if (placed.add(d)) {
          Instr phi = d.insert(0, new Instr(Op.PHI, alloca.allocatedType(), List.of()));
          phi.setName(alloca.name());
          phiVariable.put(phi, alloca);
          if (!defs.contains(d)) {
            work.push(d);
          }
        }
      }
    }
  }

  private static void rename(
      Function f,
      DominatorTree dom,
      Set<Instr> variables,
      Map<Instr, Instr> phiVariable,
      Map<Instr, Value> replacements,
      Set<Instr> dead) {
    IdentityHashMap<Instr, ArrayDeque<Value>> stacks = new IdentityHashMap<>();
    for (Instr v : variables) {
      stacks.put(v, new ArrayDeque<>());
    }
    ArrayDeque<Object[]> work = new ArrayDeque<>();
    work.push(new Object[] {f.entry(), null});
    while (!work.isEmpty()) {
      Object[] item = work.pop();
      Block b = (Block) item[0];
      if (item[1] != null) {
        @SuppressWarnings("unchecked")
        List<Instr> pushed = (List<Instr>) item[1];
        for (Instr v : pushed) {
          stacks.get(v).pop();
        }
        continue;
      }
      List<Instr> pushed = new ArrayList<>();
      for (Instr i : b.instructions()) {
        if (i.op() == Op.PHI && phiVariable.containsKey(i)) {
          Instr v = phiVariable.get(i);
          stacks.get(v).push(i);
          pushed.add(v);
        } else if (i.op() == Op.LOAD && i.operand(0) instanceof Instr a && variables.contains(a)) {
          replacements.put(i, current(stacks, a));
          dead.add(i);
        } else if (i.op() == Op.STORE && i.operand(0) instanceof Instr a && variables.contains(a)) {
          Value v = i.operand(1);
          while (v instanceof Instr vi && replacements.containsKey(vi)) {
            v = replacements.get(vi);
          }
          stacks.get(a).push(v);
          pushed.add(a);
          dead.add(i);
        }
      }
      for (Block s : b.succs()) {
        for (Instr phi : s.phis()) {
          Instr v = phiVariable.get(phi);
          if (v != null) {
            phi.addIncoming(current(stacks, v), b);
          }
        }
      }
      work.push(new Object[] {b, pushed});
      List<Block> kids = dom.children(b);
      for (int k = kids.size() - 1; k >= 0; k--) {
        work.push(new Object[] {kids.get(k), null});
      }
    }
    // phis in blocks the entry does not reach get no incoming from the renaming walk: give them
    // undef
    for (Instr phi : phiVariable.keySet()) {
      for (Block p : phi.block().preds()) {
        if (phi.incoming(p) == null) {
          phi.addIncoming(Constant.undef(phi.type()), p);
        }
      }
    }
  }

  private static Value current(Map<Instr, ArrayDeque<Value>> stacks, Instr variable) {
    ArrayDeque<Value> s = stacks.get(variable);
    return s.isEmpty() ? Constant.undef(variable.allocatedType()) : s.peek();
  }
}
