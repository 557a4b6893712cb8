package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;

/**
 * bitselect(a, b, c) = (a & ~c) | (b & c) on the bits of any scalar type: integers of every width,
 * half, float and double alike.
 */
final class BitSelect {
  private final Code code;

  BitSelect(Code code) {
    this.code = code;
  }

  static boolean handles(MathFn fn) {
    return fn == MathFn.BITSELECT;
  }

  void emit(Instr i) {
    String t =
        switch ((int) i.type().size()) {
          case 1 -> "ub";
          case 2 -> "uw";
          case 4 -> "ud";
          default -> "uq";
        };
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      String a = code.src(i.operand(0), t, h);
      String b = code.src(i.operand(1), t, h);
      String c = code.src(i.operand(2), t, h);
      Var chosen = code.vars.temp(t, dst.wide);
      Var kept = code.vars.temp(t, dst.wide);
      code.op("and", l, chosen.dst(t, h), b, c);
      code.op("not", l, kept.dst(t, h), c);
      code.op("and", l, kept.dst(t, h), kept.src(t, h), a);
      code.op("or", l, dst.dst(t, h), kept.src(t, h), chosen.src(t, h));
    }
  }
}
