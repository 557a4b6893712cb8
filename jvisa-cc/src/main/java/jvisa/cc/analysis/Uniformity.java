package jvisa.cc.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Collective;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrPrinter;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Value;

/**
 * Uniformity (divergence) analysis: which values may differ between the work-items of a sub-group
 * (the channels of one SIMD thread), and which branches all of them take the same way.
 *
 * <p>Sources of divergence: work-item ids ({@link BuiltIn#divergent()}), results of atomics,
 * sub-group shuffles and scans, calls, private variables (their addresses and what is loaded from
 * them), loads through divergent addresses, and arguments of non-kernel functions. Kernel
 * arguments, group ids, sizes and constants are uniform, as are loads through uniform addresses of
 * global, constant and local memory, and broadcasts, reductions, any and all. Anything computed
 * from a divergent value is divergent. Control: for a divergent branch in block B, the phis of
 * every join reachable from B before its immediate post-dominator, and of that post-dominator, are
 * divergent (sync dependence) when reached from two successors of B through two predecessors,
 * unless all their incoming values are one value; when B exits a loop, the loop header's phis are
 * divergent, and values defined in the loop and used outside it are divergent at those uses
 * (temporal divergence), so the users are marked. Iterated to a fixpoint. Conservative for private
 * memory and calls.
 */
public final class Uniformity {
  private final Function function;
  private final Set<Value> divergent = Collections.newSetFromMap(new IdentityHashMap<>());

  /** Blocks whose branch condition comes from a loop left by a divergent exit. */
  private final Set<Block> temporallyDivergentBranches =
      Collections.newSetFromMap(new IdentityHashMap<>());

  private Uniformity(Function function) {
    this.function = function;
  }

  public static Uniformity analyze(Function f) {
    f.rebuildCfg();
    Uniformity u = new Uniformity(f);
    u.run();
    return u;
  }

  public boolean isDivergent(Value v) {
    return divergent.contains(v);
  }

  public boolean isUniform(Value v) {
    return !divergent.contains(v);
  }

  /** Whether {@code b} ends in a conditional branch or switch. */
  public static boolean hasBranch(Block b) {
    Instr t = b.terminator();
    return t != null && (t.op() == Op.CONDBR || t.op() == Op.SWITCH);
  }

  /**
   * Whether the conditional branch or switch ending {@code b} goes the same way for every
   * work-item.
   */
  public boolean isUniformBranch(Block b) {
    return hasBranch(b)
        && isUniform(b.terminator().operand(0))
        && !temporallyDivergentBranches.contains(b);
  }

  /** Each block ending in a conditional branch or switch: true when that branch is uniform. */
  public Map<Block, Boolean> branches() {
    Map<Block, Boolean> out = new LinkedHashMap<>();
    for (Block b : function.blocks()) {
      if (hasBranch(b)) {
        out.put(b, isUniformBranch(b));
      }
    }
    return out;
  }

  /** One line per branch: "b3: uniform (%7)". */
  public String report() {
    function.numberValues();
    StringBuilder s = new StringBuilder();
    for (var e : branches().entrySet()) {
      s.append(e.getKey().name())
          .append(": ")
          .append(e.getValue() ? "uniform" : "divergent")
          .append(" (")
          .append(IrPrinter.reference(e.getKey().terminator().operand(0)))
          .append(")\n");
    }
    return s.toString();
  }

