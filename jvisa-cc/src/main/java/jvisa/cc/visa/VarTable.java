package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * The kernel's variables: one per IR value (a predicate for booleans), temporaries, typed views
 * (aliases), and the {@code .decl}/{@code .input} lines declaring them.
 */
final class VarTable {
  private final int simd;
  private final List<String> decls = new ArrayList<>();
  private final List<String> inputs = new ArrayList<>();
  private final IdentityHashMap<Value, Var> vars = new IdentityHashMap<>();
  private final IdentityHashMap<Value, String> predicates = new IdentityHashMap<>();
  private final Map<String, String> views = new HashMap<>();
  private int next = 1;

  VarTable(int simd) {
    this.simd = simd;
  }

  /** A fresh variable; wide ones hold one element per channel. */
  Var temp(String type, boolean wide) {
    return declare("X" + next++, type, wide ? simd : 1, wide);
  }

  /** A fresh variable of exactly {@code elements} elements (message payloads of fixed size). */
  Var temp(String type, int elements) {
    return declare("X" + next++, type, elements, true);
  }

  private Var declare(String name, String type, int elements, boolean wide) {
    String align = wide || VisaTypes.bytes(type) * elements >= 32 ? "hword" : "qword";
    decls.add(
        ".decl " + name + " v_type=G type=" + type + " num_elts=" + elements + " align=" + align);
    return new Var(this, name, type, elements, wide);
  }

  /** A variable of {@code type} at byte {@code offset} of the payload. */
  Var input(String name, String type, int elements, int offset, int size) {
    Var v = declare(name, type, elements, false);
    inputs.add(".input " + name + " offset=" + offset + " size=" + size);
    return v;
  }

  /** A variable that is another's bytes from {@code offset}, e.g. {@code %r0}. */
  Var alias(String name, String type, int elements, String base, int offset, boolean wide) {
    decls.add(
        ".decl "
            + name
            + " v_type=G type="
            + type
            + " num_elts="
            + elements
            + " alias=<"
            + base
            + ", "
            + offset
            + ">");
    return new Var(this, name, type, elements, wide);
  }

  /** The upper half (channels 16-31) of a wide SIMD32 variable as a 16-channel variable. */
  Var upperHalf(Var v) {
    return slice(v, 16, 16);
  }

  /** Channels {@code first} to {@code first + count - 1} of a wide variable as a variable. */
  Var slice(Var v, int first, int count) {
    if (first == 0) {
      return v;
    }
    int bytes = VisaTypes.bytes(v.type);
    return alias("X" + next++, v.type, count, v.name, first * bytes, true);
  }

  void bind(Value v, Var var) {
    vars.put(v, var);
  }

  /** The variable of a non-boolean value, declared on first use. */
  Var of(Value v, boolean wide) {
    return vars.computeIfAbsent(v, k -> temp(VisaTypes.unsigned(k.type()), wide));
  }

  boolean has(Value v) {
    return vars.containsKey(v);
  }

  /** The predicate of a boolean value. */
  String predicate(Value v) {
    return predicates.computeIfAbsent(v, k -> tempPredicate());
  }

  /** A fresh address variable of {@code elements} (at most 16) for indirect operands. */
  String address(int elements) {
    String name = "A" + next++;
    decls.add(".decl " + name + " v_type=A num_elts=" + elements);
    return name;
  }

  String tempPredicate() {
    String name = "P" + next++;
    decls.add(".decl " + name + " v_type=P num_elts=" + simd);
    return name;
  }

  String view(Var v, String type) {
    return views.computeIfAbsent(
        v.name + ":" + type,
        k -> {
          String name = v.name + "_" + type;
          int elements = v.elements * VisaTypes.bytes(v.type) / VisaTypes.bytes(type);
          decls.add(
              ".decl "
                  + name
                  + " v_type=G type="
                  + type
                  + " num_elts="
                  + Math.max(1, elements)
                  + " alias=<"
                  + v.name
                  + ", 0>");
          return name;
        });
  }

  static boolean isBoolean(Value v) {
    return v.type().equals(Type.I1);
  }

  List<String> declarations() {
    return decls;
  }

  List<String> inputs() {
    return inputs;
  }
}
