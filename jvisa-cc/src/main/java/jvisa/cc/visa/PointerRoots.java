package jvisa.cc.visa;

import java.util.IdentityHashMap;
import java.util.Optional;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Value;

/**
 * Which single object a pointer provably points into: a kernel argument, an {@code alloca} or a
 * program-scope variable, found through address steps (GEP, bitcast) and through phis and selects
 * whose every input has that same root. A pointer loaded from memory, converted from an integer or
 * chosen between two objects has none; {@link #allocas} finds the private arrays a pointer chosen
 * between several of them may point into.
 */
final class PointerRoots {
  private static final Value NONE = new Argument(jvisa.cc.ir.Type.I1, "none", -1);

  private final IdentityHashMap<Value, Value> roots = new IdentityHashMap<>();

  /** The root of {@code pointer}, if it has exactly one. */
  Optional<Value> root(Value pointer) {
    Value r = find(pointer);
    return r == NONE ? Optional.empty() : Optional.of(r);
  }

  private Value find(Value v) {
    Value known = roots.get(v);
    if (known != null) {
      return known;
    }
    if (v instanceof Argument || v instanceof GlobalVariable) {
      return v;
    }
    if (!(v instanceof Instr i)) {
      return NONE;
    }
    // A phi reached again through a loop adds nothing: assume the best while its inputs are seen.
    roots.put(v, v);
    Value r =
        switch (i.op()) {
          case ALLOCA -> i;
          case GEP, BITCAST, PTRCAST -> find(i.operand(0));
          case SELECT -> same(find(i.operand(1)), find(i.operand(2)));
          case PHI -> phi(i);
          default -> NONE;
        };
    roots.put(v, r);
    if (i.op() == Op.PHI) {
      roots.replaceAll((k, root) -> root == v ? r : root);
    }
    return r;
  }

  private Value phi(Instr phi) {
    Value r = null;
    for (Value in : phi.operands()) {
      Value x = find(in);
      if (x == phi) {
        continue;
      }
      r = r == null ? x : same(r, x);
    }
    return r == null ? NONE : r;
  }

  /**
   * Every {@code alloca} {@code pointer} may point into, through address steps, selects and phis;
   * empty when some way leads elsewhere (an argument, a load, an integer).
   */
  static Optional<java.util.Set<Instr>> allocas(Value pointer) {
    java.util.Set<Instr> found = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    java.util.Set<Value> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>(java.util.List.of(pointer));
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (!seen.add(v)) {
        continue;
      }
      if (!(v instanceof Instr i)) {
        return Optional.empty();
      }
      switch (i.op()) {
        case ALLOCA -> found.add(i);
        case GEP, BITCAST, PTRCAST -> work.push(i.operand(0));
        case SELECT -> {
          work.push(i.operand(1));
          work.push(i.operand(2));
        }
        case PHI -> i.operands().forEach(work::push);
        default -> {
          return Optional.empty();
        }
      }
    }
    return Optional.of(found);
  }

  private static Value same(Value a, Value b) {
    return a == b ? a : NONE;
  }

  static boolean isAlloca(Value v) {
    return v instanceof Instr i && i.op() == Op.ALLOCA;
  }
}
