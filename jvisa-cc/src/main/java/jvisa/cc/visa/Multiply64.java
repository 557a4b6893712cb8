package jvisa.cc.visa;

/**
 * 64-bit multiplication, which vISA's {@code mul} lacks: with a = ah:al and b = bh:bl (dwords), the
 * low 64 bits of a * b are {@code mulh(al, bl) + al * bh + ah * bl} over {@code al * bl}.
 */
final class Multiply64 {
  private final Code code;

  Multiply64(Code code) {
    this.code = code;
  }

  /**
   * dst = a * b (mod 2^64) on the given lanes; dst a wide or scalar variable of 64-bit type. A
   * constant factor that is a power of two is a shift, one whose high dword is zero needs no cross
   * product with it, and a destination that is neither factor takes the partial products directly.
   */
  void multiply(Var dst, Operand a, Operand b, Code.Lanes l) {
    if (a instanceof Operand.Imm && !(b instanceof Operand.Imm)) {
      multiply(dst, b, a, l);
      return;
    }
    int h = l.half();
    if (b instanceof Operand.Imm imm && Long.bitCount(imm.bits()) == 1) {
      String shift = new Operand.Imm(Long.numberOfTrailingZeros(imm.bits())).src("uq", 0);
      code.op("shl", l, dst.dst("uq", h), a.src("uq", h), shift);
      return;
    }
    boolean direct = dst != a && dst != b;
    Var low = direct ? null : code.vars.temp("ud", dst.wide);
    Var high = direct ? null : code.vars.temp("ud", dst.wide);
    String lowDst = direct ? partDst(dst, 0, h) : low.dst("ud", h);
    String highDst = direct ? partDst(dst, 1, h) : high.dst("ud", h);
    String highSrc = direct ? part(dst, 1, h) : high.src("ud", h);
    code.op("mul", l, lowDst, part(a, 0, h), part(b, 0, h));
    code.op("mulh", l, highDst, part(a, 0, h), part(b, 0, h));
    Var cross = code.vars.temp("ud", dst.wide);
    if (!(b instanceof Operand.Imm imm && imm.bits() >>> 32 == 0)) {
      code.op("mul", l, cross.dst("ud", h), part(a, 0, h), part(b, 1, h));
      code.op("add", l, highDst, highSrc, cross.src("ud", h));
    }
    if (!(a instanceof Operand.Imm imm && imm.bits() >>> 32 == 0)) {
      code.op("mul", l, cross.dst("ud", h), part(a, 1, h), part(b, 0, h));
      code.op("add", l, highDst, highSrc, cross.src("ud", h));
    }
    if (!direct) {
      code.op("mov", l, partDst(dst, 0, h), low.src("ud", h));
      code.op("mov", l, partDst(dst, 1, h), highSrc);
    }
  }

  /** Dword {@code part} (0 low, 1 high) of each 64-bit element of {@code o}. */
  static String part(Operand o, int part, int half) {
    if (o instanceof Operand.Imm imm) {
      return new Operand.Imm(part == 0 ? imm.bits() & 0xffffffffL : imm.bits() >>> 32).src("ud", 0);
    }
    Var v = (Var) o;
    return at(v, part, half) + (v.wide ? "<2;1,0>" : "<0;1,0>");
  }

  static String partDst(Var v, int part, int half) {
    return at(v, part, half) + "<2>";
  }

  private static String at(Var v, int part, int half) {
    int bytes = (v.wide ? half * 16 * 8 : 0) + 4 * part;
    return v.raw("ud") + "(" + bytes / 32 + "," + (bytes % 32) / 4 + ")";
  }
}
