package jvisa.machine.debug;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jvisa.machine.core.FunctionListing;
import jvisa.machine.core.InstructionInfo;

/**
 * A place the run stops: instructions (function index and pc), optionally only in one work-group
 * and/or one thread of each group.
 */
final class Breakpoint {
  final int id;

  /** The location as the user wrote it. */
  final String where;

  /** Per function (index in the listings), which instructions stop. */
  private final boolean[][] pcs;

  /** The work-group ID it is limited to, or null. */
  final long[] group;

  /** The thread index it is limited to, or -1. */
  final int thread;

  Breakpoint(int id, String where, boolean[][] pcs, long[] group, int thread) {
    this.id = id;
    this.where = where;
    this.pcs = pcs;
    this.group = group;
    this.thread = thread;
  }

  boolean at(int function, int pc) {
    return pc < pcs[function].length && pcs[function][pc];
  }

  boolean stops(int function, int pc, long[] inGroup, int inThread) {
    boolean[] at = pcs[function];
    return pc < at.length
        && at[pc]
        && (group == null || Arrays.equals(group, inGroup))
        && (thread < 0 || thread == inThread);
  }

  /**
   * Resolves {@code LABEL}, {@code LINE}, {@code #INDEX} (in the kernel) or {@code FUNCTION#INDEX}.
   *
   * @throws DebugException when nothing matches
   */
  static boolean[][] resolve(String where, List<FunctionListing> listings) {
    boolean[][] pcs = new boolean[listings.size()][];
    boolean any = false;
    int hash = where.indexOf('#');
    for (FunctionListing f : listings) {
      boolean[] at = new boolean[f.instructions().size()];
      pcs[f.index()] = at;
      if (hash >= 0) {
        String fn = where.substring(0, hash);
        if (fn.isEmpty() ? f.kernel() : fn.equals(f.name())) {
          int pc = number(where.substring(hash + 1), "instruction index");
          if (pc < 0 || pc >= at.length) {
            throw new DebugException(
                "'" + f.name() + "' has instructions #0 to #" + (at.length - 1) + ", not #" + pc);
          }
          at[pc] = true;
          any = true;
        }
      } else if (isNumber(where)) {
        int line = number(where, "line");
        for (InstructionInfo i : f.instructions()) {
          if (i.line() == line) {
            at[i.pc()] = true;
            any = true;
            break;
          }
        }
      } else {
        for (InstructionInfo i : f.instructions()) {
          if (i.labels().contains(where)) {
            at[i.pc()] = true;
            any = true;
          }
        }
      }
    }
    if (!any) {
      throw new DebugException(
          isNumber(where)
              ? "no instruction is on line " + where
              : hash >= 0
                  ? "no function '" + where.substring(0, hash) + "'"
                  : "no label '" + where + "' (labels: " + labels(listings) + ")");
    }
    return pcs;
  }

  private static String labels(List<FunctionListing> listings) {
    List<String> out = new ArrayList<>();
    for (FunctionListing f : listings) {
      for (InstructionInfo i : f.instructions()) {
        out.addAll(i.labels());
      }
    }
    return out.isEmpty() ? "none" : String.join(", ", out);
  }

  static boolean isNumber(String s) {
    return !s.isEmpty() && s.chars().allMatch(Character::isDigit);
  }

  static int number(String s, String what) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      throw new DebugException("'" + s + "' is not a " + what);
    }
  }
}
