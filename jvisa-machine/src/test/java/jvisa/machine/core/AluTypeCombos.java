package jvisa.machine.core;

import static jvisa.asm.model.Type.B;
import static jvisa.asm.model.Type.BF;
import static jvisa.asm.model.Type.D;
import static jvisa.asm.model.Type.DF;
import static jvisa.asm.model.Type.F;
import static jvisa.asm.model.Type.HF;
import static jvisa.asm.model.Type.Q;
import static jvisa.asm.model.Type.UB;
import static jvisa.asm.model.Type.UD;
import static jvisa.asm.model.Type.UQ;
import static jvisa.asm.model.Type.UW;
import static jvisa.asm.model.Type.W;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.TypeSets;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;

/** The destination and source types each ALU opcode allows. */
final class AluTypeCombos {
  private AluTypeCombos() {}

  /** One allowed typing of an instruction: its destination type and one type per source. */
  record Combo(Type dst, List<Type> srcs) {}

  /** The types the test executes: the register types (no bool or packed-vector immediates). */
  private static final Set<Type> EXECUTED = EnumSet.of(B, UB, W, UW, D, UD, Q, UQ, F, HF, DF, BF);

  /**
   * Every typing the instruction table allows for {@code op}, each source type drawn independently;
   * where the format wants one float type, float operands share the destination's (F and HF may
   * mix).
   */
  static List<Combo> allowed(Opcode op) {
    if (!(op.format() instanceof Format f) || !op.isVectorAlu()) {
      throw new IllegalArgumentException(op + " is not a vector ALU opcode");
    }
    List<Combo> out = new ArrayList<>();
    for (Type d : executed(f.operand(0).types())) {
      addSources(out, d, new ArrayList<>(), f, op.dsts());
    }
    if (!f.sameFloat()) {
      return out;
    }
    List<Combo> same = new ArrayList<>();
    for (Combo c : out) {
      if (c.srcs().stream().allMatch(s -> TypeSets.sameFloat(c.dst(), s))) {
        same.add(c);
      }
    }
    return same;
  }

  private static Set<Type> executed(Set<Type> allowed) {
    EnumSet<Type> s = EnumSet.copyOf(EXECUTED);
    s.retainAll(allowed == null ? EXECUTED : allowed);
    return s;
  }

  private static void addSources(
      List<Combo> out, Type dst, List<Type> prefix, Format f, int index) {
    if (index == f.operands().size()) {
      out.add(new Combo(dst, List.copyOf(prefix)));
      return;
    }
    for (Type s : executed(f.operand(index).types())) {
      prefix.add(s);
      addSources(out, dst, prefix, f, index + 1);
      prefix.remove(prefix.size() - 1);
    }
  }
}
