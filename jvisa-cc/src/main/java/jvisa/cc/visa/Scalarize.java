package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Splits vector values into one scalar per component before instruction selection: lane-wise
 * operations become one operation per component, construct/extract/insert/shuffle become plain
 * renaming, dynamic extract/insert become compare-and-select chains, vector loads and stores (and
 * vloadn/vstoren, vload_halfn/vstore_halfn) one access per component, the geometric functions
 * ({@link GeometricFunctions}) and shuffle/shuffle2 scalar operations over the components. A call
 * passes its vectors as their components; a called function's vector argument is read component by
 * component ({@code extract} from the argument, which {@link Calls} selects); a bitcast changing
 * the number of components repacks them ({@link VectorBitcasts}).
 */
final class Scalarize {
  private static final long UNDEFINED_LANE = 0xFFFFFFFFL;

  private final IdentityHashMap<Value, List<Value>> parts = new IdentityHashMap<>();
  private final IdentityHashMap<Value, Value> replaced = new IdentityHashMap<>();
  private final List<Instr> vectorPhis = new ArrayList<>();
  private final Set<Instr> componentReads = Collections.newSetFromMap(new IdentityHashMap<>());
  private Block block;
  private int at;

  private Scalarize() {}

  static void run(Function f) {
    new Scalarize().apply(f);
  }

  private void apply(Function f) {
    for (Argument a : f.arguments()) {
      if (a.type() instanceof Type.Vector v) {
        List<Value> ps = new ArrayList<>();
        for (int k = 0; k < v.count(); k++) {
          Instr read = new Instr(Op.EXTRACT, v.element(), List.of(a)).withLiterals(k);
          f.entry().insert(k, read);
          componentReads.add(read);
          ps.add(read);
        }
        parts.put(a, ps);
      }
    }
    for (Block b : f.blocks()) {
      for (Instr phi : List.copyOf(b.phis())) {
        if (phi.type() instanceof Type.Vector v) {
          List<Value> ps = new ArrayList<>();
          for (int k = 0; k < v.count(); k++) {
            Instr p = new Instr(Op.PHI, v.element(), List.of());
            b.insert(b.instructions().indexOf(phi), p);
            ps.add(p);
          }
          parts.put(phi, ps);
          vectorPhis.add(phi);
        }
      }
    }
    for (Block b : DominatorTree.dominators(f).treeOrder()) {
      block = b;
      for (Instr i : List.copyOf(b.instructions())) {
        if (i.op() == Op.PHI || componentReads.contains(i) || !involvesVectors(i)) {
          continue;
        }
        at = b.instructions().indexOf(i);
        if (split(i)) {
          b.remove(i);
        }
      }
    }
    for (Instr phi : vectorPhis) {
      List<Value> ps = parts.get(phi);
      for (int k = 0; k < phi.operands().size(); k++) {
        List<Value> in = partsOf(phi.operand(k));
        for (int c = 0; c < ps.size(); c++) {
          ((Instr) ps.get(c)).addIncoming(in.get(c), phi.targets().get(k));
        }
      }
      phi.block().remove(phi);
    }
    for (Block b : f.blocks()) {
      for (Instr i : b.instructions()) {
        for (int k = 0; k < i.operands().size(); k++) {
          i.setOperand(k, resolve(i.operand(k)));
        }
      }
    }
  }

  private static boolean involvesVectors(Instr i) {
    if (i.type() instanceof Type.Vector) {
      return true;
    }
    for (Value v : i.operands()) {
      if (v.type() instanceof Type.Vector) {
        return true;
      }
    }
    return i.op() == Op.LOAD
            && i.operand(0).type() instanceof Type.Pointer p
            && p.pointee() instanceof Type.Vector
        || i.op() == Op.MATH
            && (isVectorMemory((MathFn) i.attribute())
                || ((MathFn) i.attribute()).acrossComponents());
  }

