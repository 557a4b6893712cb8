package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * 32-bit integer division and remainder for targets without an integer {@code div} (dg2), exact for
 * every dividend and every non-zero divisor. For unsigned n / d:
 *
 * <ol>
 *   <li>z = trunc(inv(float(d)) * (2^32 - 4096)): the scale is 2^-20 below 2^32, more than the
 *       rounding of float(d) and of the product (2^-24 each) plus {@code inv}'s error up to 7 ulp
 *       (2^-23 each), so z <= 2^32 / d;
 *   <li>one Newton-Raphson step in integers, z += mulh(z, -d * z), leaves 2^32 / d - z small enough
 *       that q = mulh(n, z) is the quotient or up to two less (checked against a model of this
 *       sequence with inv off by -12..+6 ulp, for edge and random dividends and divisors);
 *   <li>r = n - q * d, and twice: if r >= d then q += 1, r -= d.
 * </ol>
 *
 * Signed forms divide the magnitudes and give the quotient the sign of n xor d and the remainder
 * the sign of n (rounding toward zero, as OpenCL C). INT_MIN / -1 (undefined in OpenCL) gives
 * INT_MIN.
 */
final class IntegerDivision32 {
  /** 2^32 - 4096 as a float. */
  private static final long SCALE_BITS = 0x4f7ffff0L;

  private final Code code;

  IntegerDivision32(Code code) {
    this.code = code;
  }

  void emit(Instr i) {
    boolean signed = i.op() == Op.SDIV || i.op() == Op.SREM;
    boolean quotient = i.op() == Op.SDIV || i.op() == Op.UDIV;
    Var dst = code.var(i);
    Operand x = code.operand(i.operand(0));
    Operand y = code.operand(i.operand(1));
    boolean wide = dst.wide;
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      Operand n = signed ? magnitude(x, l, wide) : x;
      Operand d = signed ? magnitude(y, l, wide) : y;
      Var[] qr = unsigned(l, n, d, wide);
      Var result = quotient ? qr[0] : qr[1];
      if (!signed) {
        code.op("mov", l, dst.dst("ud", h), result.src("ud", h));
        continue;
      }
      String negative = code.vars.tempPredicate();
      if (quotient) {
        Var sign = code.vars.temp("d", wide);
        code.op("xor", l, sign.dst("d", h), x.src("d", h), y.src("d", h));
        code.op("cmp.lt", l, negative, sign.src("d", h), Code.imm(0, "d"));
      } else {
        code.op("cmp.lt", l, negative, x.src("d", h), Code.imm(0, "d"));
      }
      Var negated = code.vars.temp("d", wide);
      code.op("mov", l, negated.dst("d", h), "(-)" + result.src("d", h));
      select(negative, l, dst.dst("d", h), negated.src("d", h), result.src("d", h));
    }
  }

  /** |v| as an unsigned dword (|INT_MIN| is 2^31); an immediate folds. */
  private Operand magnitude(Operand v, Code.Lanes l, boolean wide) {
    if (v instanceof Operand.Imm imm) {
      return new Operand.Imm(Math.abs((long) (int) imm.bits()));
    }
    Var m = code.vars.temp("ud", wide);
    code.op("mov", l, m.dst("d", l.half()), "(abs)" + v.src("d", l.half()));
    return m;
  }

  /** {q = n / d, r = n % d}, unsigned, on lanes {@code l}; every step writes a fresh variable. */
  private Var[] unsigned(Code.Lanes l, Operand n, Operand d, boolean wide) {
    int h = l.half();
    Var fd = code.vars.temp("f", wide);
    Var inverse = code.vars.temp("f", wide);
    Var scaled = code.vars.temp("f", wide);
    Var z0 = code.vars.temp("ud", wide);
    Var negD = code.vars.temp("d", wide);
    Var e = code.vars.temp("ud", wide);
    Var ez = code.vars.temp("ud", wide);
    Var z = code.vars.temp("ud", wide);
    Var q = code.vars.temp("ud", wide);
    Var qd = code.vars.temp("ud", wide);
    Var r = code.vars.temp("ud", wide);
    code.op("mov", l, fd.dst("f", h), d.src("ud", h));
    code.op("inv", l, inverse.dst("f", h), fd.src("f", h));
    code.op("mul", l, scaled.dst("f", h), inverse.src("f", h), Code.imm(SCALE_BITS, "f"));
    code.op("mov", l, z0.dst("ud", h), scaled.src("f", h));
    code.op("mov", l, negD.dst("d", h), negated(d, h));
    code.op("mul", l, e.dst("ud", h), negD.src("ud", h), z0.src("ud", h));
    code.op("mulh", l, ez.dst("ud", h), z0.src("ud", h), e.src("ud", h));
    code.op("add", l, z.dst("ud", h), z0.src("ud", h), ez.src("ud", h));
    code.op("mulh", l, q.dst("ud", h), n.src("ud", h), z.src("ud", h));
    code.op("mul", l, qd.dst("ud", h), q.src("ud", h), d.src("ud", h));
    code.op("add", l, r.dst("d", h), n.src("d", h), "(-)" + qd.src("d", h));
    for (int step = 0; step < 2; step++) {
      String ge = code.vars.tempPredicate();
      Var q1 = code.vars.temp("ud", wide);
      Var r1 = code.vars.temp("ud", wide);
      Var nextQ = code.vars.temp("ud", wide);
      Var nextR = code.vars.temp("ud", wide);
      code.op("cmp.ge", l, ge, r.src("ud", h), d.src("ud", h));
      code.op("add", l, q1.dst("ud", h), q.src("ud", h), Code.imm(1, "ud"));
      code.op("add", l, r1.dst("d", h), r.src("d", h), negD.src("d", h));
      select(ge, l, nextQ.dst("ud", h), q1.src("ud", h), q.src("ud", h));
      select(ge, l, nextR.dst("ud", h), r1.src("ud", h), r.src("ud", h));
      q = nextQ;
      r = nextR;
    }
    return new Var[] {q, r};
  }

  private static String negated(Operand d, int h) {
    if (d instanceof Operand.Imm imm) {
      return new Operand.Imm(-imm.bits()).src("d", h);
    }
    return "(-)" + d.src("d", h);
  }

  private void select(String p, Code.Lanes l, String dst, String ifTrue, String ifFalse) {
    code.sel(l, p, dst, ifTrue, ifFalse);
  }
}
