package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Value;

/**
 * The kernel body being written: its variables, which values are wide (one element per channel),
 * and the instruction lines. An instruction on wide values runs under the execution mask, split
 * into two SIMD16 halves at SIMD32; one on uniform values runs once, NoMask.
 */
final class Code {

  /** One instruction's mask control, execution size and which half of SIMD32 it covers. */
  record Lanes(String mask, int size, int half) {
    String exec() {
      return "(" + mask + ", " + size + ")";
    }
  }

  final VarTable vars;
  final int simd;
  final Target target;
  private Set<Value> wide;
  private String labelPrefix = "";
  private final IdentityHashMap<Argument, Var> arguments = new IdentityHashMap<>();
  private final IdentityHashMap<GlobalVariable, Operand> addresses = new IdentityHashMap<>();
  private final IdentityHashMap<Value, Long> constantAddresses = new IdentityHashMap<>();
  private final List<String> prologue = new ArrayList<>();
  private List<String> lines = new ArrayList<>();
  private Var laneIndex;
  private String surface;
  private int slmLock = -1;
  private String where = "";
  private int labels;
  private java.util.function.Function<jvisa.cc.ir.Function, String> symbols = f -> null;
  private final IdentityHashMap<jvisa.cc.ir.Function, Var> functionAddresses =
      new IdentityHashMap<>();

  Code(VarTable vars, int simd, Target target, Set<Value> wide) {
    this.vars = vars;
    this.simd = simd;
    this.target = target;
    this.wide = wide;
  }

  /**
   * Starts the code of another function in the same file (a subroutine): its wide values, and a
   * prefix keeping its labels apart from the others'.
   */
  void enter(Set<Value> functionWide, String prefix) {
    this.wide = functionWide;
    this.labelPrefix = prefix;
  }

  /** What this function's labels start with. */
  String labelPrefix() {
    return labelPrefix;
  }

  /** A line at the start of the line, such as {@code .function "f"}. */
  void directive(String text) {
    lines.add(text);
  }

  void bindArgument(Argument a, Var v) {
    arguments.put(a, v);
  }

  /** Fixes the address of a program-scope variable (the SLM offset of a {@code __local} one). */
  void bindAddress(GlobalVariable g, long address) {
    addresses.put(g, new Operand.Imm(address));
  }

  /** Makes {@code g}'s address the value of {@code address} (a uniform {@code uq}). */
  void bindAddress(GlobalVariable g, Var address) {
    addresses.put(g, address);
  }

  /** Makes {@code address}, a pointer value computed from constants alone, that immediate. */
  void bindConstantAddress(Value pointer, long address) {
    constantAddresses.put(pointer, address);
  }

  /** How {@code faddr} names a function whose address is taken (null: not stack-called). */
  void functionSymbols(java.util.function.Function<jvisa.cc.ir.Function, String> names) {
    this.symbols = names;
  }

  /** A function's address (uq), taken once by {@code faddr} at the function's entry. */
  Var functionAddress(jvisa.cc.ir.Function f) {
    Var v = functionAddresses.get(f);
    if (v == null) {
      String name = symbols.apply(f);
      if (name == null) {
        throw unsupported("address of function '" + f.name() + "'");
      }
      Var address = vars.temp("uq", false);
      atEntry(() -> line("faddr " + name + " " + address.dst("uq", 0)));
      functionAddresses.put(f, address);
      v = address;
    }
    return v;
  }

  boolean isWide(Value v) {
    return wide.contains(v);
  }

  /** Masked, channel-wise lanes (wide) or one NoMask lane (uniform). */
  List<Lanes> lanes(boolean wideOp) {
    if (!wideOp) {
      return List.of(new Lanes("M1_NM", 1, 0));
    }
    return simd == 32
        ? List.of(new Lanes("M1", 16, 0), new Lanes("M5", 16, 1))
        : List.of(new Lanes("M1", simd, 0));
  }

  /** Every channel, NoMask (uniform predicates are computed for all of them). */
  List<Lanes> allChannels() {
    return simd == 32
        ? List.of(new Lanes("M1_NM", 16, 0), new Lanes("M5_NM", 16, 1))
        : List.of(new Lanes("M1_NM", simd, 0));
  }

  /** The lanes an instruction computing {@code result} runs on. */
  List<Lanes> lanesOf(Value result) {
    return lanes(isWide(result));
  }

  /** The lanes of a predicate result: channel-wise if wide, else all channels NoMask. */
  List<Lanes> predicateLanes(Value result) {
    return isWide(result) ? lanes(true) : allChannels();
  }

  void line(String text) {
    lines.add("    " + text);
  }

  void label(String name) {
    lines.add(name + ":");
  }

  /** A label name no block and no other call uses. */
  String freshLabel(String prefix) {
    return "L_" + labelPrefix + prefix + "_" + labels++;
  }

