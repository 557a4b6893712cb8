package jvisa.cc.interp;

import jvisa.cc.ir.AtomicKind;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Semantics;
import jvisa.cc.ir.Type;

/**
 * Executes one work-item's instructions until it ends, waits at a barrier or collective, or the
 * budget ends.
 */
final class Steps {
  private final Interpreter interpreter;
  private final Memory memory;
  private final long groupItems;

  Steps(Interpreter interpreter, Memory memory, long groupItems) {
    this.interpreter = interpreter;
    this.memory = memory;
    this.groupItems = groupItems;
  }

  /** Runs {@code w}; how many instructions it executed. */
  long run(WorkItem w, long budget) {
    long n = 0;
    WorkItem.Frame f = w.top();
    Code.Step st = null;
    try {
      while (n < budget) {
        st = f.code.blocks[f.block][f.pc];
        n++;
        switch (st.op) {
          case BR -> jump(f, st.targets[0]);
          case CONDBR -> jump(f, st.targets[f.s[st.in[0]] != 0 ? 0 : 1]);
          case SWITCH -> jump(f, switchTarget(f, st));
          case RET -> {
            WorkItem.Frame done = w.stack.pop();
            truncatePrivate(w, done.privateMark);
            if (w.stack.isEmpty()) {
              w.status = WorkItem.Status.DONE;
              return n;
            }
            f = w.top();
            if (done.call.dst >= 0) {
              put(f, done.call.dst, done.call.type, get(done, st.in[0], st.inTypes[0]));
            }
            f.pc++;
          }
          case CALL, ICALL -> {
            boolean indirect = st.op == Op.ICALL;
            Function target =
                indirect ? interpreter.functionAt(f.s[st.in[0]]) : (Function) st.ins.attribute();
            WorkItem.Frame callee = new WorkItem.Frame(interpreter.code(target));
            int first = indirect ? 1 : 0;
            if (target.arguments().size() != st.in.length - first) {
              throw new ExecutionError(
                  "indirect call passes "
                      + (st.in.length - first)
                      + " arguments to @"
                      + target.name()
                      + ", which takes "
                      + target.arguments().size());
            }
            for (int k = first; k < st.in.length; k++) {
              put(callee, k - first, st.inTypes[k], get(f, st.in[k], st.inTypes[k]));
            }
            callee.call = st;
            callee.privateMark = w.privateRegions.size();
            w.stack.push(callee);
            f = callee;
          }
          case BARRIER, COLLECTIVE -> {
            w.status = WorkItem.Status.WAITING;
            w.waiting = st;
            return n;
          }
          case UNREACHABLE -> throw new ExecutionError("reached unreachable");
          case BUILTIN -> {
            f.s[st.dst] =
                Semantics.mask(
                    st.type,
                    interpreter.builtIn(
                        w, (BuiltIn) st.ins.attribute(), (int) st.ins.literal(0), groupItems));
            f.pc++;
          }
          default -> {
            execute(f, st);
            f.pc++;
          }
        }
      }
      return n;
    } catch (RuntimeException e) {
      String where =
          st == null
              ? ""
              : f.code.function.name() + ": " + st.ins.block().name() + ": " + st.ins + ": ";
      throw new ExecutionError(
          where + (e instanceof ExecutionError ? e.getMessage() : e.toString()));
    }
  }

  private static void truncatePrivate(WorkItem w, int mark) {
    while (w.privateRegions.size() > Math.max(mark, 1)) {
      w.privateRegions.remove(w.privateRegions.size() - 1);
    }
  }

  private static int switchTarget(WorkItem.Frame f, Code.Step st) {
    long v = f.s[st.in[0]];
    long[] cases = st.ins.literals();
    Type t = st.inTypes[0];
    for (int i = 0; i < cases.length; i++) {
      if (Semantics.mask(t, cases[i]) == v) {
        return st.targets[i + 1];
      }
    }
    return st.targets[0];
  }

