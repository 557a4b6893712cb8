package jvisa.cc.interp;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.ir.Collective;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Scope;
import jvisa.cc.ir.Semantics;
import jvisa.cc.ir.Type;

/** Passes barriers and computes collectives once every work-item of their scope waits at them. */
final class Collectives {
  private Collectives() {}

  /** Resolves what can be resolved; whether anything was. */
  static boolean resolve(Steps steps, List<WorkItem> items) {
    boolean progress = false;
    for (int start = 0; start < items.size(); start += Interpreter.SUB_GROUP_SIZE) {
      List<WorkItem> sg =
          items.subList(start, Math.min(items.size(), start + Interpreter.SUB_GROUP_SIZE));
      Code.Step at = firstSubGroupWait(sg);
      if (at != null) {
        complete(sg, at);
        progress = true;
      }
    }
    if (!progress && allWaitAt(items, Scope.WORK_GROUP)) {
      complete(items, firstWaiting(items).waiting);
      progress = true;
    }
    return progress;
  }

  /**
   * Where a sub-group's collective can complete once every unfinished member waits at a sub-group
   * operation of one function: if they wait at different ones (a collective inside a divergent
   * branch, the others already at the next one after it), the one earliest in block order, as SIMT
   * hardware runs the branch first with only its work-items active; null if any still runs.
   */
  private static Code.Step firstSubGroupWait(List<WorkItem> members) {
    Code.Step first = null;
    for (WorkItem w : members) {
      if (w.status == WorkItem.Status.DONE) {
        continue;
      }
      if (w.status != WorkItem.Status.WAITING
          || Interpreter.scopeOf(w.waiting) != Scope.SUB_GROUP
          || first != null && first.ins.block().function() != w.waiting.ins.block().function()) {
        return null;
      }
      if (first == null || earlier(w.waiting, first)) {
        first = w.waiting;
      }
    }
    return first;
  }

  private static boolean earlier(Code.Step a, Code.Step b) {
    int ba = a.ins.block().index;
    int bb = b.ins.block().index;
    if (ba != bb) {
      return ba < bb;
    }
    return a.ins.block().instructions().indexOf(a.ins)
        < b.ins.block().instructions().indexOf(b.ins);
  }

  private static WorkItem firstWaiting(List<WorkItem> items) {
    for (WorkItem w : items) {
      if (w.status == WorkItem.Status.WAITING) {
        return w;
      }
    }
    throw new IllegalStateException("no work-item waits");
  }

  private static boolean allWaitAt(List<WorkItem> members, Scope scope) {
    Code.Step at = null;
    boolean any = false;
    for (WorkItem w : members) {
      if (w.status == WorkItem.Status.DONE) {
        continue;
      }
      if (w.status != WorkItem.Status.WAITING || Interpreter.scopeOf(w.waiting) != scope) {
        return false;
      }
      if (at != null && at != w.waiting) {
        return false;
      }
      at = w.waiting;
      any = true;
    }
    return any;
  }

  /** Completes the operation {@code st} for the members waiting at it. */
  private static void complete(List<WorkItem> all, Code.Step st) {
    List<WorkItem> members = new ArrayList<>();
    for (WorkItem w : all) {
      if (w.status == WorkItem.Status.WAITING && w.waiting == st) {
        members.add(w);
      }
    }
    if (st.op == Op.COLLECTIVE) {
      compute(members, st, (Collective) st.ins.attribute());
    }
    for (WorkItem w : members) {
      w.status = WorkItem.Status.RUNNING;
      w.waiting = null;
      w.top().pc++;
    }
  }

  private static Object value(WorkItem w, Code.Step st, int k) {
    return Steps.get(w.top(), st.in[k], st.inTypes[k]);
  }

  private static long scalar(WorkItem w, Code.Step st, int k) {
    return w.top().s[st.in[k]];
  }

