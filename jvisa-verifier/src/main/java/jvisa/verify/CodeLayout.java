package jvisa.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;

/**
 * The labels of a unit's body and how the body splits into subroutines. A subroutine starts at a
 * {@code .function} directive or at a label that some {@code call} targets (unless that label
 * directly follows such a start), and runs until the next start.
 */
final class CodeLayout {
  private final Map<String, Integer> labelStatement = new HashMap<>();
  private final Map<String, Integer> functionStatement = new HashMap<>();
  private final int[] subroutineOf;
  private final List<String> subroutineNames = new ArrayList<>();

  CodeLayout(Unit unit) {
    List<Statement> body = unit.body();
    this.subroutineOf = new int[body.size()];
    for (int i = 0; i < body.size(); i++) {
      if (body.get(i) instanceof LabelStmt l && l.name() != null) {
        labelStatement.putIfAbsent(l.name(), i);
      } else if (body.get(i) instanceof FunctionStmt f && f.name() != null) {
        functionStatement.putIfAbsent(f.name(), i);
      }
    }
    Set<String> callTargets = callTargets(body);
    int current = 0;
    subroutineNames.add(unit.name() == null ? "" : unit.name());
    boolean codeSinceStart = false;
    for (int i = 0; i < body.size(); i++) {
      Statement s = body.get(i);
      boolean starts =
          s instanceof FunctionStmt
              || (s instanceof LabelStmt l && callTargets.contains(l.name()) && codeSinceStart);
      if (starts) {
        String name = s instanceof FunctionStmt f ? f.name() : ((LabelStmt) s).name();
        if (i == 0) {
          subroutineNames.set(0, name);
        } else {
          current = subroutineNames.size();
          subroutineNames.add(name);
        }
        codeSinceStart = false;
      }
      if (s instanceof Instruction) {
        codeSinceStart = true;
      }
      subroutineOf[i] = current;
    }
  }

  private static Set<String> callTargets(List<Statement> body) {
    Set<String> targets = new HashSet<>();
    for (Statement s : body) {
      if (s instanceof Instruction in
          && in.opcode() == Opcode.CALL
          && !"fccall".equals(in.mnemonic())) {
        String t = Targets.label(in);
        if (t != null) {
          targets.add(t);
        }
      }
    }
    return targets;
  }

  /** Index in the body of the first definition of a label, or -1. */
  int labelIndex(String name) {
    Integer i = name == null ? null : labelStatement.get(name);
    return i == null ? -1 : i;
  }

  /**
   * Index of the statement a call to this name enters: a label, else a {@code .function} directive
   * (which declares a subroutine label in the text form); -1 if there is neither.
   */
  int callTargetIndex(String name) {
    int i = labelIndex(name);
    if (i < 0 && name != null) {
      Integer f = functionStatement.get(name);
      i = f == null ? -1 : f;
    }
    return i;
  }

  /** The subroutine a statement belongs to (0 is the code before any subroutine start). */
  int subroutineOf(int statementIndex) {
    return subroutineOf[statementIndex];
  }

  int subroutineCount() {
    return subroutineNames.size();
  }

  String subroutineName(int index) {
    String n = subroutineNames.get(index);
    return n == null ? "?" : n;
  }
}
