package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.analysis.Loops;
import jvisa.cc.analysis.Uniformity;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Loop-invariant code motion: a pure instruction of a loop whose operands are all defined outside
 * the loop moves to the loop's preheader (made when the header has one outside predecessor that
 * also branches elsewhere), innermost loops first, so invariants climb out of nests. Moving is
 * speculation: the instruction then runs for channels and iterations that may never have reached
 * it, which is harmless for pure operations; integer division and remainder move only by a non-zero
 * constant. A moved value stays live across the whole loop: uniform values (one register) move
 * freely, divergent ones (registers for every channel) only while the loop uses fewer than {@link
 * #MAX_DIVERGENT_LIVE_INS} divergent values defined outside it, so wide SIMD kernels do not run out
 * of registers. Returns how many instructions moved.
 */
public final class LoopInvariantMotion {
  static final int MAX_DIVERGENT_LIVE_INS = 12;

  private LoopInvariantMotion() {}

  public static int run(Function f) {
    f.rebuildCfg();
    DominatorTree dom = DominatorTree.dominators(f);
    Loops loops = Loops.of(f, dom);
    if (!loops.reducible()) {
      return 0;
    }
    Uniformity uniformity = Uniformity.analyze(f);
    List<Loops.Loop> order = new ArrayList<>(loops.loops());
    order.sort(Comparator.comparingInt(l -> l.blocks().size()));
    int moved = 0;
    for (Loops.Loop loop : order) {
      Block pre = preheader(f, loop);
      if (pre != null) {
        moved += hoist(f, loop, pre, uniformity);
      }
    }
    f.rebuildCfg();
    return moved;
  }

  private static int hoist(Function f, Loops.Loop loop, Block pre, Uniformity uniformity) {
    int moved = 0;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Block b : f.blocks()) {
        if (!loop.contains(b)) {
          continue;
        }
        for (Instr i : new ArrayList<>(b.instructions())) {
          if (movable(i) && invariant(i, loop)) {
            if (uniformity.isDivergent(i)
                && divergentLiveIns(f, loop, uniformity) >= MAX_DIVERGENT_LIVE_INS) {
              continue;
            }
            b.remove(i);
            pre.insert(pre.instructions().size() - 1, i);
            moved++;
            changed = true;
          }
        }
      }
    }
    return moved;
  }

  /**
   * The block that enters the loop: the header's one predecessor outside the loop, or a new block
   * between them when that predecessor branches elsewhere too; null when several enter.
   */
  private static Block preheader(Function f, Loops.Loop loop) {
    Block header = loop.header();
    Block outside = null;
    for (Block p : header.preds()) {
      if (!loop.contains(p)) {
        if (outside != null) {
          return null;
        }
        outside = p;
      }
    }
    if (outside == null || outside.terminator() == null) {
      return null;
    }
    if (outside.succs().size() == 1) {
      return outside;
    }
    Block pre = f.addBlock(null);
    f.blocks().remove(pre);
    f.blocks().add(f.blocks().indexOf(header), pre);
    pre.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(header));
    List<Block> targets = outside.terminator().targets();
    for (int t = 0; t < targets.size(); t++) {
      if (targets.get(t) == header) {
        targets.set(t, pre);
      }
    }
    for (Instr phi : header.phis()) {
      for (int t = 0; t < phi.targets().size(); t++) {
        if (phi.targets().get(t) == outside) {
          phi.targets().set(t, pre);
        }
      }
    }
    f.rebuildCfg();
    return pre;
  }

  /** How many divergent values defined outside the loop its instructions use. */
  private static int divergentLiveIns(Function f, Loops.Loop loop, Uniformity uniformity) {
    Set<Value> liveIn = new HashSet<>();
    for (Block b : f.blocks()) {
      if (loop.contains(b)) {
        for (Instr i : b.instructions()) {
          for (Value v : i.operands()) {
            if (v instanceof Instr d
                && d.block() != null
                && !loop.contains(d.block())
                && uniformity.isDivergent(d)) {
              liveIn.add(d);
            }
          }
        }
      }
    }
    return liveIn.size();
  }

  private static boolean movable(Instr i) {
    if (!i.op().isPure() || !i.hasResult()) {
      return false;
    }
    return switch (i.op()) {
      case SDIV, UDIV, SREM, UREM, SMOD -> nonZeroConstant(i.operand(1));
      case MATH -> ((MathFn) i.attribute()).memory() == MathFn.Memory.NONE;
      default -> true;
    };
  }

  private static boolean nonZeroConstant(Value v) {
    return v instanceof Constant c && c.isScalar() && c.bits() != 0;
  }

  private static boolean invariant(Instr i, Loops.Loop loop) {
    for (Value v : i.operands()) {
      if (v instanceof Instr d && (d.block() == null || loop.contains(d.block()))) {
        return false;
      }
    }
    return true;
  }
}
