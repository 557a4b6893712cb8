package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * GEP as adds in the pointer's width (64-bit addresses, 32-bit SLM offsets): constant indices and a
 * constant base (a {@code __local} variable's offset) folded into one offset, the other indices
 * scaled by shl/mul. A scaled index is computed once per block (later GEPs of the block reuse it),
 * and a {@code __local} address that is all constant is an immediate, not a variable.
 */
final class AddressArithmetic {
  private final Code code;
  private final List<Operand> reusableTerms = new ArrayList<>();
  private final Map<ScaledIndex, Var> scaledInBlock = new HashMap<>();
  private Block block;

  /** An index times a scale in an address type. */
  private record ScaledIndex(Value index, long scale, String type) {}

  AddressArithmetic(Code code) {
    this.code = code;
  }

  void gep(Instr i) {
    if (i.block() != block) {
      block = i.block();
      scaledInBlock.clear();
    }
    reusableTerms.clear();
    String t = VisaTypes.signed(i.type());
    Type element = i.allocatedType();
    long offset = 0;
    List<Operand> terms = new ArrayList<>();
    Operand base = code.operand(i.operand(0));
    if (base instanceof Operand.Imm imm) {
      offset += imm.bits();
    } else {
      terms.add(base);
      if (!(i.operand(0) instanceof Instr def && def.op() == Op.PHI)) {
        reusableTerms.add(base);
      }
    }
    Type current = element;
    for (int k = 1; k < i.operands().size(); k++) {
      Value index = i.operand(k);
      long scale;
      if (k == 1) {
        scale = element.size();
      } else if (current instanceof Type.Struct s) {
        if (!(index instanceof Constant c)) {
          throw code.unsupported("structure member chosen at run time");
        }
        offset += s.offset((int) c.bits());
        current = s.members().get((int) c.bits());
        continue;
      } else if (current instanceof Type.Array a) {
        current = a.element();
        scale = current.size();
      } else if (current instanceof Type.Vector v) {
        current = v.element();
        scale = current.size();
      } else {
        throw code.unsupported("address step into " + current);
      }
      if (index instanceof Constant c) {
        offset += signExtend(c) * scale;
      } else {
        Var term = scaledInBlock.get(new ScaledIndex(index, scale, t));
        if (term == null) {
          term = scaled(index, scale, t);
          scaledInBlock.put(new ScaledIndex(index, scale, t), term);
        }
        reusableTerms.add(term);
        terms.add(term);
      }
    }
    if (terms.isEmpty()
        && i.type() instanceof Type.Pointer p
        && p.space() == AddressSpace.LOCAL
        && !code.vars.has(i)) {
      code.bindConstantAddress(i, offset);
      return;
    }
    sum(i, t, terms, new Operand.Imm(offset));
  }

  /**
   * dst = terms[0] + terms[1] + ... + offset, in as few adds as it takes; a lone term with no
   * offset is the result itself when it is a fresh scaled index of the same kind (no copy).
   */
  private void sum(Instr i, String t, List<Operand> terms, Operand.Imm offset) {
    if (terms.size() == 1
        && offset.bits() == 0
        && reusableTerms.contains(terms.get(0))
        && ((Var) terms.get(0)).wide == code.isWide(i)
        && !code.vars.has(i)) {
      code.vars.bind(i, (Var) terms.get(0));
      return;
    }
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      String d = dst.dst(t, l.half());
      if (terms.isEmpty()) {
        code.op("mov", l, d, offset.src(t, 0));
        continue;
      }
      if (terms.size() == 1 && offset.bits() == 0) {
        code.op("mov", l, d, terms.get(0).src(t, l.half()));
        continue;
      }
      if (terms.size() == 1) {
        code.op("add", l, d, terms.get(0).src(t, l.half()), offset.src(t, 0));
        continue;
      }
      code.op("add", l, d, terms.get(0).src(t, l.half()), terms.get(1).src(t, l.half()));
      for (int k = 2; k < terms.size(); k++) {
        code.op("add", l, d, dst.src(t, l.half()), terms.get(k).src(t, l.half()));
      }
      if (offset.bits() != 0) {
        code.op("add", l, d, dst.src(t, l.half()), offset.src(t, 0));
      }
    }
  }

  private static long signExtend(Constant c) {
    int bits = c.type() instanceof Type.Int t ? t.bits() : 64;
    return bits == 64 ? c.bits() : (c.bits() << (64 - bits)) >> (64 - bits);
  }

  /**
   * The extensions of {@code f} that only 32-bit address arithmetic reads, as GEP indices: GEP
   * reads the extended value instead ({@link #scaled}), so they need no code.
   */
  static Set<Instr> extensionsReadThrough(Function f) {
    IdentityHashMap<Instr, Boolean> onlyIndices = new IdentityHashMap<>();
    for (Instr i : f.instructions()) {
      for (int k = 0; k < i.operands().size(); k++) {
        if (i.operand(k) instanceof Instr x && extendsDword(x)) {
          boolean index =
              i.op() == Op.GEP && k >= 1 && VisaTypes.bytes(VisaTypes.signed(i.type())) == 4;
          onlyIndices.merge(x, index, Boolean::logicalAnd);
        }
      }
    }
    Set<Instr> unused = Collections.newSetFromMap(new IdentityHashMap<>());
    onlyIndices.forEach(
        (x, only) -> {
          if (only) {
            unused.add(x);
          }
        });
    return unused;
  }

  /** A sign or zero extension of a 32-bit value: its low 32 bits are the value itself. */
  private static boolean extendsDword(Instr x) {
    return (x.op() == Op.SEXT || x.op() == Op.ZEXT) && x.operand(0).type().size() == 4;
  }

  /**
   * {@code index * scale} in the address type {@code t}; an index of another width is converted by
   * a mov first (sign-extended or truncated), never read through a narrower view.
   */
  private Var scaled(Value indexValue, long scale, String t) {
    Value index =
        VisaTypes.bytes(t) == 4 && indexValue instanceof Instr x && extendsDword(x)
            ? x.operand(0)
            : indexValue;
    boolean wide = code.isWide(index);
    Var r = code.vars.temp(t, wide);
    String from = VisaTypes.signed(index.type());
    boolean convert = VisaTypes.bytes(from) != VisaTypes.bytes(t);
    for (Code.Lanes l : code.lanes(wide)) {
      String d = r.dst(t, l.half());
      String src = code.src(index, convert ? from : t, l.half());
      if (scale == 1) {
        code.op("mov", l, d, src);
        continue;
      }
      if (convert) {
        code.op("mov", l, d, src);
        src = r.src(t, l.half());
      }
      if (Long.bitCount(scale) == 1) {
        code.op("shl", l, d, src, new Operand.Imm(Long.numberOfTrailingZeros(scale)).src(t, 0));
      } else if (VisaTypes.bytes(t) == 8) {
        Operand factor = convert ? r : code.operand(index);
        new Multiply64(code).multiply(r, factor, new Operand.Imm(scale), l);
      } else {
        code.op("mul", l, d, src, new Operand.Imm(scale).src(t, 0));
      }
    }
    return r;
  }
}