  /** Branches to block {@code to}, running its phis as one parallel copy. */
  static void jump(WorkItem.Frame f, int to) {
    int phis = f.code.phiCount[to];
    if (phis > 0) {
      Code.Step[] b = f.code.blocks[to];
      Object[] values = new Object[phis];
      for (int p = 0; p < phis; p++) {
        Code.Step phi = b[p];
        int k = 0;
        while (k < phi.targets.length && phi.targets[k] != f.block) {
          k++;
        }
        if (k == phi.targets.length) {
          throw new ExecutionError(
              "phi " + phi.ins + " has no value for the edge from block " + f.block);
        }
        values[p] = get(f, phi.in[k], phi.inTypes[k]);
      }
      for (int p = 0; p < phis; p++) {
        put(f, b[p].dst, b[p].type, values[p]);
      }
    }
    f.block = to;
    f.pc = phis;
  }

  static Object get(WorkItem.Frame f, int slot, Type t) {
    return t.isScalar() ? (Object) f.s[slot] : f.o[slot];
  }

  static void put(WorkItem.Frame f, int slot, Type t, Object v) {
    if (t.isScalar()) {
      f.s[slot] = (Long) v;
    } else {
      f.o[slot] = v;
    }
  }

  private void execute(WorkItem.Frame f, Code.Step st) {
    Op op = st.op;
    if (op.isBinary()) {
      if (st.lanes == 1) {
        f.s[st.dst] = Semantics.binary(op, st.type, f.s[st.in[0]], f.s[st.in[1]]);
      } else {
        long[] a = (long[]) f.o[st.in[0]];
        long[] b = lanes(f, st, 1);
        long[] r = new long[st.lanes];
        for (int i = 0; i < r.length; i++) {
          r[i] = Semantics.binary(op, st.elem, a[i], b[i]);
        }
        f.o[st.dst] = r;
      }
      return;
    }
    if (op.isUnary()) {
      if (st.lanes == 1) {
        f.s[st.dst] = Semantics.unary(op, st.type, f.s[st.in[0]]);
      } else {
        long[] a = (long[]) f.o[st.in[0]];
        long[] r = new long[st.lanes];
        for (int i = 0; i < r.length; i++) {
          r[i] = Semantics.unary(op, st.elem, a[i]);
        }
        f.o[st.dst] = r;
      }
      return;
    }
    if (op.isCompare()) {
      Type t = Type.scalarOf(st.inTypes[0]);
      boolean unaryTest = op.isUnaryTest();
      if (st.lanes == 1) {
        f.s[st.dst] =
            Semantics.compare(op, t, f.s[st.in[0]], unaryTest ? 0 : f.s[st.in[1]]) ? 1 : 0;
      } else {
        long[] a = (long[]) f.o[st.in[0]];
        long[] b = unaryTest ? new long[st.lanes] : (long[]) f.o[st.in[1]];
        long[] r = new long[st.lanes];
        for (int i = 0; i < r.length; i++) {
          r[i] = Semantics.compare(op, t, a[i], b[i]) ? 1 : 0;
        }
        f.o[st.dst] = r;
      }
      return;
    }
    if (op == Op.PTRCAST
        && st.ins.attribute() instanceof jvisa.cc.ir.AddressSpace to
        && Memory.spaceOf(f.s[st.in[0]]) != Memory.spaceCode(to)) {
      f.s[st.dst] = 0;
      return;
    }
    if (op.isConversion()) {
      convert(f, st);
      return;
    }
    switch (op) {
      case SELECT -> select(f, st);
      case ALLOCA ->
          f.s[st.dst] = memory.allocatePrivate(Math.max(1, st.ins.allocatedType().size()));
      case LOAD -> put(f, st.dst, st.type, load(f.s[st.in[0]], st.type));
      case STORE -> store(f.s[st.in[0]], st.inTypes[1], get(f, st.in[1], st.inTypes[1]));
      case GEP -> f.s[st.dst] = gep(f, st);
      case COPY -> copy(f.s[st.in[0]], f.s[st.in[1]], f.s[st.in[2]]);
      case EXTRACT ->
          put(
              f,
              st.dst,
              st.type,
              extract(get(f, st.in[0], st.inTypes[0]), st.inTypes[0], st.ins.literals()));
      case INSERT ->
          put(
              f,
              st.dst,
              st.type,
              insert(
                  get(f, st.in[0], st.inTypes[0]),
                  st.type,
                  get(f, st.in[1], st.inTypes[1]),
                  st.ins.literals()));
      case EXTRACT_DYN -> {
        long[] v = (long[]) f.o[st.in[0]];
        long i = f.s[st.in[1]];
        f.s[st.dst] = i >= 0 && i < v.length ? v[(int) i] : 0;
      }
      case INSERT_DYN -> {
        long[] v = ((long[]) f.o[st.in[0]]).clone();
        long i = f.s[st.in[2]];
        if (i >= 0 && i < v.length) {
          v[(int) i] = f.s[st.in[1]];
        }
        f.o[st.dst] = v;
      }
      case SHUFFLE -> shuffle(f, st);
      case CONSTRUCT -> put(f, st.dst, st.type, construct(f, st));
      case ATOMIC -> atomic(f, st);
      case FENCE -> {}
      case MATH -> MathSteps.execute(this, f, st);
      default -> throw new ExecutionError("the interpreter cannot execute " + op.text());
    }
  }

