package jvisa.cc.visa;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.analysis.Loops;
import jvisa.cc.analysis.Uniformity;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Value;

/**
 * The values that get one element per channel: the divergent ones (a called function's arguments
 * among them: each channel passes its own), those defined in a loop and used outside it (channels
 * leave a loop in different iterations, so the value each one saw must stay in its own channel),
 * and everything computed from a wide value.
 */
final class WideValues {

  private WideValues() {}

  static Set<Value> of(Function f, Uniformity u) {
    Set<Value> wide = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Value a : f.arguments()) {
      if (u.isDivergent(a)) {
        wide.add(a);
      }
    }
    Loops loops = Loops.of(f, DominatorTree.dominators(f));
    for (Block b : f.blocks()) {
      for (Instr i : b.instructions()) {
        if (i.hasResult() && u.isDivergent(i)) {
          wide.add(i);
        }
        for (int k = 0; k < i.operands().size(); k++) {
          if (i.operand(k) instanceof Instr def && def.block() != null) {
            Block use = i.op() == Op.PHI ? i.targets().get(k) : b;
            for (Loops.Loop l : loops.loops()) {
              if (l.contains(def.block()) && !l.contains(use)) {
                wide.add(def);
              }
            }
          }
        }
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Block b : f.blocks()) {
        for (Instr i : b.instructions()) {
          if (i.hasResult() && !wide.contains(i)) {
            for (Value v : i.operands()) {
              if (wide.contains(v)) {
                wide.add(i);
                changed = true;
                break;
              }
            }
          }
        }
      }
    }
    return wide;
  }
}
