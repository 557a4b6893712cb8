package jvisa.cc.visa;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.analysis.Loops;
import jvisa.cc.analysis.Uniformity;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * Terminators, given the block order ({@link BlockLayout}). Divergent branches are {@code goto}:
 * forward ones park the leaving channels at the target label, backward ones (a loop's latch) send
 * the predicated channels round and park the others after the goto. A uniform branch is a {@code
 * jmp} when no channel can be parked at a label it skips: backward to its own loop's header, or
 * forward within its loop over blocks entered only from the jump's side; otherwise it is a goto
 * too, which is always correct.
 */
final class ControlFlow {

  private final Code code;
  private final List<Block> order;
  private final Uniformity uniformity;
  private final Loops loops;
  private final IdentityHashMap<Block, Integer> position = new IdentityHashMap<>();

  /** Whether this block's terminator already parked channels with a forward goto. */
  private boolean parked;

  ControlFlow(Code code, Function f, List<Block> order, Uniformity uniformity) {
    this.code = code;
    this.order = order;
    this.uniformity = uniformity;
    this.loops = Loops.of(f, DominatorTree.dominators(f));
    for (int k = 0; k < order.size(); k++) {
      position.put(order.get(k), k);
    }
  }

  String label(Block b) {
    return code.labelPrefix() + "L" + b.index;
  }

  /** Where every return of the function goes; the function's last instruction follows it. */
  String exit() {
    return code.labelPrefix() + "L_exit";
  }

  /** Emits the terminator of the block at {@code k}. */
  void terminate(int k) {
    parked = false;
    Block b = order.get(k);
    Instr t = b.terminator();
    switch (t.op()) {
      case BR -> branch(k, null, false, t.targets().get(0), uniformity.isUniformBranch(b));
      case CONDBR -> conditional(k, t);
      case SWITCH -> multiway(k, t);
      case RET, UNREACHABLE -> {
        if (k != order.size() - 1) {
          branch(k, null, false, null, false);
        }
      }
      default -> throw code.unsupported("terminator " + t.op().text());
    }
  }

  private void conditional(int k, Instr t) {
    Block yes = t.targets().get(0);
    Block no = t.targets().get(1);
    boolean uniform = uniformity.isUniformBranch(order.get(k)) && !code.isWide(t.operand(0));
    String p = code.predicate(t.operand(0));
    Block next = k + 1 < order.size() ? order.get(k + 1) : null;
    if (no == next) {
      branch(k, p, false, yes, uniform);
    } else if (yes == next) {
      branch(k, p, true, no, uniform);
    } else {
      branch(k, p, false, yes, uniform);
      branch(k, null, false, no, uniform);
    }
  }

  private void multiway(int k, Instr t) {
    boolean uniform = uniformity.isUniformBranch(order.get(k)) && !code.isWide(t.operand(0));
    Instr selector = t;
    String type = VisaTypes.unsigned(selector.operand(0).type());
    for (int c = 0; c < t.literals().length; c++) {
      String p = code.vars.tempPredicate();
      for (Code.Lanes l : uniform ? code.allChannels() : code.lanes(true)) {
        code.op(
            "cmp.eq",
            l,
            p,
            code.src(selector.operand(0), type, l.half()),
            new Operand.Imm(t.literal(c)).src(type, 0));
      }
      branch(k, p, false, t.targets().get(c + 1), uniform);
    }
    branch(k, null, false, t.targets().get(0), uniform);
  }

  /**
   * A branch from block {@code k} to {@code target} (null: the exit) of the channels where {@code
   * predicate} (negated when asked; null: all) holds. Falls through when the target is next.
   */
  private void branch(int k, String predicate, boolean negate, Block target, boolean uniform) {
    int to = target == null ? order.size() : position.get(target);
    if (predicate == null && to == k + 1) {
      return;
    }
    String label = target == null ? exit() : label(target);
    String guard = predicate == null ? "" : "(" + (negate ? "!" : "") + predicate + ") ";
    boolean jump = (uniform || predicate == null) && !parked && jumpIsSafe(k, to);
    if (jump) {
      code.line(guard + "jmp (M1_NM, 1) " + label);
    } else {
      code.line(guard + "goto (M1, " + code.simd + ") " + label);
      parked |= to > k;
    }
  }

  private boolean jumpIsSafe(int from, int to) {
    Block source = order.get(from);
    Loops.Loop loop = loops.innermost(source);
    if (to <= from) {
      return loop != null && to < order.size() && loop.header() == order.get(to);
    }
    Block target = to < order.size() ? order.get(to) : null;
    if (target == null ? loop != null : !Objects.equals(loops.innermost(target), loop)) {
      return false;
    }
    for (int w = from + 1; w <= to && w < order.size(); w++) {
      for (Block p : order.get(w).preds()) {
        int at = position.getOrDefault(p, -1);
        if (at < from) {
          return false;
        }
      }
    }
    if (target == null) {
      for (int w = 0; w < from; w++) {
        Instr t = order.get(w).terminator();
        if (t.op() == Op.RET || t.op() == Op.UNREACHABLE) {
          return false;
        }
      }
    }
    return true;
  }
}