  private static long[] lanes(WorkItem.Frame f, Code.Step st, int k) {
    if (st.inTypes[k] instanceof Type.Vector) {
      return (long[]) f.o[st.in[k]];
    }
    long[] splat = new long[st.lanes];
    java.util.Arrays.fill(splat, f.s[st.in[k]]);
    return splat;
  }

  private static void convert(WorkItem.Frame f, Code.Step st) {
    Type from = st.inTypes[0];
    long[] lits = st.ins.literals();
    long rounding = lits.length > 0 ? lits[0] : -1;
    long sat = lits.length > 1 ? lits[1] : 0;
    if (st.op == Op.BITCAST && (from.size() != Type.scalarOf(from).size() || st.lanes > 1)) {
      byte[] image = new byte[(int) Math.max(from.size(), st.type.size())];
      Values.toBytes(from, get(f, st.in[0], from), image, 0);
      put(f, st.dst, st.type, Values.fromBytes(st.type, image, 0));
      return;
    }
    if (st.lanes == 1) {
      f.s[st.dst] = Semantics.convert(st.op, from, st.type, f.s[st.in[0]], rounding, sat);
      return;
    }
    long[] a = (long[]) f.o[st.in[0]];
    long[] r = new long[st.lanes];
    Type fe = Type.scalarOf(from);
    for (int i = 0; i < r.length; i++) {
      r[i] = Semantics.convert(st.op, fe, st.elem, a[i], rounding, sat);
    }
    f.o[st.dst] = r;
  }

  private static void select(WorkItem.Frame f, Code.Step st) {
    if (st.inTypes[0] instanceof Type.Vector) {
      long[] c = (long[]) f.o[st.in[0]];
      long[] a = (long[]) f.o[st.in[1]];
      long[] b = (long[]) f.o[st.in[2]];
      long[] r = new long[c.length];
      for (int i = 0; i < r.length; i++) {
        r[i] = c[i] != 0 ? a[i] : b[i];
      }
      f.o[st.dst] = r;
      return;
    }
    int pick = f.s[st.in[0]] != 0 ? 1 : 2;
    put(f, st.dst, st.type, get(f, st.in[pick], st.inTypes[pick]));
  }

  Object load(long pointer, Type t) {
    if (t.isScalar()) {
      long bits = memory.read(pointer, (int) t.size());
      return t.equals(Type.I1) ? bits & 1 : bits;
    }
    long size = t instanceof Type.Vector v ? v.element().size() * v.count() : t.size();
    byte[] r = memory.region(pointer, size);
    return Values.fromBytes(t, r, Memory.offset(pointer));
  }

  void store(long pointer, Type t, Object v) {
    if (t.isScalar()) {
      memory.write(pointer, (int) t.size(), (Long) v);
      return;
    }
    long size = t instanceof Type.Vector vec ? vec.element().size() * vec.count() : t.size();
    byte[] r = memory.region(pointer, size);
    Values.toBytes(t, v, r, Memory.offset(pointer));
  }

  private void copy(long to, long from, long bytes) {
    byte[] src = memory.region(from, bytes);
    byte[] dst = memory.region(to, bytes);
    System.arraycopy(src, Memory.offset(from), dst, Memory.offset(to), (int) bytes);
  }

