package jvisa.cc.visa;

import java.math.BigInteger;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Rounding;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Conversions as {@code mov} between typed views: integer widths, int/float (float to int rounds
 * toward zero unless a rounding mode asks otherwise, through rnde/rndu/rndd first), saturation as
 * {@code .sat}, bit casts as raw copies; booleans through sel and cmp.
 */
final class Conversions {
  private final Code code;
  private final GenericCasts genericCasts;

  Conversions(Code code) {
    this.code = code;
    this.genericCasts = new GenericCasts(code);
  }

  boolean select(Instr i) {
    if (!i.op().isConversion()) {
      return false;
    }
    Value a = i.operand(0);
    if (!i.type().isScalar() || !a.type().isScalar()) {
      throw code.unsupported("vector conversion");
    }
    if (VarTable.isBoolean(a)) {
      fromBoolean(i, a);
      return true;
    }
    if (VarTable.isBoolean(i)) {
      toBoolean(i, a);
      return true;
    }
    if (genericCasts.select(i)) {
      return true;
    }
    if (reinterprets(i, a)) {
      code.vars.bind(i, (Var) code.operand(a));
      return true;
    }
    if (Int64FloatConversions.handles(i)) {
      new Int64FloatConversions(code).emit(i);
      return true;
    }
    long rounding = i.literals().length > 0 ? i.literal(0) : -1;
    long saturate = i.literals().length > 1 ? i.literal(1) : 0;
    Op op = i.op();
    String from;
    String to;
    switch (op) {
      case TRUNC -> {
        from = VisaTypes.of(a.type(), saturate == 1);
        to = VisaTypes.of(i.type(), saturate == 1);
      }
      case SEXT, SITOFP, FPTOSI, SAT_STOU -> {
        from = VisaTypes.signed(a.type());
        // A saturating sign extension (convert_int_sat of a char) must not clamp negatives to 0.
        to = VisaTypes.of(i.type(), op == Op.FPTOSI || op == Op.SEXT && saturate == 1);
      }
      case SAT_UTOS -> {
        from = VisaTypes.unsigned(a.type());
        to = VisaTypes.signed(i.type());
      }
      case BITCAST, PTRTOINT, INTTOPTR, PTRCAST -> {
        from = bits(a.type());
        to = bits(i.type());
      }
      default -> {
        from = VisaTypes.unsigned(a.type());
        to = VisaTypes.unsigned(i.type());
      }
    }
    boolean sat =
        saturate != 0
            || op == Op.SAT_STOU
            || op == Op.SAT_UTOS
            || ((op == Op.FPTOSI || op == Op.FPTOUI) && saturate != 0);
    boolean toFloat = op == Op.SITOFP || op == Op.UITOFP || op == Op.FPTRUNC;
    int modeBits = toFloat ? roundingBits(Rounding.of(rounding)) : 0;
    if (modeBits != 0) {
      flipRounding(modeBits);
    }
    Var dst = code.var(i);
    boolean toInt = op == Op.FPTOSI || op == Op.FPTOUI;
    Rounding mode = Rounding.of(rounding);
    if (toInt && rounding >= 0 && mode != Rounding.RTZ) {
      Var rounded = code.vars.temp(from, code.isWide(i));
      String opcode =
          switch (mode) {
            case RTE -> "rnde";
            case RTP -> "rndu";
            default -> "rndd";
          };
      for (Code.Lanes l : code.lanesOf(i)) {
        code.op(opcode, l, rounded.dst(from, l.half()), code.src(a, from, l.half()));
      }
      for (Code.Lanes l : code.lanesOf(i)) {
        code.op(sat ? "mov.sat" : "mov", l, dst.dst(to, l.half()), rounded.src(from, l.half()));
      }
    } else if (sat && !toInt && (VisaTypes.bytes(from) == 8 || VisaTypes.bytes(to) == 8)) {
      clampThenMove(i, a, dst, from, to);
    } else {
      for (Code.Lanes l : code.lanesOf(i)) {
        code.op(sat ? "mov.sat" : "mov", l, dst.dst(to, l.half()), code.src(a, from, l.half()));
      }
    }
    if (modeBits != 0) {
      flipRounding(modeBits);
    }
    return true;
  }

