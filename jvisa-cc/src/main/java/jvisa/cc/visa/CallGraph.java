package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.ir.AddressTaken;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * The functions a kernel calls, directly or not, in the order first reached. Refuses recursion
 * unless calls are stack calls, and any call left when calls are inlined (the middle end inlines
 * all but recursive ones).
 */
final class CallGraph {

  private CallGraph() {}

  /** The functions {@code kernel} reaches through calls, callers before callees. */
  static List<Function> callees(Function kernel, CallMode mode) {
    if (mode != CallMode.STACKCALL) {
      refuseIndirectCalls(kernel, mode);
    }
    Set<Function> seen = new LinkedHashSet<>();
    List<Function> work = new ArrayList<>(List.of(kernel));
    while (!work.isEmpty()) {
      Function f = work.remove(0);
      for (Function g : directCallees(f)) {
        if (g != kernel && seen.add(g)) {
          work.add(g);
        }
      }
    }
    for (Function g : seen) {
      if (isRecursive(g)) {
        if (mode != CallMode.STACKCALL) {
          throw CompileError.needingStackCalls(
              "function '"
                  + g.name()
                  + "' is recursive, which only stack calls compile (--calls stackcall), not "
                  + mode.cliName()
                  + " calls");
        }
      }
    }
    if (mode == CallMode.INLINE && !seen.isEmpty()) {
      throw new CompileError(
          "function '"
              + seen.iterator().next().name()
              + "' is still called after inlining; compile with --calls subroutine or stackcall");
    }
    for (Function g : seen) {
      if (g.isKernel()) {
        throw new CompileError(
            "kernel '" + g.name() + "' is called as a function, which the backend does not do");
      }
    }
    return new ArrayList<>(seen);
  }

  /** {@code kernel} and every function it may reach through calls, callers first. */
  static List<Function> reachedFrom(Function kernel) {
    Set<Function> seen = new LinkedHashSet<>(List.of(kernel));
    List<Function> work = new ArrayList<>(seen);
    while (!work.isEmpty()) {
      for (Function g : directCallees(work.remove(0))) {
        if (seen.add(g)) {
          work.add(g);
        }
      }
    }
    return new ArrayList<>(seen);
  }

  /**
   * What {@code f} may call: its direct callees and every function whose address it takes (any of
   * them may be called indirectly, so each is compiled as a stack-called function).
   */
  private static Set<Function> directCallees(Function f) {
    Set<Function> out = new LinkedHashSet<>();
    for (Instr i : f.instructions()) {
      if (i.op() == Op.CALL) {
        out.add((Function) i.attribute());
      }
    }
    out.addAll(AddressTaken.in(f));
    return out;
  }

  /** Indirect calls and function addresses need stack calls: names the first one found. */
  private static void refuseIndirectCalls(Function kernel, CallMode mode) {
    Set<Function> seen = new LinkedHashSet<>(List.of(kernel));
    List<Function> work = new ArrayList<>(seen);
    while (!work.isEmpty()) {
      Function f = work.remove(0);
      for (Instr i : f.instructions()) {
        if (i.op() == Op.ICALL) {
          throw CompileError.needingStackCalls(
              "indirect call '"
                  + i.toString().strip()
                  + "' in function '"
                  + f.name()
                  + "': function pointers compile only with --calls stackcall, not "
                  + mode.cliName());
        }
      }
      if (!AddressTaken.in(f).isEmpty()) {
        throw CompileError.needingStackCalls(
            "function '"
                + f.name()
                + "' takes the address of '"
                + AddressTaken.in(f).iterator().next().name()
                + "': function pointers compile only with --calls stackcall, not "
                + mode.cliName());
      }
      for (Instr i : f.instructions()) {
        if (i.op() == Op.CALL && seen.add((Function) i.attribute())) {
          work.add((Function) i.attribute());
        }
      }
    }
  }

  /** Whether {@code g} may call itself, directly or through other functions. */
  static boolean isRecursive(Function g) {
    return reaches(g, g);
  }

  private static boolean reaches(Function from, Function target) {
    Set<Function> seen = new LinkedHashSet<>();
    List<Function> work = new ArrayList<>(directCallees(from));
    while (!work.isEmpty()) {
      Function g = work.remove(work.size() - 1);
      if (g == target) {
        return true;
      }
      if (seen.add(g)) {
        work.addAll(directCallees(g));
      }
    }
    return false;
  }
}