  private static long gep(WorkItem.Frame f, Code.Step st) {
    Type t = st.ins.allocatedType();
    long address = f.s[st.in[0]] + Semantics.signed(st.inTypes[1], f.s[st.in[1]]) * t.size();
    for (int k = 2; k < st.in.length; k++) {
      long index =
          st.inTypes[k] instanceof Type.Int ? Semantics.signed(st.inTypes[k], f.s[st.in[k]]) : 0;
      address += Values.elementOffset(t, index);
      t = Values.elementType(t, index);
    }
    return address;
  }

  static Object extract(Object v, Type t, long[] indices) {
    if (v instanceof long[] lanes) {
      return lanes[(int) indices[0]];
    }
    byte[] image = (byte[]) v;
    long at = 0;
    for (long i : indices) {
      at += Values.elementOffset(t, i);
      t = Values.elementType(t, i);
    }
    return Values.fromBytes(t, image, (int) at);
  }

  static Object insert(Object v, Type t, Object element, long[] indices) {
    Object copy = Values.copy(v);
    if (copy instanceof long[] lanes) {
      lanes[(int) indices[0]] = (Long) element;
      return lanes;
    }
    byte[] image = (byte[]) copy;
    long at = 0;
    for (long i : indices) {
      at += Values.elementOffset(t, i);
      t = Values.elementType(t, i);
    }
    Values.toBytes(t, element, image, (int) at);
    return image;
  }

  private static void shuffle(WorkItem.Frame f, Code.Step st) {
    long[] a = (long[]) f.o[st.in[0]];
    long[] b = (long[]) f.o[st.in[1]];
    long[] sel = st.ins.literals();
    long[] r = new long[sel.length];
    for (int i = 0; i < r.length; i++) {
      long s = sel[i];
      r[i] = s == 0xFFFFFFFFL ? 0 : s < a.length ? a[(int) s] : b[(int) s - a.length];
    }
    f.o[st.dst] = r;
  }

  private static Object construct(WorkItem.Frame f, Code.Step st) {
    if (st.type instanceof Type.Vector) {
      long[] r = new long[st.lanes];
      int at = 0;
      for (int k = 0; k < st.in.length; k++) {
        if (st.inTypes[k] instanceof Type.Vector) {
          for (long l : (long[]) f.o[st.in[k]]) {
            r[at++] = l;
          }
        } else {
          r[at++] = f.s[st.in[k]];
        }
      }
      return r;
    }
    byte[] image = new byte[(int) st.type.size()];
    for (int k = 0; k < st.in.length; k++) {
      Values.toBytes(
          st.inTypes[k],
          get(f, st.in[k], st.inTypes[k]),
          image,
          (int) Values.elementOffset(st.type, k));
    }
    return image;
  }

  private void atomic(WorkItem.Frame f, Code.Step st) {
    AtomicKind kind = (AtomicKind) st.ins.attribute();
    long p = f.s[st.in[0]];
    Type t = kind == AtomicKind.STORE ? st.inTypes[1] : st.type;
    int size = (int) t.size();
    long old = memory.read(p, size);
    long v = st.in.length > 1 ? f.s[st.in[1]] : 0;
    long next =
        switch (kind) {
          case LOAD -> old;
          case STORE, EXCHANGE -> v;
          case COMPARE_EXCHANGE -> old == f.s[st.in[2]] ? v : old;
          case IADD -> old + v;
          case ISUB -> old - v;
          case INC -> old + 1;
          case DEC -> old - 1;
          case SMIN -> Math.min(Semantics.signed(t, old), Semantics.signed(t, v));
          case SMAX -> Math.max(Semantics.signed(t, old), Semantics.signed(t, v));
          case UMIN -> Long.compareUnsigned(old, v) <= 0 ? old : v;
          case UMAX -> Long.compareUnsigned(old, v) >= 0 ? old : v;
          case AND -> old & v;
          case OR -> old | v;
          case XOR -> old ^ v;
          case FADD -> Semantics.binary(Op.FADD, t, old, v);
        };
    memory.write(p, size, Semantics.mask(t, next));
    if (st.dst >= 0) {
      f.s[st.dst] = old;
    }
  }
}
