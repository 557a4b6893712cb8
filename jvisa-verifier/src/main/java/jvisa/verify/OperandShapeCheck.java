package jvisa.verify;

import java.util.EnumSet;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.Statement;
import jvisa.asm.model.VarClass;

/**
 * Vector instructions have the number of operands their opcode defines, and each operand is of a class
 * its position accepts: no immediate destinations, no predicates where data is expected, destination
 * regions {@code <h>} in destination positions and source regions {@code <v;w,h>} in source positions.
 */
final class OperandShapeCheck implements Check {
  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in) {
        AluForm form = AluForm.of(in.opcode());
        if (form != null) {
          check(scope, in, form);
        }
      }
    }
  }

  private static void check(UnitScope scope, Instruction in, AluForm form) {
    if (in.operands().size() != form.operandCount()) {
      scope.report.error(
          "operand-count",
          in.pos(),
          Names.mnemonic(in) + " takes " + form.dsts() + " destination(s) and "
              + (form.operandCount() - form.dsts()) + " source(s), found " + in.operands().size()
              + " operand(s)");
      return;
    }
    for (int i = 0; i < form.operandCount(); i++) {
      checkOperand(scope, in, form, i);
    }
  }

  private static void checkOperand(UnitScope scope, Instruction in, AluForm form, int i) {
    Operand o = in.operand(i);
    EnumSet<OperandKind> allowed = form.kinds().get(i);
    OperandKind kind = OperandKind.of(o, scope.symbols);
    if (o instanceof NameOperand n && kind == OperandKind.OTHER) {
      checkBareName(scope, n, allowed, Names.position(in, form, i));
      return;
    }
    if (!allowed.contains(kind)) {
      String rule = kind == OperandKind.PREDICATE ? "var-class" : "operand-kind";
      String where = Names.position(in, form, i);
      scope.report.error(rule, o.pos(), where + " takes " + describe(allowed) + ", not " + article(kind));
      return;
    }
    String problem = formProblem(o, kind, form.isDestination(i));
    if (problem != null) {
      scope.report.error("operand-kind", o.pos(), Names.position(in, form, i) + problem);
    }
  }

  /** How a region or indirect operand has the wrong form for a destination or source, or null. */
  private static String formProblem(Operand o, OperandKind kind, boolean dst) {
    if (kind == OperandKind.GENERAL && dst && o instanceof SrcRegion) {
      return " needs a destination region such as <1>";
    }
    if (kind == OperandKind.GENERAL && !dst && o instanceof DstRegion) {
      return " needs a source region such as <1;1,0>";
    }
    if (kind == OperandKind.GENERAL && !dst && o instanceof SrcRegion r && r.vstride() < 0) {
      return " lacks its region <vstride;width,hstride>";
    }
    if (o instanceof IndirectOperand ind && ind.destination() != dst) {
      return dst ? " needs a destination region <hstride>" : " needs a source region <vstride;width,hstride>";
    }
    return null;
  }

  private static void checkBareName(
      UnitScope scope, NameOperand n, EnumSet<OperandKind> allowed, String where) {
    Declaration d = scope.symbols.lookup(n.name());
    if (d == null) {
      return; // reported as undeclared by VariableUseCheck
    }
    if (d.varClass() == VarClass.GENERAL && allowed.contains(OperandKind.GENERAL)) {
      scope.report.error("operand-kind", n.pos(), where + " needs a region, e.g. " + n.name() + "(0,0)");
    } else {
      scope.report.error(
          "var-class",
          n.pos(),
          "'" + n.name() + "' is " + ClassNames.of(d) + "; " + where + " takes " + describe(allowed));
    }
  }

  /** "a general, indirect or immediate operand". */
  private static String describe(EnumSet<OperandKind> kinds) {
    OperandKind[] k = kinds.toArray(new OperandKind[0]);
    StringBuilder sb = new StringBuilder(article(k[0]).startsWith("an") ? "an " : "a ");
    for (int i = 0; i < k.length; i++) {
      if (i > 0) {
        sb.append(i == k.length - 1 ? " or " : ", ");
      }
      sb.append(k[i].text());
    }
    return sb.append(" operand").toString();
  }

  private static String article(OperandKind k) {
    return ("aeiou".indexOf(k.text().charAt(0)) >= 0 ? "an " : "a ") + k.text() + " operand";
  }
}