  private static void compute(List<WorkItem> m, Code.Step st, Collective c) {
    int n = m.size();
    Object[] result = new Object[n];
    switch (c.kind()) {
      case BROADCAST -> {
        int from = (int) broadcastIndex(m.get(0), st);
        for (int i = 0; i < n; i++) {
          result[i] = value(m.get(Math.min(from, n - 1)), st, 0);
        }
      }
      case SHUFFLE, SHUFFLE_XOR -> {
        for (int i = 0; i < n; i++) {
          long lane = scalar(m.get(i), st, 1);
          long src = c.kind() == Collective.Kind.SHUFFLE ? lane : i ^ lane;
          result[i] = value(m.get(Math.floorMod(src, n)), st, 0);
        }
      }
      case SHUFFLE_UP -> {
        for (int i = 0; i < n; i++) {
          long j = i - scalar(m.get(i), st, 2);
          result[i] =
              j >= 0 ? value(m.get((int) j), st, 1) : value(m.get(Math.floorMod(j + n, n)), st, 0);
        }
      }
      case SHUFFLE_DOWN -> {
        for (int i = 0; i < n; i++) {
          long j = i + scalar(m.get(i), st, 2);
          result[i] =
              j < n ? value(m.get((int) j), st, 0) : value(m.get(Math.floorMod(j - n, n)), st, 1);
        }
      }
      case ANY, ALL -> {
        boolean any = false;
        boolean all = true;
        for (WorkItem w : m) {
          boolean b = scalar(w, st, 0) != 0;
          any |= b;
          all &= b;
        }
        for (int i = 0; i < n; i++) {
          result[i] = (c.kind() == Collective.Kind.ANY ? any : all) ? 1L : 0L;
        }
      }
      case REDUCE, INCLUSIVE_SCAN, EXCLUSIVE_SCAN -> {
        long acc = identity(c.combine(), st.type);
        long[] inclusive = new long[n];
        long[] exclusive = new long[n];
        for (int i = 0; i < n; i++) {
          exclusive[i] = acc;
          acc = combine(c.combine(), st.type, acc, scalar(m.get(i), st, 0));
          inclusive[i] = acc;
        }
        for (int i = 0; i < n; i++) {
          result[i] =
              switch (c.kind()) {
                case REDUCE -> acc;
                case INCLUSIVE_SCAN -> inclusive[i];
                default -> exclusive[i];
              };
        }
      }
      default -> throw new ExecutionError("collective " + c + " is not supported");
    }
    for (int i = 0; i < n; i++) {
      Steps.put(m.get(i).top(), st.dst, st.type, result[i]);
    }
  }

  private static long broadcastIndex(WorkItem w, Code.Step st) {
    Object id = value(w, st, 1);
    if (id instanceof long[] v) {
      return v[0];
    }
    return (Long) id;
  }

  private static long identity(Collective.Combine c, Type t) {
    return switch (c) {
      case IADD, OR, XOR, UMAX -> 0;
      case IMUL -> 1;
      case AND, UMIN -> Semantics.mask(t, -1);
      case SMIN -> Semantics.mask(t, ((Type.Int) t).mask() >>> 1);
      case SMAX -> Semantics.mask(t, ~(((Type.Int) t).mask() >>> 1));
      // -0, not +0: x + -0 = x for every x, -0 included (the backend's identity too).
      case FADD -> Semantics.fromDouble(t, -0.0);
      case FMUL -> Semantics.fromDouble(t, 1.0);
      case FMIN -> Semantics.fromDouble(t, Double.POSITIVE_INFINITY);
      case FMAX -> Semantics.fromDouble(t, Double.NEGATIVE_INFINITY);
      case NONE -> 0;
    };
  }

  private static long combine(Collective.Combine c, Type t, long a, long b) {
    return switch (c) {
      case IADD -> Semantics.binary(Op.IADD, t, a, b);
      case IMUL -> Semantics.binary(Op.IMUL, t, a, b);
      case FADD -> Semantics.binary(Op.FADD, t, a, b);
      case FMUL -> Semantics.binary(Op.FMUL, t, a, b);
      case AND -> a & b;
      case OR -> a | b;
      case XOR -> a ^ b;
      case SMIN -> Semantics.compare(Op.SLT, t, a, b) ? a : b;
      case SMAX -> Semantics.compare(Op.SGT, t, a, b) ? a : b;
      case UMIN -> Long.compareUnsigned(a, b) <= 0 ? a : b;
      case UMAX -> Long.compareUnsigned(a, b) >= 0 ? a : b;
      case FMIN -> Semantics.toDouble(t, a) <= Semantics.toDouble(t, b) ? a : b;
      case FMAX -> Semantics.toDouble(t, a) >= Semantics.toDouble(t, b) ? a : b;
      case NONE -> b;
    };
  }
}
