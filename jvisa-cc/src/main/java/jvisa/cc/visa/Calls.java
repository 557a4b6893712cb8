package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Calls in one function's code, and that function's own entry and return when it is called.
 * Arguments and results travel as wide components ({@link CallSignature}), copied under the
 * execution mask, so only the calling channels' elements change. Subroutines ({@code call}/{@code
 * ret}) pass them in variables each callee shares with its callers; stack calls ({@code
 * fcall}/{@code fret}) in {@code %arg} and {@code %retval}, which the callee copies into its own
 * variables at entry and fills once at its single exit (a nested call would overwrite them).
 */
final class Calls {
  private final Code code;
  private final Linkage linkage;
  private final IdentityHashMap<Instr, List<Var>> callResults = new IdentityHashMap<>();
  private final IdentityHashMap<Argument, List<Var>> vectorArguments = new IdentityHashMap<>();
  private final IdentityHashMap<Instr, Var> boolResults = new IdentityHashMap<>();
  private List<Var> results = List.of();
  private WorkItems workItems;
  private PrivateArrays privates;
  private final EnumMap<PassedAddress, Var> addresses = new EnumMap<>(PassedAddress.class);

  private final IndirectCalls indirect;

  Calls(Code code, Linkage linkage) {
    this.code = code;
    this.linkage = linkage;
    this.indirect = new IndirectCalls(code, this);
    if (linkage.mode == CallMode.STACKCALL) {
      code.functionSymbols(linkage::name);
    }
  }

  /** Selects a call, or a component read of a vector argument or call result. */
  boolean select(Instr i) {
    if (i.op() == Op.CALL) {
      call(i);
      return true;
    }
    if (i.op() == Op.ICALL) {
      if (linkage.mode != CallMode.STACKCALL) {
        throw code.unsupported("indirect call without --calls stackcall");
      }
      indirect.call(i);
      return true;
    }
    if (i.op() != Op.EXTRACT || i.literals().length != 1) {
      return false;
    }
    List<Var> parts =
        i.operand(0) instanceof Argument a
            ? vectorArguments.get(a)
            : i.operand(0) instanceof Instr c ? callResults.get(c) : null;
    if (parts == null) {
      return false;
    }
    code.vars.bind(i, parts.get((int) i.literal(0)));
    return true;
  }

  private void call(Instr i) {
    Function g = (Function) i.attribute();
    CallSignature s = linkage.signature(g);
    boolean stack = linkage.mode == CallMode.STACKCALL;
    if (stack) {
      passArguments(i, s, 0);
    } else {
      List<Var> args = linkage.sharedArguments(g, code.vars);
      for (int k = 0; k < args.size(); k++) {
        copy(args.get(k), s.arguments().get(k), i.operand(k));
      }
    }
    if (stack) {
      code.line(
          "fcall (M1, "
              + code.simd
              + ") "
              + linkage.name(g)
              + " "
              + argumentRegisters(s)
              + " "
              + s.registers(s.results()));
    } else {
      code.line("call (M1, " + code.simd + ") " + linkage.name(g));
    }
    if (!s.results().isEmpty()) {
      receiveResults(
          i,
          s,
          stack ? aliases("%retval", s, s.results()) : linkage.sharedResults(g, code.vars),
          "");
    }
  }

  /** A stack call's arguments, operands {@code first} on of {@code i}, into {@code %arg}. */
  void passArguments(Instr i, CallSignature s, int first) {
    List<Var> args = aliases("%arg", s, s.arguments());
    for (int k = 0; k < args.size(); k++) {
      Value v = i.operand(first + k);
      if (PrivateArrays.isPrivate(v)) {
        copy(args.get(k), s.arguments().get(k), privates.passed(v));
      } else {
        copy(args.get(k), s.arguments().get(k), v);
      }
    }
    if (linkage.passesWorkItems) {
      int at = s.registers(s.arguments());
      workItems.pass(WorkItemPassing.idSlots(code, at), WorkItemPassing.blockSlot(code, at));
    }
    for (PassedAddress p : linkage.passedAddresses) {
      code.op(
          "mov",
          new Code.Lanes("M1_NM", 1, 0),
          addressSlot(s, p).dst("uq", 0),
          addresses.get(p).scalar("uq", 0));
    }
  }

  /** The address of buffer {@code p} this function's stack calls pass on. */
  void passAddress(PassedAddress p, Var address) {
    if (address != null) {
      addresses.put(p, address);
    }
  }

  /**
   * At a stack-called function's entry, ahead of what is computed from it: a copy of buffer {@code
   * p}'s address its caller passed, which its own stack calls pass on; null when calls do not carry
   * it.
   */
  Var receiveAddress(Function g, PassedAddress p) {
    if (!linkage.passedAddresses.contains(p)) {
      return null;
    }
    Var address = code.vars.temp("uq", false);
    Var slot = addressSlot(linkage.signature(g), p);
    code.atEntry(
        () ->
            code.op(
                "mov", new Code.Lanes("M1_NM", 1, 0), address.dst("uq", 0), slot.scalar("uq", 0)));
    addresses.put(p, address);
    return address;
  }

  /** Where a stack call with signature {@code s} carries buffer {@code p}'s address. */
  private Var addressSlot(CallSignature s, PassedAddress p) {
    int register =
        s.registers(s.arguments())
            + (linkage.passesWorkItems ? WorkItemPassing.registers(code.simd) : 0);
    int offset = register * CallSignature.GRF_BYTES + 8 * linkage.passedAddresses.indexOf(p);
    return code.vars.passing("%arg", "uq", 1, offset);
  }

  /** Where this function's private arrays are, for the private pointers its stack calls pass. */
  void passPrivatePointers(PrivateArrays p) {
    this.privates = p;
  }

