package jvisa.cc.visa;

import java.util.List;
import jvisa.asm.isa.AtomicOperation;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.AtomicKind;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;

/**
 * 64-bit atomics on {@code __local} memory. dg2's {@code lsc_atomic_*.slm} has only
 * compare-exchange ({@code icas}) at 64 bits (GenX_IR: "LSC SLM D64 atomics only support icas"):
 * the others are a retry loop per channel, the current value read by {@code icas(0, 0)} (which
 * changes nothing), then {@code icas(old, f(old))} until it returns {@code old}. tgllp's SLM
 * message {@code dword_atomic} has 16- and 32-bit operations only: a spin lock in SLM, as IGC
 * emulates them. The kernel's entry sets the lock word (one per work-group, after the kernel's
 * {@code __local} variables) to 0 from every thread, then a {@code fence_local} and a {@code
 * barrier}, so no thread takes the lock before it is set. Each atomic is a loop over the channels
 * still waiting: all try {@code dword_atomic.cmpxchg} of the lock from 0 to 1 (one message
 * serialises its channels, so at most one channel of the work-group wins); the others skip the
 * critical section with a forward {@code goto}, so the winner reads the qword, computes, writes it,
 * waits for the write with {@code fence_local}, and releases the lock with {@code
 * dword_atomic.xchg} of 0 before any channel loops back. The losers then retry with a backward
 * {@code goto}, the winners wait after it. A channel holding the lock never waits for another
 * thread or channel, so threads of a work-group make progress on hardware whatever their
 * scheduling.
 */
final class SlmAtomics64 {
  private final Code code;
  private final Messages messages;

  SlmAtomics64(Code code) {
    this.code = code;
    this.messages = new Messages(code);
  }

  /** Whether any of {@code functions} has a 64-bit atomic on {@code __local} memory. */
  static boolean needed(List<Function> functions) {
    return functions.stream()
        .flatMap(f -> f.blocks().stream())
        .flatMap(b -> b.instructions().stream())
        .anyMatch(SlmAtomics64::isLocal64);
  }

  private static boolean isLocal64(Instr i) {
    if (i.op() != Op.ATOMIC
        || !(i.operand(0).type() instanceof Type.Pointer p)
        || p.space() != AddressSpace.LOCAL) {
      return false;
    }
    Type data = i.attribute() == AtomicKind.STORE ? i.operand(1).type() : i.type();
    return data.size() == 8;
  }

  /** The kernel entry's lines: the lock word set to 0, fenced, then a barrier. */
  void initialize() {
    Code.Lanes eight = new Code.Lanes("M1_NM", 8, 0);
    Var address = code.vars.temp("ud", 8);
    Var zero = code.vars.temp("ud", 8);
    code.op("mov", eight, address.dst("ud", 0), Code.imm(code.slmLock(), "ud"));
    code.op("mov", eight, zero.dst("ud", 0), Code.imm(0, "ud"));
    code.line(
        "scatter4_scaled.R "
            + eight.exec()
            + " %slm 0x0:ud "
            + address.raw("ud")
            + ".0 "
            + zero.raw("ud")
            + ".0");
    code.line("fence_local.E");
    code.line("barrier");
  }

  /**
   * dg2: the atomic {@code i} of {@code kind} at the SLM offsets {@code addr} (wide ud) as a
   * compare-exchange retry loop per channel; channels that succeed wait after the backward goto.
   */
  void compareExchangeLoop(Instr i, AtomicKind kind, Var addr, Atomics atomics) {
    Var zero = code.widened(jvisa.cc.ir.Constant.zero(Type.I64), "uq");
    Var old = code.vars.temp("uq", true);
    atomics.messages(AtomicOperation.CMPXCHG, true, 8, "uq", addr, old, zero, zero);
    if (kind != AtomicKind.LOAD) {
      Var value = i.operands().size() > 1 ? code.widened(i.operand(1), "uq") : null;
      Var result = code.vars.temp("uq", true);
      Var seen = code.vars.temp("uq", true);
      String retry = code.freshLabel("cas64");
      String changed = code.vars.tempPredicate();
      code.label(retry);
      for (Code.Lanes l : code.lanes(true)) {
        compute(kind, l, result, old, value, null);
      }
      atomics.messages(AtomicOperation.CMPXCHG, true, 8, "uq", addr, seen, old, result);
      for (Code.Lanes l : code.lanes(true)) {
        code.op("cmp.ne", l, changed, seen.src("uq", l.half()), old.src("uq", l.half()));
        code.op("mov", l, old.dst("uq", l.half()), seen.src("uq", l.half()));
      }
      code.line("(" + changed + ") goto (M1, " + code.simd + ") " + retry);
    }
    result(i, old);
  }

