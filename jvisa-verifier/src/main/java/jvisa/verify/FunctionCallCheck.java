package jvisa.verify;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;

/**
 * Stack calls (instructions/FCALL.md, FADDR.md): the function named by fcall or faddr is a {@code
 * .global_function} unit of the program or declared with {@code .funcdecl}; and a program defines
 * each function once.
 */
final class FunctionCallCheck implements Check {
  @Override
  public void check(UnitScope scope) {
    duplicateDefinition(scope);
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in
          && (in.opcode() == Opcode.FCALL || in.opcode() == Opcode.FADDR)) {
        Targets.Target target = Targets.name(in);
        if (target == null) {
          scope.report.error("fcall-target", in.pos(), Names.mnemonic(in) + " names no function");
        } else if (!known(scope, target.name())) {
          scope.report.error(
              "fcall-target",
              target.pos() != null ? target.pos() : in.pos(),
              "function '"
                  + target.name()
                  + "' is neither a .global_function of the program nor declared with .funcdecl");
        }
      }
    }
  }

  private static boolean known(UnitScope scope, String name) {
    if (scope.unit.funcDecls().contains(name)) {
      return true;
    }
    for (Unit u : scope.program.units()) {
      if (!u.isKernel() && name.equals(u.name())) {
        return true;
      }
    }
    return false;
  }

  private static void duplicateDefinition(UnitScope scope) {
    Unit self = scope.unit;
    if (self.isKernel() || self.name() == null) {
      return;
    }
    for (Unit other : scope.program.units()) {
      if (isSameUnit(other, self)) {
        return;
      }
      if (!other.isKernel() && self.name().equals(other.name())) {
        scope.report.error(
            "duplicate-function",
            null,
            "function '" + self.name() + "' is also defined in " + other.file());
        return;
      }
    }
  }

  /** The same declaration in the program (two units may be equal in every field). */
  @SuppressWarnings("ReferenceEquality")
  private static boolean isSameUnit(Unit a, Unit b) {
    return a == b;
  }
}