  /** The work-item state this function's stack calls pass on (the kernel's, or its own copy). */
  void passWorkItems(WorkItems w) {
    this.workItems = w;
  }

  /** The registers of {@code %arg} a stack call with signature {@code s} fills. */
  int argumentRegisters(CallSignature s) {
    int n =
        s.registers(s.arguments())
            + (linkage.passesWorkItems ? WorkItemPassing.registers(code.simd) : 0)
            + (linkage.passedAddresses.isEmpty() ? 0 : 1);
    if (n > CallSignature.ARG_REGISTERS) {
      throw code.unsupported(
          "a stack call's arguments with the work-item state in more than "
              + CallSignature.ARG_REGISTERS
              + " registers");
    }
    return n;
  }

  /** At a stack-called function's entry: the work-item state its caller passed, or null. */
  WorkItems receiveWorkItems(Function g) {
    if (!linkage.passesWorkItems) {
      return null;
    }
    CallSignature s = linkage.signature(g);
    workItems = WorkItemPassing.receive(code, s.registers(s.arguments()));
    return workItems;
  }

  /** A stack call's result, from {@code %retval}, for the channels {@code guard} enables. */
  void receiveResults(Instr i, CallSignature s, String guard) {
    if (!s.results().isEmpty()) {
      receiveResults(i, s, aliases("%retval", s, s.results()), guard);
    }
  }

  private void receiveResults(Instr i, CallSignature s, List<Var> from, String guard) {
    if (i.type().equals(Type.I1)) {
      Var word = boolResults.computeIfAbsent(i, k -> code.vars.temp(CallSignature.BOOL, true));
      copy(guard, word, CallSignature.BOOL, from.get(0));
      toPredicate(i, word);
      return;
    }
    if (!(i.type() instanceof Type.Vector)) {
      copy(guard, code.var(i), s.results().get(0), from.get(0));
      return;
    }
    List<Var> kept = callResults.get(i);
    if (kept == null) {
      kept = new ArrayList<>();
      for (String t : s.results()) {
        kept.add(code.vars.temp(t, true));
      }
      callResults.put(i, kept);
    }
    for (int k = 0; k < from.size(); k++) {
      copy(guard, kept.get(k), s.results().get(k), from.get(k));
    }
  }

  /** At the entry of called function {@code g}: binds its arguments, prepares its results. */
  void enter(Function g) {
    CallSignature s = linkage.signature(g);
    List<Var> args;
    if (linkage.mode == CallMode.STACKCALL) {
      List<Var> passed = aliases("%arg", s, s.arguments());
      args = new ArrayList<>();
      for (int k = 0; k < passed.size(); k++) {
        Var local = code.vars.temp(s.arguments().get(k), true);
        copy(local, s.arguments().get(k), passed.get(k));
        args.add(local);
      }
      results = new ArrayList<>();
      for (String t : s.results()) {
        results.add(code.vars.temp(t, true));
      }
    } else {
      args = linkage.sharedArguments(g, code.vars);
      results = linkage.sharedResults(g, code.vars);
    }
    int k = 0;
    for (Argument a : g.arguments()) {
      if (a.type() instanceof Type.Vector v) {
        vectorArguments.put(a, args.subList(k, k + v.count()));
        k += v.count();
      } else if (a.type().equals(Type.I1)) {
        toPredicate(a, args.get(k++));
      } else {
        code.bindArgument(a, args.get(k++));
      }
    }
  }

  /** The predicate of bool {@code v} from the word it was passed in. */
  private void toPredicate(Value v, Var word) {
    String p = code.vars.predicate(v);
    for (Code.Lanes l : code.lanes(true)) {
      code.op("cmp.ne", l, p, word.src(CallSignature.BOOL, l.half()), Code.imm(0, "uw"));
    }
  }

  /** A {@code ret} of the called function: the returning channels' result components. */
  void returnValue(Instr ret) {
    for (int k = 0; k < ret.operands().size() && k < results.size(); k++) {
      copy(
          results.get(k),
          linkage.signature(ret.block().function()).results().get(k),
          ret.operand(k));
    }
  }

  /** The called function's single exit, every channel that entered it active again. */
  void leave(Function g) {
    if (linkage.mode == CallMode.STACKCALL) {
      CallSignature s = linkage.signature(g);
      List<Var> out = aliases("%retval", s, s.results());
      for (int k = 0; k < out.size(); k++) {
        copy(out.get(k), s.results().get(k), results.get(k));
      }
    }
  }

  /** {@code %arg} or {@code %retval} as one variable per component, in this function's table. */
  private List<Var> aliases(String base, CallSignature s, List<String> types) {
    List<Var> out = new ArrayList<>();
    for (int k = 0; k < types.size(); k++) {
      out.add(code.vars.passing(base, types.get(k), code.simd, s.offset(types, k)));
    }
    return out;
  }

  private void copy(Var dst, String type, Value src) {
    if (VarTable.isBoolean(src)) {
      String p = code.predicate(src);
      for (Code.Lanes l : code.lanes(true)) {
        code.sel(l, p, dst.dst(type, l.half()), Code.imm(1, type), Code.imm(0, type));
      }
      return;
    }
    for (Code.Lanes l : code.lanes(true)) {
      code.op("mov", l, dst.dst(type, l.half()), code.src(src, type, l.half()));
    }
  }

  private void copy(Var dst, String type, Var src) {
    copy("", dst, type, src);
  }

  private void copy(String guard, Var dst, String type, Var src) {
    for (Code.Lanes l : code.lanes(true)) {
      code.line(
          guard
              + "mov "
              + l.exec()
              + " "
              + dst.dst(type, l.half())
              + " "
              + src.src(type, l.half()));
    }
  }
}
