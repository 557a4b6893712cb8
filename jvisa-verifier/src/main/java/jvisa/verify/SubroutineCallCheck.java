package jvisa.verify;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Statement;

/**
 * Subroutine calls (3_execution_model.md, Subroutine and Function Calls): a {@code call} enters a
 * label or {@code .function} of its own unit, and the subroutines do not recurse, directly or
 * through others (recursion is allowed only between functions called with fcall).
 */
final class SubroutineCallCheck implements Check {
  private record Call(int to, Instruction at, SourcePos pos) {}

  @Override
  public void check(UnitScope scope) {
    CodeLayout layout = scope.layout();
    List<List<Call>> calls = new ArrayList<>();
    for (int i = 0; i < layout.subroutineCount(); i++) {
      calls.add(new ArrayList<>());
    }
    List<Statement> body = scope.unit.body();
    for (int i = 0; i < body.size(); i++) {
      // fccall enters a label of another (fast-composite) unit, which need not be defined here
      if (body.get(i) instanceof Instruction in
          && in.opcode() == Opcode.CALL
          && !"fccall".equals(in.mnemonic())) {
        Targets.Target target = Targets.name(in);
        if (target == null) {
          scope.report.error("call-target", in.pos(), "call has no target label");
          continue;
        }
        int at = layout.callTargetIndex(target.name());
        SourcePos pos = target.pos() != null ? target.pos() : in.pos();
        if (at < 0) {
          scope.report.error(
              "call-target",
              pos,
              "call target '" + target.name() + "' is not a label or subroutine of this unit");
          continue;
        }
        calls.get(layout.subroutineOf(i)).add(new Call(layout.subroutineOf(at), in, pos));
      }
    }
    findCycles(scope, layout, calls);
  }

  /** Depth-first search without recursion; every call closing a cycle is reported once. */
  private static void findCycles(UnitScope scope, CodeLayout layout, List<List<Call>> calls) {
    int n = calls.size();
    int[] state = new int[n]; // 0 unvisited, 1 on the current path, 2 done
    int[] nextCall = new int[n];
    int[] stack = new int[n];
    for (int root = 0; root < n; root++) {
      if (state[root] != 0) {
        continue;
      }
      int depth = 0;
      stack[depth++] = root;
      state[root] = 1;
      while (depth > 0) {
        int sub = stack[depth - 1];
        if (nextCall[sub] == calls.get(sub).size()) {
          state[sub] = 2;
          depth--;
          continue;
        }
        Call c = calls.get(sub).get(nextCall[sub]++);
        if (state[c.to()] == 1) {
          scope.report.error("recursion", c.pos(), describeCycle(layout, stack, depth, c.to()));
        } else if (state[c.to()] == 0) {
          state[c.to()] = 1;
          stack[depth++] = c.to();
        }
      }
    }
  }

  private static String describeCycle(CodeLayout layout, int[] stack, int depth, int to) {
    StringBuilder path = new StringBuilder();
    int start = depth - 1;
    while (start > 0 && stack[start] != to) {
      start--;
    }
    for (int k = start; k < depth; k++) {
      path.append(layout.subroutineName(stack[k])).append(" -> ");
    }
    path.append(layout.subroutineName(to));
    return "subroutine '"
        + layout.subroutineName(to)
        + "' is called recursively ("
        + path
        + "); vISA call may not recurse, only fcall may";
  }
}