  /**
   * A cast that keeps the bits and the width (bitcast, pointer casts) names its operand's variable
   * instead of copying it: the operand is an SSA value written once. Not a phi's operand, whose
   * variable phi copies overwrite, nor a result that already has a variable (a coalesced one).
   */
  private boolean reinterprets(Instr i, Value a) {
    Op op = i.op();
    return (op == Op.BITCAST || op == Op.PTRTOINT || op == Op.INTTOPTR || op == Op.PTRCAST)
        && !(a instanceof Instr def && def.op() == Op.PHI)
        && VisaTypes.bytes(bits(a.type())) == VisaTypes.bytes(bits(i.type()))
        && code.isWide(a) == code.isWide(i)
        && !code.vars.has(i)
        && code.operand(a) instanceof Var;
  }

  /**
   * The bits of {@code %cr0}'s rounding-mode field (5:4, 0 = to nearest even, the kernel's default)
   * that select {@code mode}.
   */
  private static int roundingBits(Rounding mode) {
    return switch (mode) {
      case RTP -> 0x10;
      case RTN -> 0x20;
      case RTZ -> 0x30;
      default -> 0;
    };
  }

  /** Switches the rounding mode away from to-nearest-even and back, as IGC does. */
  private void flipRounding(int bits) {
    code.op(
        "xor",
        new Code.Lanes("M1_NM", 1, 0),
        "%cr0(0,0)<1>",
        "%cr0(0,0)<0;1,0>",
        new Operand.Imm(bits).src("ud", 0));
  }

  /**
   * A saturating integer conversion from or to 64 bits, which GenX_IR cannot saturate: the source
   * is clamped to the destination's range (where that range is narrower) in the source type, then
   * moved.
   */
  private void clampThenMove(Instr i, Value a, Var dst, String from, String to) {
    int fromBits = 8 * VisaTypes.bytes(from);
    int toBits = 8 * VisaTypes.bytes(to);
    boolean fromSigned = !from.startsWith("u");
    boolean toSigned = !to.startsWith("u");
    BigInteger two = BigInteger.TWO;
    BigInteger fromMin = fromSigned ? two.pow(fromBits - 1).negate() : BigInteger.ZERO;
    BigInteger fromMax =
        (fromSigned ? two.pow(fromBits - 1) : two.pow(fromBits)).subtract(BigInteger.ONE);
    BigInteger toMin = toSigned ? two.pow(toBits - 1).negate() : BigInteger.ZERO;
    BigInteger toMax = (toSigned ? two.pow(toBits - 1) : two.pow(toBits)).subtract(BigInteger.ONE);
    Var t = code.vars.temp(from, code.isWide(i));
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      code.op("mov", l, t.dst(from, h), code.src(a, from, h));
      if (toMin.compareTo(fromMin) > 0) {
        code.op(
            "max",
            l,
            t.dst(from, h),
            t.src(from, h),
            new Operand.Imm(toMin.longValue()).src(from, 0));
      }
      if (toMax.compareTo(fromMax) < 0) {
        code.op(
            "min",
            l,
            t.dst(from, h),
            t.src(from, h),
            new Operand.Imm(toMax.longValue()).src(from, 0));
      }
      code.op("mov", l, dst.dst(to, h), t.src(from, h));
    }
  }

  private void fromBoolean(Instr i, Value a) {
    String p = code.predicate(a);
    String t = VisaTypes.unsigned(i.type());
    long one = i.op() == Op.SEXT ? -1L : 1L;
    if (!(i.type() instanceof Type.Int)) {
      throw code.unsupported("boolean to " + i.type());
    }
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      code.sel(
          l, p, dst.dst(t, l.half()), new Operand.Imm(one).src(t, 0), new Operand.Imm(0).src(t, 0));
    }
  }

  private void toBoolean(Instr i, Value a) {
    if (i.op() != Op.TRUNC || !(a.type() instanceof Type.Int)) {
      throw code.unsupported("conversion to boolean");
    }
    String t = VisaTypes.unsigned(a.type());
    Var low = code.vars.temp(t, code.isWide(i));
    String p = code.vars.predicate(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      code.op(
          "and", l, low.dst(t, l.half()), code.src(a, t, l.half()), new Operand.Imm(1).src(t, 0));
    }
    for (Code.Lanes l : code.predicateLanes(i)) {
      code.op("cmp.ne", l, p, low.src(t, l.half()), new Operand.Imm(0).src(t, 0));
    }
  }

  /** The unsigned integer type holding a value's bits (pointers as their own width). */
  private static String bits(Type t) {
    return t instanceof Type.Pointer
        ? VisaTypes.unsigned(t)
        : VisaTypes.integer((int) t.size(), false);
  }
}
