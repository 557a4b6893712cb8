package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Value;

/** Def-use lookups computed on demand (the IR keeps no use lists). */
final class Uses {
  private Uses() {}

  /** Each instruction to the instructions using it (once per using instruction). */
  static Map<Instr, List<Instr>> users(Function f) {
    IdentityHashMap<Instr, List<Instr>> out = new IdentityHashMap<>();
    for (Instr i : f.instructions()) {
      for (Value v : i.operands()) {
        if (v instanceof Instr d) {
          List<Instr> l = out.computeIfAbsent(d, k -> new ArrayList<>());
          if (l.isEmpty() || l.get(l.size() - 1) != i) {
            l.add(i);
          }
        }
      }
    }
    return out;
  }
}
