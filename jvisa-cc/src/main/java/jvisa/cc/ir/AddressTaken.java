package jvisa.cc.ir;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The functions whose address a function or module takes: function-address {@link Constant}s among
 * instruction operands (also inside constant composites) and program-scope initializers. Any of
 * them may be called indirectly.
 */
public final class AddressTaken {
  private AddressTaken() {}

  /**
   * The functions whose address {@code f}'s instructions take, directly or through the initializer
   * of a program-scope variable they use, in order of first use.
   */
  public static Set<Function> in(Function f) {
    Set<Function> out = new LinkedHashSet<>();
    for (Instr i : f.instructions()) {
      for (Value v : i.operands()) {
        if (v instanceof Constant c) {
          collect(c, out);
        } else if (v instanceof GlobalVariable g && g.initializer() != null) {
          collect(g.initializer(), out);
        }
      }
    }
    return out;
  }

  /** The functions whose address anything in {@code module} takes. */
  public static Set<Function> in(Module module) {
    Set<Function> out = new LinkedHashSet<>();
    for (GlobalVariable g : module.globals()) {
      if (g.initializer() != null) {
        collect(g.initializer(), out);
      }
    }
    for (Function f : module.functions()) {
      out.addAll(in(f));
    }
    return out;
  }

  private static void collect(Constant c, Set<Function> out) {
    if (c.kind() == Constant.Kind.FUNCTION) {
      out.add(c.function());
    }
    for (Constant e : c.elements()) {
      collect(e, out);
    }
  }
}
