package jvisa.cc.visa;

import java.util.Locale;
import jvisa.asm.isa.AtomicOperation;
import jvisa.cc.ir.AtomicKind;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * 32- and 64-bit atomics on global and {@code __local} memory (and private memory, reached like
 * global memory, for an atomic through a generic pointer), one per active channel, as IGC writes
 * them: on tgllp {@code svm_atomic} (8 channels a message) for global memory and {@code
 * dword_atomic} on {@code %slm} (32-bit only; 64-bit ones under a lock, {@link SlmAtomics64}); on
 * dg2 {@code lsc_atomic_<op>} on .ugm or .slm. An atomic load is an atomic or with 0 on tgllp, an
 * atomic store an exchange. Legacy compare-exchange takes (new value, compared value), LSC's
 * (compared value, new value). tgllp has no float atomic add, nor dg2 on SLM: a compare-exchange
 * retry loop does it.
 */
final class Atomics {
  private static final int SVM_ATOMIC_CHANNELS = 8;

  private final Code code;
  private final LscPayloads payloads;

  private final MemoryPlaces places;

  Atomics(Code code, MemoryPlaces places) {
    this.code = code;
    this.places = places;
    this.payloads = new LscPayloads(code);
  }

  boolean select(Instr i) {
    if (i.op() != Op.ATOMIC) {
      return false;
    }
    AtomicKind kind = (AtomicKind) i.attribute();
    Value address = i.operand(0);
    boolean inFrame = PrivateArrays.isPrivate(address);
    if (inFrame && places.privates().inRegisters(address)) {
      throw code.unsupported("atomic on a private array that lives in registers");
    }
    boolean slm = !inFrame && Messages.isSlm(code, address);
    Type data = kind == AtomicKind.STORE ? i.operand(1).type() : i.type();
    if (!data.isScalar() || (data.size() != 4 && data.size() != 8)) {
      throw code.unsupported("atomic on " + data + " (32- and 64-bit only)");
    }
    int bytes = (int) data.size();
    boolean lsc = code.target == Target.DG2;
    AtomicOperation op = operation(kind, lsc);
    Var addr =
        inFrame
            ? places.privates().memoryAddress(address)
            : code.widened(address, slm ? "ud" : "uq");
    if (bytes == 8 && slm && kind != AtomicKind.FADD) {
      if (!lsc) {
        new SlmAtomics64(code).underLock(i, kind, addr);
        return true;
      }
      if (kind != AtomicKind.COMPARE_EXCHANGE) {
        new SlmAtomics64(code).compareExchangeLoop(i, kind, addr, this);
        return true;
      }
    }
    if (kind == AtomicKind.FADD && (!lsc || slm)) {
      if (bytes != 4) {
        throw code.unsupported("64-bit float atomic add on tgllp or __local memory");
      }
      floatAddLoop(i, slm, addr);
      return true;
    }
    String slot = payloadType(kind, bytes);
    Var first = null;
    Var second = null;
    switch (kind) {
      case INC, DEC -> {}
      case LOAD -> first = lsc ? null : code.widened(Constant.zero(data), slot);
      case COMPARE_EXCHANGE -> {
        Var replacement = code.widened(i.operand(1), slot);
        Var compared = code.widened(i.operand(2), slot);
        first = lsc ? compared : replacement;
        second = lsc ? replacement : compared;
      }
      default -> first = code.widened(i.operand(1), slot);
    }
    Var dst = i.hasResult() && !i.type().equals(Type.VOID) ? code.var(i) : null;
    messages(op, slm, bytes, slot, addr, dst, first, second);
    return true;
  }

  /** One atomic message per piece of channels (8 for svm_atomic, up to 16 otherwise). */
  void messages(
      AtomicOperation op,
      boolean slm,
      int bytes,
      String slot,
      Var addr,
      Var dst,
      Var first,
      Var second) {
    boolean lsc = code.target == Target.DG2;
    int pieceSize =
        !lsc && !slm ? Math.min(SVM_ATOMIC_CHANNELS, code.simd) : Math.min(16, code.simd);
    for (int c = 0; c < code.simd; c += pieceSize) {
      String exec = "(M" + (c / 4 + 1) + ", " + pieceSize + ")";
      if (lsc) {
        lscMessage(
            op,
            slm,
            bytes,
            slot,
            new Code.Lanes("M" + (c / 4 + 1), pieceSize, 0),
            c,
            addr,
            dst,
            first,
            second);
        continue;
      }
      String a = raw(addr, c, pieceSize, slm ? "ud" : "uq");
      String d = dst == null ? null : raw(dst, c, pieceSize, slot);
      String s0 = first == null ? null : raw(first, c, pieceSize, slot);
      String s1 = second == null ? null : raw(second, c, pieceSize, slot);
      code.line(legacyText(op, slm, exec, bytes, a, d, s0, s1));
    }
  }

  /** One LSC atomic on lanes {@code l} (channels from {@code c}), operands sized for GenX_IR. */
  private void lscMessage(
      AtomicOperation op,
      boolean slm,
      int bytes,
      String slot,
      Code.Lanes l,
      int c,
      Var addr,
      Var dst,
      Var first,
      Var second) {
    String a = payloads.source(l, code.vars.slice(addr, c, l.size()), slm ? "ud" : "uq");
    String s0 = first == null ? null : payloads.source(l, slice(first, c, l), slot);
    String s1 = second == null ? null : payloads.source(l, slice(second, c, l), slot);
    Var d = dst == null ? null : slice(dst, c, l);
    Var written = d == null ? null : payloads.destination(l, d, slot);
    code.line(
        lscText(op, slm, l.exec(), bytes, a, written == null ? null : written.raw(slot), s0, s1));
    if (d != null) {
      payloads.finish(l, d, written, slot);
    }
  }

