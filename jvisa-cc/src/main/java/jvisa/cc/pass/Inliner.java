package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Inlines every call to a function with a body that is not (mutually) recursive, callees first. The
 * callee's allocas move to the caller's entry block, so promotion sees them there. Returns how many
 * calls it inlined.
 */
public final class Inliner {
  private Inliner() {}

  public static int run(Module module) {
    return run(module, f -> true);
  }

  /**
   * As {@link #run(Module)}, inlining only the callees {@code inlinable} accepts (the others stay
   * calls).
   */
  public static int run(Module module, Predicate<Function> inlinable) {
    Set<Function> recursive = recursiveFunctions(module);
    for (Function f : module.functions()) {
      if (!inlinable.test(f)) {
        recursive.add(f);
      }
    }
    int inlined = 0;
    for (Function f : module.functions()) {
      inlined += inlineCalls(f, recursive);
    }
    removeUncalled(module);
    return inlined;
  }

  private static int inlineCalls(Function f, Set<Function> recursive) {
    int count = 0;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Block b : new ArrayList<>(f.blocks())) {
        for (Instr call : b.instructions()) {
          if (call.op() == Op.CALL
              && !recursive.contains((Function) call.attribute())
              && !((Function) call.attribute()).isDeclaration()) {
            inline(f, call);
            count++;
            changed = true;
            break;
          }
        }
        if (changed) {
          break;
        }
      }
    }
    f.rebuildCfg();
    return count;
  }

  /** Drops functions that are neither kernels nor called any more nor have their address taken. */
  private static void removeUncalled(Module module) {
    Set<Function> called = new HashSet<>(jvisa.cc.ir.AddressTaken.in(module));
    for (Function f : module.functions()) {
      for (Instr i : f.instructions()) {
        if (i.op() == Op.CALL) {
          called.add((Function) i.attribute());
        }
      }
    }
    module.functions().removeIf(f -> !f.isKernel() && !called.contains(f));
  }

  private static Set<Function> recursiveFunctions(Module module) {
    Map<Function, Set<Function>> calls = new HashMap<>();
    for (Function f : module.functions()) {
      Set<Function> callees = new HashSet<>();
      for (Instr i : f.instructions()) {
        if (i.op() == Op.CALL) {
          callees.add((Function) i.attribute());
        }
      }
      calls.put(f, callees);
    }
    Set<Function> out = new HashSet<>();
    for (Function f : module.functions()) {
      Set<Function> seen = new HashSet<>();
      List<Function> work = new ArrayList<>(calls.getOrDefault(f, Set.of()));
      while (!work.isEmpty()) {
        Function g = work.remove(work.size() - 1);
        if (g == f) {
          out.add(f);
          break;
        }
        if (seen.add(g)) {
          work.addAll(calls.getOrDefault(g, Set.of()));
        }
      }
    }
    return out;
  }

  private static void inline(Function caller, Instr call) {
    Function callee = (Function) call.attribute();
    Block before = call.block();
    Block after = caller.addBlock(before.name() + ".ret");
    List<Instr> list = new ArrayList<>(before.instructions());
    int at = list.indexOf(call);
    for (int k = at + 1; k < list.size(); k++) {
      before.remove(list.get(k));
      after.append(list.get(k));
    }
    before.remove(call);
    for (Block s : after.terminator().targets()) {
      for (Instr phi : s.phis()) {
        for (int k = 0; k < phi.targets().size(); k++) {
          if (phi.targets().get(k) == before) {
            phi.targets().set(k, after);
          }
        }
      }
    }
    IdentityHashMap<Value, Value> map = new IdentityHashMap<>();
    for (int k = 0; k < callee.arguments().size(); k++) {
      map.put(callee.arguments().get(k), call.operand(k));
    }
    IdentityHashMap<Block, Block> blocks = new IdentityHashMap<>();
    for (Block b : callee.blocks()) {
      blocks.put(b, caller.addBlock(callee.name() + "." + b.name()));
    }
    List<Instr> clones = new ArrayList<>();
    List<Value> returned = new ArrayList<>();
    List<Block> returnBlocks = new ArrayList<>();
    Block entry = caller.entry();
    for (Block b : callee.blocks()) {
      Block nb = blocks.get(b);
      for (Instr i : b.instructions()) {
        if (i.op() == Op.RET) {
          if (!i.operands().isEmpty()) {
            returned.add(i.operand(0));
            returnBlocks.add(nb);
          }
          nb.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(after));
          continue;
        }
        Instr c =
            new Instr(i.op(), i.type(), i.operands())
                .withLiterals(i.literals())
                .withAttribute(i.attribute());
        c.setName(i.name());
        for (Block t : i.targets()) {
          c.targets().add(blocks.get(t));
        }
        if (i.op() == Op.ALLOCA) {
          entry.insert(0, c);
        } else {
          nb.append(c);
        }
        map.put(i, c);
        clones.add(c);
      }
    }
    for (Instr c : clones) {
      for (int k = 0; k < c.operands().size(); k++) {
        Value m = map.get(c.operand(k));
        if (m != null) {
          c.setOperand(k, m);
        }
      }
    }
    before.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(blocks.get(callee.entry())));
    if (call.hasResult()) {
      Value r;
      if (returned.isEmpty()) {
        r = jvisa.cc.ir.Constant.undef(call.type());
      } else if (returned.size() == 1) {
        r = mapped(map, returned.get(0));
      } else {
        Instr result = after.insert(0, new Instr(Op.PHI, call.type(), List.of()));
        for (int k = 0; k < returned.size(); k++) {
          result.addIncoming(mapped(map, returned.get(k)), returnBlocks.get(k));
        }
        r = result;
      }
      caller.replaceUses(Map.of(call, r));
    }
    caller.rebuildCfg();
  }

  private static Value mapped(Map<Value, Value> map, Value v) {
    Value m = map.get(v);
    return m != null ? m : v;
  }
}
