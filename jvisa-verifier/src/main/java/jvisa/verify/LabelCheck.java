package jvisa.verify;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Statement;

/**
 * Labels (4_visa_header.md, Labels; 3_execution_model.md, Control Flow): each defined once; goto,
 * jmp and switchjmp targets are labels that exist and lie in the subroutine of the branch (a branch
 * may not enter or leave a subroutine).
 */
final class LabelCheck implements Check {
  @Override
  public void check(UnitScope scope) {
    List<Statement> body = scope.unit.body();
    Map<String, SourcePos> labels = new HashMap<>();
    Map<String, SourcePos> functions = new HashMap<>();
    for (int i = 0; i < body.size(); i++) {
      Statement s = body.get(i);
      if (s instanceof LabelStmt l) {
        defineOnce(scope, labels, l.name(), l.pos(), "label");
      } else if (s instanceof FunctionStmt f) {
        defineOnce(scope, functions, f.name(), f.pos(), "subroutine");
      } else if (s instanceof Instruction in) {
        branch(scope, in, i);
      }
    }
  }

  private static void defineOnce(
      UnitScope scope, Map<String, SourcePos> seen, String name, SourcePos pos, String what) {
    if (name == null) {
      scope.report.error("duplicate-label", pos, what + " without a name");
      return;
    }
    SourcePos first = seen.putIfAbsent(name, pos);
    if (first != null) {
      scope.report.error(
          "duplicate-label", pos, what + " '" + name + "' is already defined at " + first);
    }
  }

  private static void branch(UnitScope scope, Instruction in, int index) {
    Opcode op = in.opcode();
    if (op == Opcode.GOTO || op == Opcode.JMP) {
      Targets.Target target = Targets.name(in);
      if (target == null) {
        scope.report.error(
            "undefined-label", in.pos(), Names.mnemonic(in) + " has no target label");
      } else {
        target(scope, in, index, target);
      }
    } else if (op == Opcode.SWITCHJMP) {
      for (Targets.Target target : Targets.switchLabels(in)) {
        target(scope, in, index, target);
      }
      for (Operand item : Targets.switchNonLabels(in)) {
        scope.report.error(
            "undefined-label",
            item.pos(),
            "switchjmp targets are labels; this one is a "
                + item.getClass()
                    .getSimpleName()
                    .replace("Operand", "")
                    .toLowerCase(java.util.Locale.ROOT));
      }
    }
  }

  private static void target(UnitScope scope, Instruction in, int index, Targets.Target target) {
    CodeLayout layout = scope.layout();
    int at = layout.labelIndex(target.name());
    SourcePos pos = target.pos() != null ? target.pos() : in.pos();
    if (at < 0) {
      scope.report.error("undefined-label", pos, "label '" + target.name() + "' is not defined");
      return;
    }
    int from = layout.subroutineOf(index);
    int to = layout.subroutineOf(at);
    if (from != to) {
      scope.report.error(
          "label-scope",
          pos,
          Names.mnemonic(in)
              + " in subroutine '"
              + layout.subroutineName(from)
              + "' targets label '"
              + target.name()
              + "' of subroutine '"
              + layout.subroutineName(to)
              + "'");
    }
  }
}