  /** The vload/vstore functions, split here even for one component (vload_half, vstore_half). */
  private static boolean isVectorMemory(MathFn fn) {
    return switch (fn) {
      case VLOADN, VLOAD_HALF, VLOAD_HALFN, VLOADA_HALFN -> true;
      case VSTOREN, VSTORE_HALF, VSTORE_HALF_R, VSTORE_HALFN, VSTORE_HALFN_R -> true;
      case VSTOREA_HALFN, VSTOREA_HALFN_R -> true;
      default -> false;
    };
  }

  private Value resolve(Value v) {
    Value r = v;
    while (replaced.containsKey(r)) {
      r = replaced.get(r);
    }
    return r;
  }

  /** The components of a vector value. */
  private List<Value> partsOf(Value v) {
    Value r = resolve(v);
    List<Value> p = parts.get(r);
    if (p != null) {
      return p;
    }
    if (r instanceof Constant c && r.type() instanceof Type.Vector t) {
      List<Value> out = new ArrayList<>();
      for (int k = 0; k < t.count(); k++) {
        out.add(
            c.kind() == Constant.Kind.COMPOSITE
                ? c.elements().get(k)
                : c.kind() == Constant.Kind.UNDEF
                    ? Constant.undef(t.element())
                    : Constant.zero(t.element()));
      }
      return out;
    }
    return null;
  }

  private Instr emit(Op op, Type type, List<Value> operands) {
    Instr n = new Instr(op, type, operands);
    block.insert(at++, n);
    return n;
  }

  /**
   * A call passing each vector operand as its components; a vector result is read back component by
   * component.
   */
  private void call(Instr i) {
    List<Value> flat = new ArrayList<>();
    for (Value v : i.operands()) {
      List<Value> p = v.type() instanceof Type.Vector ? partsOf(v) : List.of(resolve(v));
      if (p == null) {
        throw new jvisa.cc.CompileError(
            "unsupported by the vISA backend: vector call operand " + v + " in '" + i + "'");
      }
      flat.addAll(p);
    }
    Instr call = emit(i.op(), i.type(), flat).withAttribute(i.attribute());
    call.setName(i.name());
    if (i.type() instanceof Type.Vector v) {
      List<Value> ps = new ArrayList<>();
      for (int k = 0; k < v.count(); k++) {
        Instr read = emit(Op.EXTRACT, v.element(), List.of(call)).withLiterals(k);
        componentReads.add(read);
        ps.add(read);
      }
      parts.put(i, ps);
    } else {
      replaced.put(i, call);
    }
  }

