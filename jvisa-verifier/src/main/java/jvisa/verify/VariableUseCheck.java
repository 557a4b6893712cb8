package jvisa.verify;

import java.util.EnumSet;
import java.util.Set;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.OpClass;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.Predicate;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.Statement;
import jvisa.asm.model.VarClass;

/**
 * Every variable an instruction names is declared (or pre-defined) and of the class its operand
 * form needs: regions and raw operands name general variables, {@code r[A..]} and {@code A(i)<w>}
 * address variables, {@code T(i)} surfaces or samplers, predicates predicate variables.
 */
final class VariableUseCheck implements Check {
  private static final Set<VarClass> GENERAL = EnumSet.of(VarClass.GENERAL);
  private static final Set<VarClass> ADDRESS = EnumSet.of(VarClass.ADDRESS);
  private static final Set<VarClass> PREDICATE = EnumSet.of(VarClass.PREDICATE);
  private static final Set<VarClass> STATE = EnumSet.of(VarClass.SURFACE, VarClass.SAMPLER);
  private static final Set<VarClass> ADDRESSABLE =
      EnumSet.of(VarClass.GENERAL, VarClass.SURFACE, VarClass.SAMPLER);
  private static final Set<VarClass> ANY = EnumSet.allOf(VarClass.class);

  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in) {
        check(scope, in);
      }
    }
  }

  private static void check(UnitScope scope, Instruction in) {
    Predicate p = in.predicate();
    if (p != null) {
      need(scope, p.var(), p.pos() != null ? p.pos() : in.pos(), PREDICATE, "the predicate");
    }
    boolean namesAreTargets = in.opcode() != null && in.opcode().opClass() == OpClass.CONTROL;
    for (Operand o : in.operands()) {
      visit(scope, o, namesAreTargets);
    }
  }

  private static void visit(UnitScope scope, Operand o, boolean namesAreTargets) {
    if (o instanceof DstRegion r) {
      need(scope, r.var(), r.pos(), GENERAL, "a region");
    } else if (o instanceof SrcRegion r) {
      need(scope, r.var(), r.pos(), GENERAL, "a region");
    } else if (o instanceof RawOperand r) {
      need(scope, r.var(), r.pos(), GENERAL, "a raw operand");
    } else if (o instanceof LscData d) {
      need(scope, d.var(), d.pos(), GENERAL, "a message payload");
    } else if (o instanceof IndirectOperand ind) {
      need(scope, ind.addrVar(), ind.pos(), ADDRESS, "r[...]");
    } else if (o instanceof AddressOperand a) {
      need(scope, a.var(), a.pos(), ADDRESS, "an address operand");
    } else if (o instanceof AddressOfOperand a) {
      need(scope, a.var(), a.pos(), ADDRESSABLE, "'&'");
    } else if (o instanceof StateOperand st) {
      need(scope, st.var(), st.pos(), STATE, "a state operand");
    } else if (o instanceof NameOperand n && !namesAreTargets) {
      need(scope, n.name(), n.pos(), ANY, "an operand");
    } else if (o instanceof LscAddress a) {
      if (a.surface() != null) {
        visit(scope, a.surface(), false);
      }
      for (Operand reg : a.regs()) {
        if (reg instanceof NameOperand n) {
          need(scope, n.name(), n.pos(), GENERAL, "an address register");
        } else {
          visit(scope, reg, false);
        }
      }
    } else if (o instanceof OperandList list) {
      for (Operand item : list.items()) {
        visit(scope, item, namesAreTargets);
      }
    }
  }

  private static void need(
      UnitScope scope, String name, SourcePos pos, Set<VarClass> classes, String use) {
    Declaration d = scope.symbols.lookup(name);
    if (d == null) {
      scope.report.error("undeclared", pos, "'" + name + "' is not declared");
    } else if (d.varClass() == null || !classes.contains(d.varClass())) {
      scope.report.error(
          "var-class",
          pos,
          "'" + name + "' is " + ClassNames.of(d) + " and cannot be used as " + use);
    }
  }
}
