package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.analysis.Loops;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Semantics;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Full unrolling of small loops whose trip count is a compile-time constant: a loop tested at its
 * header ({@code for (i = C0; i < C1; i = i OP C2)}), with one latch, no inner loop and no exit but
 * the header's, is replaced by its body repeated once per iteration, each copy seeing the induction
 * variable as a constant, followed by one last copy of the header that leaves. The header runs as
 * often as before and every other block once per iteration, so side effects and barriers keep their
 * order and count. Innermost loops first; a loop is unrolled only when it iterates at most {@link
 * #MAX_TRIPS} times and the copies stay under {@link #MAX_INSTRUCTIONS} instructions. Returns how
 * many loops it unrolled.
 */
public final class LoopUnroller {
  static final int MAX_TRIPS = 32;
  static final int MAX_INSTRUCTIONS = 640;

  private LoopUnroller() {}

  /** A loop to unroll: its blocks in function order, the block it leaves to, its trip count. */
  private record Plan(
      Loops.Loop loop, Block preheader, Block latch, Block body, Block exit, int trips) {}

  public static int run(Function f) {
    int unrolled = 0;
    while (unrolled < 64) {
      f.rebuildCfg();
      DominatorTree dom = DominatorTree.dominators(f);
      Loops loops = Loops.of(f, dom);
      if (!loops.reducible()) {
        break;
      }
      List<Loops.Loop> order = new ArrayList<>(loops.loops());
      order.sort(Comparator.comparingInt(l -> l.blocks().size()));
      Plan plan = null;
      for (Loops.Loop l : order) {
        plan = plan(l, loops);
        if (plan != null) {
          break;
        }
      }
      if (plan == null) {
        break;
      }
      unroll(f, plan);
      mergeStraightLines(f);
      unrolled++;
    }
    f.rebuildCfg();
    return unrolled;
  }

  private static Plan plan(Loops.Loop loop, Loops loops) {
    for (Loops.Loop other : loops.loops()) {
      if (other.header() != loop.header() && loop.contains(other.header())) {
        return null;
      }
    }
    Block header = loop.header();
    if (loop.latches().size() != 1 || loop.exits().size() != 1) {
      return null;
    }
    Block latch = loop.latches().get(0);
    Instr back = latch.terminator();
    Instr test = header.terminator();
    if (back == null || back.op() != Op.BR || test == null || test.op() != Op.CONDBR) {
      return null;
    }
    for (Block b : loop.blocks()) {
      if (b != header && !loop.blocks().containsAll(b.succs())) {
        return null;
      }
    }
    Block taken = test.targets().get(0);
    Block notTaken = test.targets().get(1);
    boolean stayWhenTrue = loop.contains(taken);
    if (stayWhenTrue == loop.contains(notTaken)) {
      return null;
    }
    Block body = stayWhenTrue ? taken : notTaken;
    Block exit = stayWhenTrue ? notTaken : taken;
    if (body == header) {
      return null;
    }
    Block preheader = null;
    for (Block p : header.preds()) {
      if (!loop.contains(p)) {
        if (preheader != null) {
          return null;
        }
        preheader = p;
      }
    }
    if (preheader == null || preheader.terminator() == null) {
      return null;
    }
    int trips = tripCount(header, latch, preheader, test.operand(0), stayWhenTrue);
    if (trips < 0) {
      return null;
    }
    int size = 0;
    for (Block b : loop.blocks()) {
      size += b.instructions().size();
    }
    if ((long) size * (trips + 1) > MAX_INSTRUCTIONS) {
      return null;
    }
    return new Plan(loop, preheader, latch, body, exit, trips);
  }

  /**
   * How many times the body runs, found by evaluating the header's test with constant induction
   * values; -1 when the test does not depend only on constants and one header phi stepped by a
   * constant, or when it runs more than {@link #MAX_TRIPS} times.
   */
  private static int tripCount(
      Block header, Block latch, Block preheader, Value condition, boolean stayWhenTrue) {
    if (!(condition instanceof Instr cmp)
        || cmp.block() != header
        || !cmp.op().isCompare()
        || cmp.operands().size() != 2) {
      return -1;
    }
    Instr phi = null;
    for (Value v : cmp.operands()) {
      Instr p = inductionPhi(v, header);
      if (p != null) {
        phi = p;
      }
    }
    if (phi == null
        || !(phi.incoming(preheader) instanceof Constant start)
        || !start.isScalar()
        || !(phi.type() instanceof Type.Int)) {
      return -1;
    }
    Value step = phi.incoming(latch);
    if (!stepOf(step, phi)) {
      return -1;
    }
    long value = start.bits();
    for (int trips = 0; trips <= MAX_TRIPS; trips++) {
      Long a = valueOf(cmp.operand(0), phi, value);
      Long b = valueOf(cmp.operand(1), phi, value);
      if (a == null || b == null) {
        return -1;
      }
      boolean holds = Semantics.compare(cmp.op(), cmp.operand(0).type(), a, b);
      if (holds != stayWhenTrue) {
        return trips;
      }
      value = valueOf(step, phi, value);
    }
    return -1;
  }

  /** The header phi {@code v} is, or is a constant step of; null otherwise. */
  private static Instr inductionPhi(Value v, Block header) {
    if (v instanceof Instr i && i.op() == Op.PHI && i.block() == header) {
      return i;
    }
    if (v instanceof Instr i
        && isStep(i.op())
        && i.operand(0) instanceof Instr p
        && p.op() == Op.PHI
        && p.block() == header
        && i.operand(1) instanceof Constant c
        && c.isScalar()) {
      return p;
    }
    return null;
  }

  private static boolean isStep(Op op) {
    return op == Op.IADD || op == Op.ISUB || op == Op.SHL || op == Op.IMUL;
  }

  private static boolean stepOf(Value step, Instr phi) {
    return step instanceof Instr s
        && isStep(s.op())
        && s.operand(0) == phi
        && s.operand(1) instanceof Constant c
        && c.isScalar();
  }

  /** A test operand's value when the phi holds {@code phiValue}; null if it is something else. */
  private static Long valueOf(Value v, Instr phi, long phiValue) {
    if (v == phi) {
      return phiValue;
    }
    if (v instanceof Constant c) {
      return c.isScalar() ? c.bits() : null;
    }
    if (v instanceof Instr s && isStep(s.op()) && s.operand(0) == phi) {
      long c = ((Constant) s.operand(1)).bits();
      return Semantics.mask(s.type(), Semantics.binary(s.op(), s.type(), phiValue, c));
    }
    return null;
  }

  private static void unroll(Function f, Plan plan) {
    Loops.Loop loop = plan.loop();
    Block header = loop.header();
    List<Block> blocks = new ArrayList<>();
    for (Block b : f.blocks()) {
      if (loop.contains(b)) {
        blocks.add(b);
      }
    }
    int at = f.blocks().indexOf(header);
    List<Block> copies = new ArrayList<>();
    Map<Value, Value> phiValues = new HashMap<>();
    for (Instr phi : header.phis()) {
      phiValues.put(phi, phi.incoming(plan.preheader()));
    }
    Map<Value, Value> values = null;
    Block previousLatch = null;
    Block firstHeader = null;
    for (int t = 0; t <= plan.trips(); t++) {
      boolean last = t == plan.trips();
      Map<Block, Block> blockCopies = new HashMap<>();
      for (Block b : blocks) {
        if (!last || b == header) {
          Block c = f.addBlock(null);
          f.blocks().remove(c);
          blockCopies.put(b, c);
          copies.add(c);
        }
      }
      values = new HashMap<>(phiValues);
      List<Instr> cloned = new ArrayList<>();
      for (Block b : blocks) {
        Block c = blockCopies.get(b);
        if (c == null) {
          continue;
        }
        for (Instr i : b.instructions()) {
          if (b == header && i.op() == Op.PHI) {
            continue;
          }
          Instr copy;
          if (i == header.terminator()) {
            Block next = last ? plan.exit() : blockCopies.get(plan.body());
            copy = new Instr(Op.BR, Type.VOID, List.of()).withTargets(next);
          } else {
            copy = new Instr(i.op(), i.type(), i.operands()).withLiterals(i.literals());
            copy.withAttribute(i.attribute());
            for (Block target : i.targets()) {
              boolean backEdge = target == header && i.op() != Op.PHI;
              copy.targets().add(backEdge ? header : blockCopies.getOrDefault(target, target));
            }
            copy.setName(i.name());
          }
          c.append(copy);
          values.put(i, copy);
          cloned.add(copy);
        }
      }
      for (Instr copy : cloned) {
        for (int k = 0; k < copy.operands().size(); k++) {
          Value mapped = values.get(copy.operand(k));
          if (mapped != null) {
            copy.setOperand(k, mapped);
          }
        }
      }
      Block headerCopy = blockCopies.get(header);
      if (previousLatch != null) {
        retarget(previousLatch.terminator(), header, headerCopy);
      } else {
        firstHeader = headerCopy;
      }
      if (!last) {
        previousLatch = blockCopies.get(plan.latch());
        Map<Value, Value> next = new HashMap<>();
        for (Instr phi : header.phis()) {
          Value in = phi.incoming(plan.latch());
          next.put(phi, values.getOrDefault(in, in));
        }
        phiValues = next;
      }
    }
    Block finalHeader = copies.get(copies.size() - 1);
    retarget(plan.preheader().terminator(), header, firstHeader);
    for (Instr phi : plan.exit().phis()) {
      for (int k = 0; k < phi.targets().size(); k++) {
        if (phi.targets().get(k) == header) {
          phi.targets().set(k, finalHeader);
        }
      }
    }
    f.blocks().removeAll(blocks);
    f.blocks().addAll(Math.min(at, f.blocks().size()), copies);
    Map<Value, Value> outside = new HashMap<>(values);
    f.replaceUses(outside);
  }

  private static void retarget(Instr terminator, Block from, Block to) {
    List<Block> targets = terminator.targets();
    for (int k = 0; k < targets.size(); k++) {
      if (targets.get(k) == from) {
        targets.set(k, to);
      }
    }
  }

  /**
   * Joins each block that ends in an unconditional branch to a block reached from nowhere else (and
   * without phis) with that block.
   */
  private static void mergeStraightLines(Function f) {
    boolean changed = true;
    while (changed) {
      changed = false;
      f.rebuildCfg();
      for (Block a : f.blocks()) {
        Instr br = a.terminator();
        if (br == null || br.op() != Op.BR) {
          continue;
        }
        Block b = br.targets().get(0);
        if (b == a || b == f.entry() || b.preds().size() != 1 || !b.phis().isEmpty()) {
          continue;
        }
        a.remove(br);
        for (Instr i : new ArrayList<>(b.instructions())) {
          b.remove(i);
          a.append(i);
        }
        for (Block s : b.succs()) {
          for (Instr phi : s.phis()) {
            for (int k = 0; k < phi.targets().size(); k++) {
              if (phi.targets().get(k) == b) {
                phi.targets().set(k, a);
              }
            }
          }
        }
        f.blocks().remove(b);
        changed = true;
        break;
      }
    }
  }
}
