package jvisa.cc.visa;

import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/** GEP as 64-bit adds: constant indices folded into one offset, the others scaled by shl/mul. */
final class AddressArithmetic {
  private final Code code;

  AddressArithmetic(Code code) {
    this.code = code;
  }

  void gep(Instr i) {
    Type element = i.allocatedType();
    long offset = 0;
    Var dst = code.var(i);
    boolean started = false;
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
        continue;
      }
      Var term = scaled(index, scale, code.isWide(index));
      for (Code.Lanes l : code.lanesOf(i)) {
        code.op(
            "add",
            l,
            dst.dst("q", l.half()),
            (started ? dst : code.operand(i.operand(0))).src("q", l.half()),
            term.src("q", l.half()));
      }
      started = true;
    }
    if (!started || offset != 0) {
      for (Code.Lanes l : code.lanesOf(i)) {
        code.op(
            "add",
            l,
            dst.dst("q", l.half()),
            (started ? dst : code.operand(i.operand(0))).src("q", l.half()),
            new Operand.Imm(offset).src("q", 0));
      }
    }
  }

  private static long signExtend(Constant c) {
    int bits = c.type() instanceof Type.Int t ? t.bits() : 64;
    return bits == 64 ? c.bits() : (c.bits() << (64 - bits)) >> (64 - bits);
  }

  /** {@code index * scale} as a 64-bit value (the index sign-extended). */
  private Var scaled(Value index, long scale, boolean wide) {
    Var t = code.vars.temp("q", wide);
    String from = VisaTypes.signed(index.type());
    for (Code.Lanes l : code.lanes(wide)) {
      if (scale == 1) {
        code.op("mov", l, t.dst("q", l.half()), code.src(index, from, l.half()));
      } else if (Long.bitCount(scale) == 1) {
        if (!from.equals("q")) {
          code.op("mov", l, t.dst("q", l.half()), code.src(index, from, l.half()));
        }
        code.op(
            "shl",
            l,
            t.dst("q", l.half()),
            (from.equals("q") ? code.operand(index) : t).src("q", l.half()),
            new Operand.Imm(Long.numberOfTrailingZeros(scale)).src("q", 0));
      } else {
        code.op("mov", l, t.dst("q", l.half()), code.src(index, from, l.half()));
        new Multiply64(code).multiply(t, t, new Operand.Imm(scale), l);
      }
    }
    return t;
  }
}