  /** Replaces {@code i} by scalar operations; false when it is left as it is. */
  private boolean split(Instr i) {
    Op op = i.op();
    switch (op) {
      case CALL, ICALL -> call(i);
      case RET -> {
        List<Value> p = partsOf(i.operand(0));
        if (p == null) {
          return false;
        }
        i.operands().clear();
        i.operands().addAll(p);
        return false;
      }
      case CONSTRUCT -> {
        if (!(i.type() instanceof Type.Vector)) {
          return false;
        }
        List<Value> out = new ArrayList<>();
        for (Value v : i.operands()) {
          out.addAll(v.type() instanceof Type.Vector ? partsOf(v) : List.of(resolve(v)));
        }
        parts.put(i, out);
      }
      case EXTRACT -> {
        List<Value> p = partsOf(i.operand(0));
        if (p == null || i.literals().length != 1) {
          return false;
        }
        replaced.put(i, p.get((int) i.literal(0)));
      }
      case INSERT -> {
        List<Value> p = partsOf(i.operand(0));
        if (p == null || i.literals().length != 1) {
          return false;
        }
        List<Value> out = new ArrayList<>(p);
        out.set((int) i.literal(0), resolve(i.operand(1)));
        parts.put(i, out);
      }
      case SHUFFLE -> {
        List<Value> lanes = new ArrayList<>(partsOf(i.operand(0)));
        lanes.addAll(partsOf(i.operand(1)));
        Type e = ((Type.Vector) i.type()).element();
        List<Value> out = new ArrayList<>();
        for (long s : i.literals()) {
          out.add(s == UNDEFINED_LANE ? Constant.undef(e) : lanes.get((int) s));
        }
        parts.put(i, out);
      }
      case EXTRACT_DYN -> {
        List<Value> p = partsOf(i.operand(0));
        Value index = resolve(i.operand(1));
        Value r = p.get(0);
        for (int k = 1; k < p.size(); k++) {
          Instr is = emit(Op.IEQ, Type.I1, List.of(index, Constant.of(index.type(), k)));
          r = emit(Op.SELECT, i.type(), List.of(is, p.get(k), r));
        }
        replaced.put(i, r);
      }
      case INSERT_DYN -> {
        List<Value> p = partsOf(i.operand(0));
        Value element = resolve(i.operand(1));
        Value index = resolve(i.operand(2));
        List<Value> out = new ArrayList<>();
        for (int k = 0; k < p.size(); k++) {
          Instr is = emit(Op.IEQ, Type.I1, List.of(index, Constant.of(index.type(), k)));
          out.add(emit(Op.SELECT, element.type(), List.of(is, element, p.get(k))));
        }
        parts.put(i, out);
      }
      case LOAD -> {
        Type.Vector v = (Type.Vector) i.type();
        List<Value> out = new ArrayList<>();
        for (int k = 0; k < v.count(); k++) {
          out.add(emit(Op.LOAD, v.element(), List.of(component(i.operand(0), v, k))));
        }
        parts.put(i, out);
      }
      case STORE -> {
        Type.Vector v = (Type.Vector) i.operand(1).type();
        List<Value> data = partsOf(i.operand(1));
        for (int k = 0; k < v.count(); k++) {
          emit(Op.STORE, Type.VOID, List.of(component(i.operand(0), v, k), data.get(k)));
        }
      }
      case MATH -> {
        return math(i);
      }
      default -> {
        if (!(op.isBinary() || op.isUnary() || op.isCompare() || op.isConversion())
            && op != Op.SELECT) {
          return false;
        }
        if (op == Op.BITCAST
            && Type.lanes(i.operand(0).type()) != Type.lanes(i.type())
            && VectorBitcasts.handles(i.operand(0).type(), i.type())
            && allSplit(i)) {
          bitcast(i);
          return true;
        }
        if (op == Op.BITCAST && Type.lanes(i.operand(0).type()) != Type.lanes(i.type())) {
          return false;
        }
        laneWise(i);
      }
    }
    return true;
  }

  /** A bitcast changing the number of components, through {@link VectorBitcasts}. */
  private void bitcast(Instr i) {
    List<Value> out =
        new VectorBitcasts(this::emit)
            .components(components(i.operand(0)), i.operand(0).type(), i.type());
    if (i.type() instanceof Type.Vector) {
      parts.put(i, out);
    } else {
      replaced.put(i, out.get(0));
    }
  }

