package jvisa.cc.interp;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * A function prepared for the interpreter once: every value numbered into a frame slot (constants
 * and globals pre-filled in a template frame), every instruction decoded into a {@link Step}.
 */
final class Code {
  /** One decoded instruction. */
  static final class Step {
    Instr ins;
    Op op;
    int dst = -1;
    int[] in;
    Type[] inTypes;
    Type type;
    Type elem;
    int lanes;

    /** Branch targets (block indices), or a phi's incoming block per operand. */
    int[] targets;

    Code callee;
  }

  final Function function;
  final Step[][] blocks;
  final int[] phiCount;
  final long[] scalars;
  final Object[] objects;

  Code(
      Function f,
      Map<GlobalVariable, Long> globalAddresses,
      ToLongFunction<Function> functionAddresses) {
    this.function = f;
    f.rebuildCfg();
    int slots = f.numberValues();
    IdentityHashMap<Value, Integer> extra = new IdentityHashMap<>();
    for (Block b : f.blocks()) {
      for (Instr i : b.instructions()) {
        for (Value v : i.operands()) {
          if ((v instanceof Constant || v instanceof GlobalVariable) && !extra.containsKey(v)) {
            extra.put(v, slots + extra.size());
          }
        }
      }
    }
    scalars = new long[slots + extra.size()];
    objects = new Object[slots + extra.size()];
    for (var e : extra.entrySet()) {
      Value v = e.getKey();
      Object value =
          v instanceof GlobalVariable g
              ? globalAddresses.get(g)
              : constantValue((Constant) v, functionAddresses);
      if (value instanceof Long l) {
        scalars[e.getValue()] = l;
      } else {
        objects[e.getValue()] = value;
      }
    }
    blocks = new Step[f.blocks().size()][];
    phiCount = new int[f.blocks().size()];
    for (Block b : f.blocks()) {
      List<Instr> list = b.instructions();
      Step[] steps = new Step[list.size()];
      for (int k = 0; k < steps.length; k++) {
        steps[k] = step(list.get(k), extra);
      }
      blocks[b.index] = steps;
      phiCount[b.index] = b.phis().size();
    }
  }

  private static Step step(Instr i, Map<Value, Integer> extra) {
    Step s = new Step();
    s.ins = i;
    s.op = i.op();
    s.dst = i.hasResult() ? i.slot : -1;
    s.type = i.type();
    s.elem = Type.scalarOf(i.type());
    s.lanes = Type.lanes(i.type());
    s.in = new int[i.operands().size()];
    s.inTypes = new Type[s.in.length];
    for (int k = 0; k < s.in.length; k++) {
      Value v = i.operand(k);
      s.in[k] = extra.containsKey(v) ? extra.get(v) : v.slot;
      s.inTypes[k] = v.type();
    }
    s.targets = i.targets().stream().mapToInt(b -> b.index).toArray();
    return s;
  }

  /** A constant as the interpreter holds it. */
  static Object constantValue(Constant c, ToLongFunction<Function> functionAddresses) {
    Type t = c.type();
    if (c.kind() == Constant.Kind.FUNCTION) {
      return functionAddresses.applyAsLong(c.function());
    }
    if (t.isScalar()) {
      return c.bits();
    }
    if (t instanceof Type.Vector v) {
      long[] lanes = new long[v.count()];
      for (int i = 0; i < lanes.length; i++) {
        lanes[i] = c.element(i, v.element()).bits();
      }
      return lanes;
    }
    byte[] image = new byte[(int) t.size()];
    write(c, image, 0, functionAddresses);
    return image;
  }

  /** Writes a constant's memory image at {@code at}. */
  static void write(Constant c, byte[] image, int at, ToLongFunction<Function> functionAddresses) {
    Type t = c.type();
    if (c.kind() == Constant.Kind.FUNCTION) {
      Memory.writeBytes(image, at, (int) t.size(), functionAddresses.applyAsLong(c.function()));
      return;
    }
    if (c.kind() != Constant.Kind.COMPOSITE) {
      if (t.isScalar()) {
        Memory.writeBytes(image, at, (int) t.size(), c.bits());
      }
      return;
    }
    for (int i = 0; i < c.elements().size(); i++) {
      write(c.elements().get(i), image, at + (int) Values.elementOffset(t, i), functionAddresses);
    }
  }
}