  private void result(Instr i, Var old) {
    if (i.hasResult() && !i.type().equals(Type.VOID)) {
      Var dst = code.var(i);
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, dst.dst("uq", l.half()), old.src("uq", l.half()));
      }
    }
  }

  /**
   * {@code dword_atomic.<op>} on the lock word, whose SLM offset every channel of {@code lock}
   * holds.
   */
  private void lockWord(String op, Code.Lanes l, Var lock, String src0, String src1, String dst) {
    code.line(
        "dword_atomic."
            + op
            + " "
            + l.exec()
            + " %slm "
            + half(lock, l).raw("ud")
            + ".0 "
            + src0
            + " "
            + src1
            + " "
            + dst);
  }

  /** tgllp: the atomic {@code i} of {@code kind} at the SLM offsets {@code addr} (wide ud). */
  void underLock(Instr i, AtomicKind kind, Var addr) {
    Var lock = code.vars.temp("ud", true);
    Var one = code.vars.temp("ud", true);
    Var zero = code.vars.temp("ud", true);
    Var seen = code.vars.temp("ud", true);
    Var old = code.vars.temp("uq", true);
    Var result = code.vars.temp("uq", true);
    Var value = i.operands().size() > 1 ? code.widened(i.operand(1), "uq") : null;
    Var compared = kind == AtomicKind.COMPARE_EXCHANGE ? code.widened(i.operand(2), "uq") : null;
    for (Code.Lanes l : code.lanes(true)) {
      Code.Lanes all = new Code.Lanes(l.mask() + "_NM", l.size(), l.half());
      code.op("mov", all, lock.dst("ud", l.half()), Code.imm(code.slmLock(), "ud"));
      code.op("mov", all, one.dst("ud", l.half()), Code.imm(1, "ud"));
      code.op("mov", all, zero.dst("ud", l.half()), Code.imm(0, "ud"));
    }
    String retry = code.freshLabel("lock64");
    String past = code.freshLabel("locked64");
    String waiting = code.vars.tempPredicate();
    code.label(retry);
    for (Code.Lanes l : code.lanes(true)) {
      lockWord(
          "cmpxchg",
          l,
          lock,
          half(one, l).raw("ud") + ".0",
          half(zero, l).raw("ud") + ".0",
          half(seen, l).raw("ud") + ".0");
    }
    for (Code.Lanes l : code.lanes(true)) {
      code.op("cmp.ne", l, waiting, seen.src("ud", l.half()), Code.imm(0, "ud"));
    }
    code.line("(" + waiting + ") goto (M1, " + code.simd + ") " + past);
    for (Code.Lanes l : code.lanes(true)) {
      messages.access(false, true, l, half(addr, l), half(old, l), 8);
    }
    for (Code.Lanes l : code.lanes(true)) {
      compute(kind, l, result, old, value, compared);
    }
    for (Code.Lanes l : code.lanes(true)) {
      messages.access(true, true, l, half(addr, l), half(result, l), 8);
    }
    code.line("fence_local.E");
    for (Code.Lanes l : code.lanes(true)) {
      lockWord("xchg", l, lock, half(zero, l).raw("ud") + ".0", "%null.0", "%null.0");
    }
    code.label(past);
    code.line("(" + waiting + ") goto (M1, " + code.simd + ") " + retry);
    result(i, old);
  }

  /** What the winning channel writes back: {@code kind} applied to the old value. */
  private void compute(
      AtomicKind kind, Code.Lanes l, Var result, Var old, Var value, Var compared) {
    int h = l.half();
    String dst = result.dst("uq", h);
    switch (kind) {
      case LOAD -> code.op("mov", l, dst, old.src("uq", h));
      case STORE, EXCHANGE -> code.op("mov", l, dst, value.src("uq", h));
      case IADD -> code.op("add", l, dst, old.src("uq", h), value.src("uq", h));
      case ISUB -> code.op("add", l, dst, old.src("uq", h), "(-)" + value.src("uq", h));
      case INC -> code.op("add", l, dst, old.src("uq", h), Code.imm(1, "uq"));
      case DEC -> code.op("add", l, dst, old.src("uq", h), Code.imm(-1, "q"));
      case AND -> code.op("and", l, dst, old.src("uq", h), value.src("uq", h));
      case OR -> code.op("or", l, dst, old.src("uq", h), value.src("uq", h));
      case XOR -> code.op("xor", l, dst, old.src("uq", h), value.src("uq", h));
      case SMIN -> code.op("min", l, result.dst("q", h), old.src("q", h), value.src("q", h));
      case SMAX -> code.op("max", l, result.dst("q", h), old.src("q", h), value.src("q", h));
      case UMIN -> code.op("min", l, dst, old.src("uq", h), value.src("uq", h));
      case UMAX -> code.op("max", l, dst, old.src("uq", h), value.src("uq", h));
      case COMPARE_EXCHANGE -> {
        String equal = code.vars.tempPredicate();
        code.op("cmp.eq", l, equal, old.src("uq", h), compared.src("uq", h));
        code.sel(l, equal, dst, value.src("uq", h), old.src("uq", h));
      }
      default -> throw code.unsupported("64-bit atomic " + kind + " on __local memory");
    }
  }

  private Var half(Var v, Code.Lanes l) {
    return l.half() == 0 ? v : code.vars.upperHalf(v);
  }
}
