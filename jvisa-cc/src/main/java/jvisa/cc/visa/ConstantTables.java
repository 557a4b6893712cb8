package jvisa.cc.visa;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.TreeMap;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Program-scope {@code __constant} tables kept in registers ({@link ConstantPlacement} chooses
 * which): each is written there from immediates at the kernel's entry and read through address
 * registers; a pointer into one is its byte offset (the table's address is 0). The others are in
 * the constant buffer, read as global memory.
 */
final class ConstantTables {
  private final Code code;
  private final PointerRoots roots;
  private final ConstantPlacement placement;
  private final IndirectRegisters indirect;
  private final IdentityHashMap<GlobalVariable, Var> tables = new IdentityHashMap<>();

  ConstantTables(Code code, PointerRoots roots, ConstantPlacement placement) {
    this.code = code;
    this.roots = roots;
    this.placement = placement;
    this.indirect = new IndirectRegisters(code);
  }

  static boolean isTable(GlobalVariable g) {
    return g.space() == AddressSpace.CONSTANT;
  }

  /** Whether {@code pointer} is into a {@code __constant} table kept in registers. */
  boolean handles(Value pointer) {
    return roots.root(pointer).orElse(null) instanceof GlobalVariable g
        && isTable(g)
        && !placement.inBuffer(g);
  }

  void load(Instr i, String type) {
    Var table = table((GlobalVariable) roots.root(i.operand(0)).orElseThrow());
    boolean wide = code.isWide(i);
    Var o = code.vars.temp("uw", wide);
    for (Code.Lanes l : code.lanes(wide)) {
      code.op("mov", l, o.dst("uw", l.half()), code.src(i.operand(0), "uq", l.half()));
      indirect.read(table, o, code.var(i), type, l);
    }
  }

  private Var table(GlobalVariable g) {
    Var known = tables.get(g);
    if (known != null) {
      return known;
    }
    byte[] bytes = new byte[(int) ((g.contentType().size() + 31) / 32 * 32)];
    Map<Integer, Function> functions = new TreeMap<>();
    if (g.initializer() != null) {
      write(g.initializer(), bytes, 0);
      functionAddresses(g.initializer(), 0, functions);
    }
    Var t = code.vars.temp("ud", bytes.length / 4);
    code.atEntry(
        () -> {
          Code.Lanes one = new Code.Lanes("M1_NM", 1, 0);
          for (int k = 0; k < bytes.length / 4; k++) {
            long word =
                (bytes[4 * k] & 0xffL)
                    | (bytes[4 * k + 1] & 0xffL) << 8
                    | (bytes[4 * k + 2] & 0xffL) << 16
                    | (bytes[4 * k + 3] & 0xffL) << 24;
            code.op(
                "mov",
                one,
                t.raw("ud") + "(" + k / 8 + "," + k % 8 + ")<1>",
                "0x" + Long.toHexString(word) + ":ud");
          }
          functions.forEach(
              (at, f) ->
                  code.op(
                      "mov",
                      one,
                      t.raw("uq") + "(" + at / 32 + "," + at % 32 / 8 + ")<1>",
                      code.functionAddress(f).src("uq", 0)));
        });
    tables.put(g, t);
    return t;
  }

  /** Writes constant {@code c} into {@code image} at byte {@code at}, little-endian. */
  static void write(Constant c, byte[] image, int at) {
    Type t = c.type();
    if (c.kind() != Constant.Kind.COMPOSITE) {
      if (t.isScalar()) {
        for (int b = 0; b < t.size(); b++) {
          image[at + b] = (byte) (c.bits() >>> (8 * b));
        }
      }
      return;
    }
    for (int k = 0; k < c.elements().size(); k++) {
      write(c.elements().get(k), image, at + (int) elementOffset(t, k));
    }
  }

  /** The byte offsets of function addresses in constant {@code c} placed at {@code at}. */
  private static void functionAddresses(Constant c, int at, Map<Integer, Function> out) {
    if (c.kind() == Constant.Kind.FUNCTION) {
      out.put(at, c.function());
    }
    for (int k = 0; k < c.elements().size(); k++) {
      functionAddresses(c.elements().get(k), at + (int) elementOffset(c.type(), k), out);
    }
  }

  private static long elementOffset(Type t, int k) {
    if (t instanceof Type.Struct s) {
      return s.offset(k);
    }
    if (t instanceof Type.Array a) {
      return k * a.element().size();
    }
    if (t instanceof Type.Vector v) {
      return k * v.element().size();
    }
    throw new IllegalArgumentException("no elements in " + t);
  }
}