  private void laneWise(Instr i) {
    int n = Type.lanes(i.type()) > 1 ? Type.lanes(i.type()) : lanesOfOperands(i);
    Type e = Type.scalarOf(i.type());
    List<Value> out = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      List<Value> ops = new ArrayList<>();
      for (Value v : i.operands()) {
        ops.add(v.type() instanceof Type.Vector ? partsOf(v).get(k) : resolve(v));
      }
      Instr c = emit(i.op(), e, ops).withLiterals(i.literals());
      if (i.attribute() != null) {
        c.withAttribute(i.attribute());
      }
      out.add(c);
    }
    parts.put(i, out);
  }

  private static int lanesOfOperands(Instr i) {
    for (Value v : i.operands()) {
      if (v.type() instanceof Type.Vector t) {
        return t.count();
      }
    }
    return 1;
  }

  /** The address of component {@code k} of the vector {@code v} that {@code pointer} points at. */
  private Value component(Value pointer, Type.Vector v, int k) {
    Type.Pointer p = (Type.Pointer) pointer.type();
    return emit(
            Op.GEP,
            new Type.Pointer(p.space(), v.element()),
            List.of(resolve(pointer), Constant.of(Type.I64, 0), Constant.of(Type.I32, k)))
        .withAttribute(v);
  }

  /**
   * The address of the group of {@code stride} elements {@code offset} groups past {@code pointer}:
   * one address computation that each component's address then offsets by a constant.
   */
  private Value group(Value pointer, Value offset, int stride, Type element) {
    Type.Pointer p = (Type.Pointer) pointer.type();
    Type.Array group = new Type.Array(element, stride);
    return emit(
            Op.GEP, new Type.Pointer(p.space(), group), List.of(resolve(pointer), resolve(offset)))
        .withAttribute(group);
  }

  /** Element {@code k} of the element group {@code group} points at. */
  private Value element(Value group, Type element, int k) {
    Type.Pointer p = (Type.Pointer) group.type();
    return emit(
            Op.GEP,
            new Type.Pointer(p.space(), element),
            List.of(group, Constant.of(Type.I64, 0), Constant.of(Type.I32, k)))
        .withAttribute(p.pointee());
  }

  private boolean math(Instr i) {
    MathFn fn = (MathFn) i.attribute();
    switch (fn) {
      case VLOADN, VLOAD_HALF, VLOAD_HALFN, VLOADA_HALFN -> {
        Type.Vector v = asVector(i.type());
        boolean half = fn != MathFn.VLOADN;
        int stride = fn == MathFn.VLOADA_HALFN && v.count() == 3 ? 4 : v.count();
        Type memory = half ? Type.F16 : v.element();
        List<Value> out = new ArrayList<>();
        Value group = group(i.operand(1), i.operand(0), stride, memory);
        for (int k = 0; k < v.count(); k++) {
          Value a = element(group, memory, k);
          Value x = emit(Op.LOAD, memory, List.of(a));
          out.add(
              half && !v.element().equals(Type.F16)
                  ? emit(Op.FPEXT, v.element(), List.of(x)).withLiterals(-1, 0)
                  : x);
        }
        if (i.type() instanceof Type.Vector) {
          parts.put(i, out);
        } else {
          replaced.put(i, out.get(0));
        }
      }
      case VSTOREN,
          VSTORE_HALF,
          VSTORE_HALF_R,
          VSTORE_HALFN,
          VSTORE_HALFN_R,
          VSTOREA_HALFN,
          VSTOREA_HALFN_R -> {
        Type.Vector v = asVector(i.operand(0).type());
        boolean half = fn != MathFn.VSTOREN;
        boolean aligned = fn == MathFn.VSTOREA_HALFN || fn == MathFn.VSTOREA_HALFN_R;
        int stride = aligned && v.count() == 3 ? 4 : v.count();
        Type memory = half ? Type.F16 : v.element();
        long rounding = i.literals().length > 0 ? i.literal(0) : -1;
        List<Value> data =
            i.operand(0).type() instanceof Type.Vector
                ? partsOf(i.operand(0))
                : List.of(resolve(i.operand(0)));
        Value group = group(i.operand(2), i.operand(1), stride, memory);
        for (int k = 0; k < v.count(); k++) {
          Value a = element(group, memory, k);
          Value x = data.get(k);
          if (half && !v.element().equals(Type.F16)) {
            x = emit(Op.FPTRUNC, Type.F16, List.of(x)).withLiterals(rounding, 0);
          }
          emit(Op.STORE, Type.VOID, List.of(a, x));
        }
      }
      case SHUFFLE, SHUFFLE2 -> {
        if (!allSplit(i)) {
          return false;
        }
        parts.put(i, shuffle(i, fn));
      }
      case SELECT -> {
        if (!(i.type() instanceof Type.Vector v)) {
          laneWise(i);
          return true;
        }
        // A vector select picks by each mask component's most significant bit, a scalar one by
        // the mask being non-zero (the backend's scalar select).
        List<Value> a = partsOf(i.operand(0));
        List<Value> b = partsOf(i.operand(1));
        List<Value> c = partsOf(i.operand(2));
        Type mask = Type.scalarOf(i.operand(2).type());
        List<Value> out = new ArrayList<>();
        for (int k = 0; k < v.count(); k++) {
          Value msb = emit(Op.SLT, Type.I1, List.of(c.get(k), Constant.of(mask, 0)));
          out.add(emit(Op.SELECT, v.element(), List.of(msb, b.get(k), a.get(k))));
        }
        parts.put(i, out);
      }
      default -> {
        if (GeometricFunctions.handles(fn)) {
          if (!allSplit(i)) {
            return false;
          }
          geometric(i, fn);
          return true;
        }
        if (fn.memory() != MathFn.Memory.NONE && i.operands().size() != fn.valueOperands()) {
          return false;
        }
        laneWise(i);
      }
    }
    return true;
  }

  /** dot, length, distance, normalize, cross and the fast_ forms, also of scalar operands. */
  private void geometric(Instr i, MathFn fn) {
    GeometricFunctions g =
        new GeometricFunctions(this::emit, (Type.Flt) Type.scalarOf(i.operand(0).type()));
    List<Value> x = components(i.operand(0));
    List<Value> y = i.operands().size() > 1 ? components(i.operand(1)) : null;
    if (!GeometricFunctions.returnsVector(fn)) {
      replaced.put(i, g.scalar(fn, x, y));
    } else if (i.type() instanceof Type.Vector) {
      parts.put(i, g.components(fn, x, y));
    } else {
      replaced.put(i, g.components(fn, x, y).get(0));
    }
  }

  /**
   * shuffle/shuffle2: each mask component picks one of the inputs' components by its low bits
   * (those that can number them, as OpenCL says); a constant picks by renaming, a varying one
   * through a tree of selects, one level per bit.
   */
  private List<Value> shuffle(Instr i, MathFn fn) {
    List<Value> lanes = new ArrayList<>(components(i.operand(0)));
    if (fn == MathFn.SHUFFLE2) {
      lanes.addAll(components(i.operand(1)));
    }
    int count = Integer.highestOneBit(lanes.size());
    List<Value> out = new ArrayList<>();
    for (Value m : components(i.operand(i.operands().size() - 1))) {
      if (m instanceof Constant c && c.kind() == Constant.Kind.SCALAR) {
        out.add(lanes.get((int) (c.bits() & (count - 1))));
      } else if (m instanceof Constant) {
        out.add(Constant.undef(lanes.get(0).type()));
      } else {
        out.add(pick(lanes.subList(0, count), m));
      }
    }
    return out;
  }

  /** lanes[index & (lanes.size() - 1)], lanes.size() a power of two. */
  private Value pick(List<Value> lanes, Value index) {
    List<Value> level = lanes;
    for (int bit = 0; level.size() > 1; bit++) {
      Value masked =
          emit(Op.AND, index.type(), List.of(index, Constant.of(index.type(), 1L << bit)));
      Value set = emit(Op.INE, Type.I1, List.of(masked, Constant.of(index.type(), 0)));
      List<Value> next = new ArrayList<>();
      for (int k = 0; k < level.size(); k += 2) {
        next.add(
            emit(Op.SELECT, level.get(k).type(), List.of(set, level.get(k + 1), level.get(k))));
      }
      level = next;
    }
    return level.get(0);
  }

  /** Whether every vector operand has its components (a vector bitcast may not, and is refused). */
  private boolean allSplit(Instr i) {
    for (Value v : i.operands()) {
      if (v.type() instanceof Type.Vector && partsOf(v) == null) {
        return false;
      }
    }
    return true;
  }

  /** A vector's components, or a scalar as its only one. */
  private List<Value> components(Value v) {
    return v.type() instanceof Type.Vector ? partsOf(v) : List.of(resolve(v));
  }

  private static Type.Vector asVector(Type t) {
    return t instanceof Type.Vector v ? v : new Type.Vector(t, 1);
  }
}