  private void run() {
    if (!function.isKernel()) {
      divergent.addAll(function.arguments());
    }
    DominatorTree post = DominatorTree.postDominators(function);
    Loops loops = Loops.of(function, DominatorTree.dominators(function));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Block b : function.blocks()) {
        for (Instr i : b.instructions()) {
          if (i.hasResult() && !divergent.contains(i) && sourceOrDependent(i)) {
            divergent.add(i);
            changed = true;
          }
        }
      }
      for (Block b : function.blocks()) {
        if (hasBranch(b) && !isUniformBranch(b)) {
          changed |= syncDependence(b, post, loops);
          changed |= temporalDivergence(b, loops);
        }
      }
    }
  }

  private boolean sourceOrDependent(Instr i) {
    switch (i.op()) {
      case BUILTIN:
        return ((BuiltIn) i.attribute()).divergent();
      case ATOMIC:
      case CALL:
      case ICALL:
      case ALLOCA:
        return true;
      case COLLECTIVE:
        return !((Collective) i.attribute()).uniformResult();
      case LOAD:
        return privateOrGeneric(i.operand(0)) || anyDivergent(i);
      case MATH:
        return ((MathFn) i.attribute()).memory() == MathFn.Memory.READ
                && i.operands().stream().anyMatch(this::privateOrGeneric)
            || anyDivergent(i);
      case PHI:
        return anyDivergent(i) && !allSame(i);
      default:
        return anyDivergent(i);
    }
  }

  private boolean privateOrGeneric(Value pointer) {
    return pointer.type() instanceof jvisa.cc.ir.Type.Pointer p
        && (p.space() == jvisa.cc.ir.AddressSpace.PRIVATE
            || p.space() == jvisa.cc.ir.AddressSpace.GENERIC);
  }

  private boolean anyDivergent(Instr i) {
    for (Value v : i.operands()) {
      if (divergent.contains(v)) {
        return true;
      }
    }
    return false;
  }

  private static boolean allSame(Instr phi) {
    Value first = null;
    for (Value v : phi.operands()) {
      if (v == phi) {
        continue;
      }
      if (first != null && v != first) {
        return false;
      }
      first = v;
    }
    return true;
  }

  /**
   * Marks the phis of the joins of divergent branch {@code b}: blocks reached, before {@code b}'s
   * immediate post-dominator, from two different successors of {@code b} through two different
   * predecessors; and the headers of the loops {@code b} exits, whose phis then differ per
   * work-item too. Whether any was new.
   */
  private boolean syncDependence(Block b, DominatorTree post, Loops loops) {
    Block stop = post.idom(b);
    List<Block> succs = b.succs();
    List<Set<Block>> reach = new ArrayList<>();
    Set<Block> all = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Block s : succs) {
      Set<Block> r = Collections.newSetFromMap(new IdentityHashMap<>());
      ArrayDeque<Block> work = new ArrayDeque<>(List.of(s));
      while (!work.isEmpty()) {
        Block x = work.pop();
        if (x == b || !r.add(x) || x == stop) {
          continue;
        }
        work.addAll(x.succs());
      }
      reach.add(r);
      all.addAll(r);
    }
    boolean changed = false;
    for (Block join : all) {
      if (join.preds().size() >= 2 && reachedThroughTwoPredecessors(b, join, succs, reach)) {
        changed |= markPhis(join);
      }
    }
    for (Loops.Loop loop : loops.loops()) {
      if (loop.contains(b) && !succs.stream().allMatch(loop::contains)) {
        changed |= markPhis(loop.header());
      }
    }
    return changed;
  }

  private static boolean reachedThroughTwoPredecessors(
      Block b, Block join, List<Block> succs, List<Set<Block>> reach) {
    List<Block> preds = join.preds();
    for (int i = 0; i < preds.size(); i++) {
      for (int j = 0; j < preds.size(); j++) {
        if (i != j && fromDifferentSuccessors(b, join, preds.get(i), preds.get(j), succs, reach)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean fromDifferentSuccessors(
      Block b, Block join, Block p, Block q, List<Block> succs, List<Set<Block>> reach) {
    for (int k1 = 0; k1 < succs.size(); k1++) {
      for (int k2 = 0; k2 < succs.size(); k2++) {
        if (k1 != k2 && from(b, join, p, k1, succs, reach) && from(b, join, q, k2, succs, reach)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the edge {@code pred -> join} lies on a path from successor {@code k} of {@code b}. */
  private static boolean from(
      Block b, Block join, Block pred, int k, List<Block> succs, List<Set<Block>> reach) {
    return pred == b ? succs.get(k) == join : reach.get(k).contains(pred);
  }

  private boolean markPhis(Block block) {
    boolean changed = false;
    for (Instr phi : block.phis()) {
      if (!allSame(phi) && divergent.add(phi)) {
        changed = true;
      }
    }
    return changed;
  }

  /** When {@code b} leaves a loop, marks the users outside the loop of values defined inside it. */
  private boolean temporalDivergence(Block b, Loops loops) {
    boolean changed = false;
    for (Loops.Loop loop : loops.loops()) {
      if (!loop.contains(b) || b.succs().stream().allMatch(loop::contains)) {
        continue;
      }
      for (Block outside : function.blocks()) {
        if (loop.contains(outside)) {
          continue;
        }
        for (Instr user : outside.instructions()) {
          boolean usesLoopValue =
              user.operands().stream()
                  .anyMatch(v -> v instanceof Instr d && loop.contains(d.block()));
          if (!usesLoopValue) {
            continue;
          }
          if (user.hasResult() && divergent.add(user)) {
            changed = true;
          } else if ((user.op() == Op.CONDBR || user.op() == Op.SWITCH)
              && temporallyDivergentBranches.add(outside)) {
            changed = true;
          }
        }
      }
    }
    return changed;
  }
}