  private Var slice(Var v, int c, Code.Lanes l) {
    return code.vars.slice(v, c, l.size());
  }

  /**
   * Float atomic add where the target has no float atomic (tgllp; SLM on dg2, whose LSC fadd is for
   * global memory only): read the old value (atomic or with 0), then per channel retry
   * compare-exchange(old, old + v) until the value it replaced is the old one it added to; channels
   * that succeed wait after the backward goto. The result is that old value.
   */
  private void floatAddLoop(Instr i, boolean slm, Var addr) {
    Var value = code.widened(i.operand(1), "f");
    Var old = code.vars.temp("ud", true);
    Var sum = code.vars.temp("ud", true);
    Var seen = code.vars.temp("ud", true);
    boolean lsc = code.target == Target.DG2;
    if (lsc) {
      messages(AtomicOperation.LOAD, slm, 4, "ud", addr, old, null, null);
    } else {
      Var zero = code.widened(Constant.zero(Type.I32), "ud");
      messages(AtomicOperation.OR, slm, 4, "ud", addr, old, zero, null);
    }
    String retry = code.freshLabel("fadd");
    String changed = code.vars.tempPredicate();
    code.label(retry);
    for (Code.Lanes l : code.lanes(true)) {
      code.op("add", l, sum.dst("f", l.half()), old.src("f", l.half()), value.src("f", l.half()));
    }
    messages(AtomicOperation.CMPXCHG, slm, 4, "ud", addr, seen, lsc ? old : sum, lsc ? sum : old);
    for (Code.Lanes l : code.lanes(true)) {
      code.op("cmp.ne", l, changed, seen.src("ud", l.half()), old.src("ud", l.half()));
      code.op("mov", l, old.dst("ud", l.half()), seen.src("ud", l.half()));
    }
    code.line("(" + changed + ") goto (M1, " + code.simd + ") " + retry);
    if (i.hasResult() && !i.type().equals(Type.VOID)) {
      Var dst = code.var(i);
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, dst.dst("ud", l.half()), old.src("ud", l.half()));
      }
    }
  }

  /** The type GenX_IR wants the data in: signed for signed min/max, float for float add. */
  private static String payloadType(AtomicKind kind, int bytes) {
    return switch (kind) {
      case SMIN, SMAX -> bytes == 8 ? "q" : "d";
      case FADD -> bytes == 8 ? "df" : "f";
      default -> Messages.slotType(bytes);
    };
  }

  private String raw(Var v, int first, int count, String type) {
    return code.vars.slice(v, first, count).raw(type);
  }

  private static String lscText(
      AtomicOperation op,
      boolean slm,
      String exec,
      int bytes,
      String a,
      String d,
      String s0,
      String s1) {
    return "lsc_atomic_"
        + op.lscText()
        + (slm ? ".slm " : ".ugm ")
        + exec
        + " "
        + (d == null ? "%null" : d)
        + ":"
        + (bytes == 8 ? "d64" : "d32")
        + " flat["
        + a
        + "]:"
        + (slm ? "a32" : "a64")
        + " "
        + orNull(s0, "")
        + " "
        + orNull(s1, "");
  }

  private static String legacyText(
      AtomicOperation op,
      boolean slm,
      String exec,
      int bytes,
      String a,
      String d,
      String s0,
      String s1) {
    String name = op.legacyText();
    if (slm) {
      return "dword_atomic."
          + name
          + " "
          + exec
          + " %slm "
          + a
          + ".0 "
          + orNull(s0, ".0")
          + " "
          + orNull(s1, ".0")
          + " "
          + orNull(d, ".0");
    }
    return "svm_atomic."
        + name
        + (bytes == 8 ? ".64 " : " ")
        + exec
        + " "
        + a
        + ".0 "
        + orNull(d, ".0")
        + " "
        + orNull(s0, ".0")
        + " "
        + orNull(s1, ".0");
  }

  private static String orNull(String name, String suffix) {
    return (name == null ? "%null" : name) + suffix;
  }

  private AtomicOperation operation(AtomicKind kind, boolean lsc) {
    return switch (kind) {
      case LOAD -> lsc ? AtomicOperation.LOAD : AtomicOperation.OR;
      case STORE, EXCHANGE -> AtomicOperation.XCHG;
      case COMPARE_EXCHANGE -> AtomicOperation.CMPXCHG;
      case IADD -> AtomicOperation.ADD;
      case ISUB -> AtomicOperation.SUB;
      case INC -> AtomicOperation.INC;
      case DEC -> AtomicOperation.DEC;
      case SMIN -> AtomicOperation.SMIN;
      case SMAX -> AtomicOperation.SMAX;
      case UMIN -> AtomicOperation.UMIN;
      case UMAX -> AtomicOperation.UMAX;
      case AND -> AtomicOperation.AND;
      case OR -> AtomicOperation.OR;
      case XOR -> AtomicOperation.XOR;
      case FADD -> AtomicOperation.FADD;
      default -> throw code.unsupported("atomic " + kind.name().toLowerCase(Locale.ROOT));
    };
  }
}
