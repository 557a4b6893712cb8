package jvisa.cc.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Value;

/**
 * Removes blocks the entry does not reach (and their phi entries elsewhere), then every instruction
 * whose result nothing live uses and which has no side effect (mark and sweep from side effects and
 * terminators), and private variables that are only stored to. Returns how many instructions it
 * removed.
 */
public final class DeadCodeElimination {
  private DeadCodeElimination() {}

  public static int run(Function f) {
    int removed = removeUnreachable(f);
    removed += removeWriteOnlyVariables(f);
    Set<Instr> live = new HashSet<>();
    ArrayDeque<Instr> work = new ArrayDeque<>();
    for (Instr i : f.instructions()) {
      if (i.op().hasSideEffects() || i.op() == Op.MATH && writes(i)) {
        live.add(i);
        work.push(i);
      }
    }
    while (!work.isEmpty()) {
      for (Value v : work.pop().operands()) {
        if (v instanceof Instr d && live.add(d)) {
          work.push(d);
        }
      }
    }
    for (Block b : f.blocks()) {
      List<Instr> dead = new ArrayList<>();
      for (Instr i : b.instructions()) {
        if (!live.contains(i)) {
          dead.add(i);
        }
      }
      b.removeAll(dead);
      removed += dead.size();
    }
    return removed;
  }

  private static boolean writes(Instr i) {
    return ((MathFn) i.attribute()).memory() == MathFn.Memory.WRITE;
  }

  private static int removeUnreachable(Function f) {
    f.rebuildCfg();
    Set<Block> reached = new HashSet<>();
    ArrayDeque<Block> work = new ArrayDeque<>();
    work.push(f.entry());
    reached.add(f.entry());
    while (!work.isEmpty()) {
      for (Block s : work.pop().succs()) {
        if (reached.add(s)) {
          work.push(s);
        }
      }
    }
    int removed = 0;
    for (Block b : new ArrayList<>(f.blocks())) {
      if (!reached.contains(b)) {
        for (Block s : b.succs()) {
          for (Instr phi : s.phis()) {
            phi.removeIncoming(b);
          }
        }
        removed += b.instructions().size();
        f.blocks().remove(b);
      }
    }
    f.rebuildCfg();
    return removed;
  }

  private static int removeWriteOnlyVariables(Function f) {
    Map<Instr, List<Instr>> users = Uses.users(f);
    Set<Instr> dead = new HashSet<>();
    for (Instr i : f.instructions()) {
      if (i.op() != Op.ALLOCA) {
        continue;
      }
      List<Instr> us = users.getOrDefault(i, List.of());
      if (us.stream().allMatch(u -> u.op() == Op.STORE && u.operand(0) == i && u.operand(1) != i)) {
        dead.add(i);
        dead.addAll(us);
      }
    }
    for (Block b : f.blocks()) {
      b.removeAll(dead);
    }
    return dead.size();
  }
}
