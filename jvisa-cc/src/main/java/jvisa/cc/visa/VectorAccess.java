package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * A 4-dword vector load or store that {@link Scalarize} split into component accesses ({@code gep
 * p, 0, k} then the access, k = 0..3, in a row) as one message on tgllp. A load's components name
 * parts of its payload: uniform, one oword block read ({@code svm_block_ld} at a 64-bit address,
 * {@code oword_ld} of SLM: a vector is oword-aligned); per channel at SIMD 8/16 one {@code
 * svm_gather4scaled.RGBA} or SLM {@code gather4_scaled.RGBA} (component k in rows k * SIMD on). A
 * store per channel is the matching scatter.
 */
final class VectorAccess {
  private static final int COMPONENTS = 4;

  private final Code code;

  /** Component {@code k} of a vector load's {@code payload}. */
  private record Part(Var payload, int k) {}

  private final IdentityHashMap<Var, Part> parts = new IdentityHashMap<>();

  VectorAccess(Code code) {
    this.code = code;
  }

  /**
   * Emits the vector load starting at component load {@code first} when it is one; adds the other
   * components' geps and loads to {@code covered}, which selection then skips.
   */
  boolean emit(Instr first, boolean slm, Set<Instr> covered) {
    if (code.target != Target.TGLLP) {
      return false;
    }
    List<Instr> loads = components(first);
    if (loads == null) {
      return false;
    }
    Value base = ((Instr) first.operand(0)).operand(0);
    boolean wide = code.isWide(first);
    if (wide && code.simd > 16) {
      return false;
    }
    Var payload;
    if (wide) {
      payload = code.vars.temp("ud", COMPONENTS * code.simd);
      Var address = code.widened(base, slm ? "ud" : "uq");
      Code.Lanes l = code.lanes(true).get(0);
      code.line(
          (slm ? "gather4_scaled.RGBA " : "svm_gather4scaled.RGBA ")
              + l.exec()
              + (slm ? " %slm 0x0:ud " : " 0x0:uq ")
              + address.raw(slm ? "ud" : "uq")
              + ".0 "
              + payload.raw("ud")
              + ".0");
    } else {
      Operand address = code.operand(base);
      if (!slm && !(address instanceof Var v && !v.wide)) {
        return false;
      }
      payload = code.vars.temp("ud", COMPONENTS);
      if (slm) {
        Var owords = code.vars.temp("ud", false);
        Code.Lanes one = new Code.Lanes("M1_NM", 1, 0);
        code.op("shr", one, owords.dst("ud", 0), address.src("ud", 0), "0x4:ud");
        code.line("oword_ld (1) %slm " + owords.src("ud", 0) + " " + payload.raw("ud") + ".0");
      } else {
        code.line("svm_block_ld (1) " + address.src("uq", 0) + " " + payload.raw("ud") + ".0");
      }
    }
    int bytes = wide ? code.simd * 4 : 4;
    for (int k = 0; k < COMPONENTS; k++) {
      Instr load = loads.get(k);
      String type = VisaTypes.unsigned(load.type());
      Var part = code.vars.part(payload, type, k * bytes, wide ? code.simd : 1, wide);
      if (code.vars.has(load)) {
        Var dst = code.var(load);
        for (Code.Lanes l : code.lanesOf(load)) {
          code.op("mov", l, dst.dst(type, l.half()), part.src(type, l.half()));
        }
      } else {
        code.vars.bind(load, part);
        parts.put(part, new Part(payload, k));
      }
      if (k > 0) {
        covered.add(load);
        covered.add((Instr) load.operand(0));
      }
    }
    return true;
  }

  /**
   * Emits the vector store starting at component store {@code first} (per channel, SIMD 8/16) when
   * it is one: {@code svm_scatter4scaled.RGBA} or SLM {@code scatter4_scaled.RGBA} of a payload the
   * components are copied into, or of a vector load's payload when they are its components in
   * order. Adds the other components' geps and stores to {@code covered}.
   */
  boolean emitStore(Instr first, boolean slm, Set<Instr> covered) {
    if (code.target != Target.TGLLP || code.simd > 16) {
      return false;
    }
    List<Instr> stores = components(first);
    if (stores == null) {
      return false;
    }
    List<Value> values = stores.stream().map(s -> s.operand(1)).toList();
    Var payload = loadedInOrder(values);
    if (payload == null) {
      payload = code.vars.temp("ud", COMPONENTS * code.simd);
      Code.Lanes l = code.lanes(true).get(0);
      for (int k = 0; k < COMPONENTS; k++) {
        Var part = code.vars.part(payload, "ud", k * code.simd * 4, code.simd, true);
        code.op("mov", l, part.dst("ud", 0), code.src(values.get(k), "ud", 0));
      }
    }
    Value base = ((Instr) first.operand(0)).operand(0);
    Var address = code.widened(base, slm ? "ud" : "uq");
    Code.Lanes l = code.lanes(true).get(0);
    code.line(
        (slm ? "scatter4_scaled.RGBA " : "svm_scatter4scaled.RGBA ")
            + l.exec()
            + (slm ? " %slm 0x0:ud " : " 0x0:uq ")
            + address.raw(slm ? "ud" : "uq")
            + ".0 "
            + payload.raw("ud")
            + ".0");
    for (int k = 1; k < COMPONENTS; k++) {
      covered.add(stores.get(k));
      covered.add((Instr) stores.get(k).operand(0));
    }
    return true;
  }

  /** The payload of a vector load whose components {@code values} are, in order, or null. */
  private Var loadedInOrder(List<Value> values) {
    Var payload = null;
    for (int k = 0; k < COMPONENTS; k++) {
      Part p =
          code.isWide(values.get(k)) && code.operand(values.get(k)) instanceof Var v
              ? parts.get(v)
              : null;
      if (p == null || p.k() != k || (payload != null && p.payload() != payload)) {
        return null;
      }
      payload = p.payload();
    }
    return payload;
  }

  /** The 4 component loads or stores from {@code first} on, or null when they are not a run. */
  private List<Instr> components(Instr first) {
    if (!(first.operand(0) instanceof Instr gep) || component(gep) != 0) {
      return null;
    }
    Value base = gep.operand(0);
    List<Instr> block = first.block().instructions();
    int at = block.indexOf(first);
    if (at < 0 || at + 2 * (COMPONENTS - 1) >= block.size()) {
      return null;
    }
    List<Instr> loads = new ArrayList<>(List.of(first));
    for (int k = 1; k < COMPONENTS; k++) {
      Instr g = block.get(at + 2 * k - 1);
      Instr load = block.get(at + 2 * k);
      if (g.op() != Op.GEP
          || component(g) != k
          || g.operand(0) != base
          || load.op() != first.op()
          || load.operand(0) != g
          || !accessed(load).equals(accessed(first))
          || code.isWide(load) != code.isWide(first)) {
        return null;
      }
      loads.add(load);
    }
    return loads;
  }

  /** The type a load or store moves. */
  private static Type accessed(Instr i) {
    return i.op() == Op.LOAD ? i.type() : i.operand(1).type();
  }

  /** Which component of a 4-dword vector a Scalarize gep addresses, or -1. */
  private static int component(Instr gep) {
    if (gep.op() != Op.GEP
        || !(gep.attribute() instanceof Type.Vector v)
        || v.count() != COMPONENTS
        || v.element().size() != 4
        || gep.operands().size() != 3
        || !(gep.operand(1) instanceof Constant zero)
        || zero.bits() != 0
        || !(gep.operand(2) instanceof Constant k)) {
      return -1;
    }
    return (int) k.bits();
  }
}