  void op(String opcode, Lanes l, String... operands) {
    line(opcode + " " + l.exec() + " " + String.join(" ", operands));
  }

  /** {@code (predicate) opcode} over the lanes: only channels whose predicate bit is set run. */
  void predicated(String predicate, String opcode, Lanes l, String... operands) {
    op("(" + predicate + ") " + opcode, l, operands);
  }

  /** {@code sel}: per channel, {@code ifTrue} where the predicate is set, else {@code ifFalse}. */
  void sel(Lanes l, String predicate, String dst, String ifTrue, String ifFalse) {
    predicated(predicate, "sel", l, dst, ifTrue, ifFalse);
  }

  /** An immediate operand of {@code type} holding {@code bits}. */
  static String imm(long bits, String type) {
    return new Operand.Imm(bits).src(type, 0);
  }

  /** Sets the instruction named in messages of CompileErrors raised while it is selected. */
  void at(Instr i) {
    where = i.toString().strip();
  }

  CompileError unsupported(String what) {
    return new CompileError("unsupported by the vISA backend: " + what + " in '" + where + "'");
  }

  /** The operand for a non-boolean value. */
  Operand operand(Value v) {
    if (v instanceof Constant c) {
      if (c.kind() == Constant.Kind.COMPOSITE) {
        throw unsupported("composite constant " + c);
      }
      if (c.kind() == Constant.Kind.FUNCTION) {
        return functionAddress(c.function());
      }
      return new Operand.Imm(c.bits());
    }
    if (v instanceof GlobalVariable g) {
      Operand address = addresses.get(g);
      if (address == null) {
        throw unsupported("program-scope " + g.space() + " variable " + g.name());
      }
      return address;
    }
    Long constant = constantAddresses.get(v);
    if (constant != null) {
      return new Operand.Imm(constant);
    }
    if (v instanceof Argument a) {
      Var var = arguments.get(a);
      if (var == null) {
        throw unsupported("argument " + a.index());
      }
      return var;
    }
    return vars.of(v, isWide(v));
  }

  String src(Value v, String type, int half) {
    return operand(v).src(type, half);
  }

  Var var(Value v) {
    Operand o = operand(v);
    if (o instanceof Var var) {
      return var;
    }
    throw unsupported("constant where a variable is needed");
  }

  /** The predicate holding a boolean value (a constant is materialised into a fresh one). */
  String predicate(Value v) {
    if (v instanceof Constant c) {
      String p = vars.tempPredicate();
      long bits = (c.bits() & 1) != 0 ? (simd == 32 ? 0xffffffffL : (1L << simd) - 1) : 0;
      op("setp", new Lanes("M1_NM", simd, 0), p, "0x" + Long.toHexString(bits) + ":ud");
      return p;
    }
    return vars.predicate(v);
  }

  /** A wide copy of {@code v} (itself if already wide), for message payloads. */
  Var widened(Value v, String type) {
    Operand o = operand(v);
    if (o instanceof Var var && var.wide && var.type.equals(type)) {
      return var;
    }
    Var t = vars.temp(type, true);
    for (Lanes l : lanes(true)) {
      op("mov", l, t.dst(type, l.half()), o.src(type, l.half()));
    }
    return t;
  }

  /** Sets the SLM offset of the lock word of 64-bit atomics on tgllp ({@link SlmAtomics64}). */
  void slmLock(int offset) {
    slmLock = offset;
  }

  /** The SLM offset of the lock word of 64-bit atomics; -1: the kernel has none. */
  int slmLock() {
    return slmLock;
  }

  /** Runs {@code emit} with its lines going to the kernel's entry, ahead of every block. */
  void atEntry(Runnable emit) {
    List<String> body = lines;
    lines = prologue;
    try {
      emit.run();
    } finally {
      lines = body;
    }
  }

  /** Each channel's number (uw, wide), set at the kernel's entry. */
  Var laneIndex() {
    if (laneIndex == null) {
      Var v = vars.temp("uw", true);
      atEntry(
          () -> {
            Lanes eight = new Lanes("M1_NM", 8, 0);
            op("mov", eight, v.raw("uw") + "(0,0)<1>", "0x76543210:v");
            for (int first = 8; first < simd; first *= 2) {
              op(
                  "add",
                  new Lanes("M1_NM", first, 0),
                  v.raw("uw") + "(" + first / 16 + "," + first % 16 + ")<1>",
                  v.raw("uw") + "(0,0)<1;1,0>",
                  "0x" + Integer.toHexString(first) + ":uw");
            }
          });
      laneIndex = v;
    }
    return laneIndex;
  }

  /** The kernel's one surface variable (a T variable). */
  String surface() {
    if (surface == null) {
      surface = vars.surface();
    }
    return surface;
  }

  List<String> lines() {
    List<String> all = new ArrayList<>(prologue);
    all.addAll(lines);
    return all;
  }
}
