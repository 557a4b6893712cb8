package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.analysis.PointerOrigins;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.AddressTaken;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Generic pointer parameters of functions that stay calls (recursive ones, which the inliner cannot
 * inline): a parameter to which every call site passes a pointer cast from one space (a recursive
 * call may also pass the parameter itself on) becomes a pointer of that space, each call casting
 * its argument to it, so {@link InferAddressSpaces} resolves the accesses in the callee. Functions
 * whose address is taken keep their parameters; so do parameters whose call sites pass different
 * spaces (no clones are made: functions with generic parameters are otherwise inlined).
 */
public final class ArgumentSpaces {
  private ArgumentSpaces() {}

  /** Retypes what it can; returns the functions it changed (callees and their callers). */
  public static Set<Function> run(Module module) {
    Set<Function> taken = AddressTaken.in(module);
    IdentityHashMap<Function, List<Instr>> calls = new IdentityHashMap<>();
    for (Function f : module.functions()) {
      for (Instr i : f.instructions()) {
        if (i.op() == Op.CALL && i.attribute() instanceof Function callee) {
          calls.computeIfAbsent(callee, k -> new ArrayList<>()).add(i);
        }
      }
    }
    Set<Function> changed = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Map.Entry<Function, List<Instr>> e : calls.entrySet()) {
      Function callee = e.getKey();
      if (callee.isKernel() || callee.isDeclaration() || taken.contains(callee)) {
        continue;
      }
      for (Argument a : callee.arguments()) {
        AddressSpace s = agreedSpace(a, e.getValue());
        if (s != null) {
          specialize(callee, a, s, e.getValue());
          changed.add(callee);
          e.getValue().forEach(c -> changed.add(c.block().function()));
        }
      }
    }
    return changed;
  }

  private static AddressSpace agreedSpace(Argument a, List<Instr> calls) {
    if (!(a.type() instanceof Type.Pointer p) || p.space() != AddressSpace.GENERIC) {
      return null;
    }
    Set<AddressSpace> spaces = EnumSet.noneOf(AddressSpace.class);
    for (Instr c : calls) {
      PointerOrigins o = PointerOrigins.of(c.operand(a.index()), a);
      if (o.hasOpaqueOrigin()) {
        return null;
      }
      spaces.addAll(o.spaces());
    }
    return spaces.size() == 1 ? spaces.iterator().next() : null;
  }

  private static void specialize(Function callee, Argument a, AddressSpace s, List<Instr> calls) {
    Type.Pointer generic = (Type.Pointer) a.type();
    Type.Pointer specific = new Type.Pointer(s, generic.pointee());
    Instr back = new Instr(Op.PTRCAST, generic, List.of(a)).withLiterals(-1, 0);
    callee.replaceUses(Map.of(a, back));
    callee.entry().insert(0, back);
    a.retype(specific);
    for (Instr c : calls) {
      Value v = c.operand(a.index());
      Block b = c.block();
      Instr cast = new Instr(Op.PTRCAST, specific, List.of(v)).withLiterals(-1, 0);
      b.insert(b.instructions().indexOf(c), cast);
      c.setOperand(a.index(), cast);
    }
  }
}
