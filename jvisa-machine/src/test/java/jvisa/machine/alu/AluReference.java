package jvisa.machine.alu;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;

/**
 * Test oracle for one channel of an ALU instruction, written from the spec pages and independent
 * of the machine's alu package: integers are exact BigIntegers, float results exact BigDecimals
 * rounded by {@link Ref} (round to nearest even, denormals kept: the mode IGC kernels set). The
 * math-unit functions the hardware only approximates (rsqrt, exp, log, sin, cos, pow) are taken as
 * their double value rounded once, the machine's documented choice. Results are destination bits.
 */
public final class AluReference {
  private static final BigInteger TWO_32 = BigInteger.ONE.shiftLeft(32);

  private AluReference() {}

  /** The destination bits of one channel ({@code cmp}: 1 or 0, the predicate bit). */
  public static long expected(Opcode op, String suffix, Type dst, List<Type> types, boolean sat, long[] raw) {
    boolean anyFloat = types.stream().anyMatch(Type::isFloat);
    return switch (op) {
      case MOV -> convert(raw[0], types.get(0), dst, sat);
      case SEL -> throw new IllegalArgumentException("sel takes the predicate: use select");
      case CMP -> compare(suffix, types, raw) ? 1 : 0;
      default -> anyFloat ? floatOp(op, dst, types, sat, raw) : intOp(op, suffix, dst, types, sat, raw);
    };
  }

  /** {@code sel}: the chosen source converted as {@code mov} converts. */
  public static long select(boolean first, Type dst, List<Type> types, boolean sat, long[] raw) {
    int k = first ? 0 : 1;
    return convert(raw[k], types.get(k), dst, sat);
  }

  // ---- values ----

  static BigInteger intValue(long raw, Type t) {
    int bits = 8 * t.size();
    BigInteger u = BigInteger.valueOf(raw).and(mask(bits));
    return t.isSigned() && u.testBit(bits - 1) ? u.subtract(BigInteger.ONE.shiftLeft(bits)) : u;
  }

  static double floatValue(long raw, Type t) {
    return switch (t) {
      case F -> Float.intBitsToFloat((int) raw);
      case DF -> Double.longBitsToDouble(raw);
      case HF -> half((int) raw & 0xffff);
      default -> throw new IllegalArgumentException(t.text());
    };
  }

  private static double half(int bits) {
    int e = bits >> 10 & 0x1f;
    int m = bits & 0x3ff;
    double mag = e == 0x1f ? (m == 0 ? Double.POSITIVE_INFINITY : Double.NaN)
        : e == 0 ? m * 0x1p-24 : (1024 + m) * Math.pow(2, e - 25);
    return (bits & 0x8000) != 0 ? -mag : mag;
  }

  /** An operand's value as a double: exact for floats and narrow integers, nearest for 64-bit ones. */
  static double asDouble(long raw, Type t) {
    return t.isFloat() ? floatValue(raw, t) : new BigDecimal(intValue(raw, t)).doubleValue();
  }

  private static BigInteger mask(int bits) {
    return BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
  }

  // ---- results to destination bits ----

  static long intResult(BigInteger v, Type dst, boolean sat) {
    int bits = 8 * dst.size();
    if (sat) {
      BigInteger lo = dst.isSigned() ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
      BigInteger hi = dst.isSigned() ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE) : mask(bits);
      v = v.max(lo).min(hi);
    }
    return v.and(mask(bits)).longValue();
  }

  /** A value (exact, or a special double) rounded to float type t. */
  static double roundTo(BigDecimal exact, double special, Type t) {
    if (exact.signum() == 0) {
      return special;
    }
    return Ref.round(exact, grid(t), jvisa.machine.alu.RoundingMode.RNE);
  }

  private static Ref.Grid grid(Type t) {
    return switch (t) {
      case F -> Ref.SINGLE;
      case HF -> Ref.HALF;
      case DF -> Ref.DOUBLE;
      default -> throw new IllegalArgumentException(t.text());
    };
  }

  static long floatBits(double v, Type t) {
    return switch (t) {
      case F -> Float.floatToRawIntBits((float) v) & 0xffffffffL;
      case DF -> Double.doubleToRawLongBits(v);
      case HF -> halfBits(v);
      default -> throw new IllegalArgumentException(t.text());
    };
  }

  /** Bits of a value that is exactly a binary16 value (or infinite, or NaN). */
  private static long halfBits(double v) {
    long sign = Double.doubleToRawLongBits(v) < 0 ? 0x8000 : 0;
    double a = Math.abs(v);
    if (Double.isNaN(v)) {
      return 0x7e00;
    }
    if (Double.isInfinite(a)) {
      return sign | 0x7c00;
    }
    if (a < 0x1p-14) {
      return sign | (long) (a * 0x1p24);
    }
    int e = Math.getExponent(a);
    long m = (long) ((a / Math.scalb(1.0, e) - 1) * 1024);
    return sign | (long) (e + 15) << 10 | m;
  }

  /** A float value to dst bits: rounded to a float dst (saturated to [0, 1] with sat), truncated to an int dst. */
  static long fromDouble(double v, Type dst, boolean sat) {
    if (dst.isFloat()) {
      double r = Double.isFinite(v) && v != 0 ? roundTo(new BigDecimal(v), v, dst) : v;
      if (sat) {
        r = r > 1 ? 1.0 : r > 0 ? r : 0.0;
      }
      return floatBits(r, dst);
    }
    if (Double.isNaN(v)) {
      return 0;
    }
    BigInteger whole = Double.isInfinite(v) ? BigInteger.ONE.shiftLeft(70).multiply(BigInteger.valueOf((long) Math.signum(v)))
        : new BigDecimal(v).setScale(0, RoundingMode.DOWN).toBigInteger();
    return intResult(whole, dst, true);
  }

  static long fromInteger(BigInteger v, Type dst, boolean sat) {
    if (!dst.isFloat()) {
      return intResult(v, dst, sat);
    }
    double r = v.signum() == 0 ? 0.0 : roundTo(new BigDecimal(v), 0, dst);
    if (sat) {
      r = r > 1 ? 1.0 : r > 0 ? r : 0.0;
    }
    return floatBits(r, dst);
  }

  static long convert(long raw, Type src, Type dst, boolean sat) {
    return src.isFloat() ? fromDouble(floatValue(raw, src), dst, sat) : fromInteger(intValue(raw, src), dst, sat);
  }

  // ---- compare ----

  static boolean compare(String rel, List<Type> types, long[] raw) {
    int order;
    boolean unordered = false;
    if (types.get(0).isFloat() || types.get(1).isFloat()) {
      double a = asDouble(raw[0], types.get(0));
      double b = asDouble(raw[1], types.get(1));
      unordered = Double.isNaN(a) || Double.isNaN(b);
      order = a < b ? -1 : a > b ? 1 : 0;
    } else {
      order = intValue(raw[0], types.get(0)).compareTo(intValue(raw[1], types.get(1)));
    }
    if (unordered) {
      return rel.equals("ne");
    }
    return switch (rel) {
      case "eq" -> order == 0;
      case "ne" -> order != 0;
      case "gt" -> order > 0;
      case "ge" -> order >= 0;
      case "lt" -> order < 0;
      default -> order <= 0;
    };
  }

  // ---- integer operations ----

  private static long intOp(Opcode op, String suffix, Type dst, List<Type> types, boolean sat, long[] raw) {
    BigInteger a = intValue(raw[0], types.get(0));
    BigInteger b = types.size() > 1 ? intValue(raw[1], types.get(1)) : null;
    BigInteger c = types.size() > 2 ? intValue(raw[2], types.get(2)) : null;
    Type ta = types.get(0);
    int dstBits = 8 * dst.size();
    return switch (op) {
      case ADD -> fromInteger(a.add(b), dst, sat);
      case ADD3 -> fromInteger(a.add(b).add(c), dst, sat);
      case AVG -> fromInteger(floorDiv2(a.add(b).add(BigInteger.ONE)), dst, sat);
      case MUL -> fromInteger(a.multiply(b), dst, sat);
      case MAD -> fromInteger(a.multiply(b).add(c), dst, sat);
      case MULH -> intResult(floorDiv(a.multiply(b), TWO_32), dst, false);
      case DIV -> b.signum() == 0 ? intResult(mask(dstBits), dst, false) : fromInteger(a.divide(b), dst, sat);
      case MOD -> fromInteger(b.signum() == 0 ? a : a.remainder(b), dst, sat);
      case MIN -> fromInteger(a.compareTo(b) <= 0 ? a : b, dst, sat);
      case MAX -> fromInteger(a.compareTo(b) >= 0 ? a : b, dst, sat);
      case AND -> intResult(a.and(b), dst, false);
      case OR -> intResult(a.or(b), dst, false);
      case XOR -> intResult(a.xor(b), dst, false);
      case NOT -> intResult(a.not(), dst, false);
      case SHL -> fromInteger(a.shiftLeft(shiftCount(b, ta, dst)), dst, sat);
      case SHR -> fromInteger(a.and(mask(ta.size() == 8 ? 64 : 32)).shiftRight(shiftCount(b, ta, dst)), dst, sat);
      case ASR -> fromInteger(a.shiftRight(shiftCount(b, ta, dst)), dst, sat);
      case ROL, ROR -> intResult(rotate(a, ta, b.intValue(), op == Opcode.ROL), dst, false);
      case CBIT -> intResult(BigInteger.valueOf(a.and(mask(8 * ta.size())).bitCount()), dst, false);
      case FBL -> intResult(BigInteger.valueOf(lowestSetBit(pattern32(a))), dst, false);
      case FBH -> intResult(BigInteger.valueOf(firstBitHigh(pattern32(a), ta.isSigned())), dst, false);
      case LZD -> intResult(BigInteger.valueOf(leadingZeros(pattern32(a))), dst, false);
      case BFREV -> intResult(BigInteger.valueOf(reverse(pattern32(a))), dst, false);
      case BFE -> intResult(BigInteger.valueOf(bfe(a.intValue(), b.intValue(), pattern32(c), dst.isSigned())), dst, false);
      case BFI -> intResult(BigInteger.valueOf(bfi(a.intValue(), b.intValue(), pattern32(c),
          pattern32(intValue(raw[3], types.get(3))))), dst, false);
      case BFN -> intResult(bfn(Integer.parseInt(suffix.substring(1), 16), a, b, c), dst, false);
      default -> throw new IllegalArgumentException("no reference for integer " + op);
    };
  }

  private static BigInteger floorDiv2(BigInteger v) {
    return v.shiftRight(1);
  }

  private static BigInteger floorDiv(BigInteger v, BigInteger d) {
    BigInteger[] qr = v.divideAndRemainder(d);
    return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
  }

  /** The low 5 bits of the count, or 6 when the shifted operand or the destination is 64-bit. */
  private static int shiftCount(BigInteger count, Type shifted, Type dst) {
    int bits = shifted.size() == 8 || dst.size() == 8 ? 6 : 5;
    return count.intValue() & ((1 << bits) - 1);
  }

  private static BigInteger rotate(BigInteger a, Type t, int count, boolean left) {
    int w = 8 * t.size();
    int n = Math.floorMod(left ? count : -count, w);
    BigInteger p = a.and(mask(w));
    BigInteger r = p.shiftLeft(n).or(p.shiftRight(w - n)).and(mask(w));
    return intValue(r.longValue(), t);
  }

  private static long pattern32(BigInteger v) {
    return v.and(mask(32)).longValue();
  }

  private static long lowestSetBit(long p) {
    for (int i = 0; i < 32; i++) {
      if ((p >> i & 1) != 0) {
        return i;
      }
    }
    return 0xffffffffL;
  }

  private static long leadingZeros(long p) {
    int n = 0;
    for (int i = 31; i >= 0 && (p >> i & 1) == 0; i--) {
      n++;
    }
    return n;
  }

  /** FBH.md: from the MSB, the count of bits before the first one (unsigned) or the first bit unlike the sign. */
  private static long firstBitHigh(long p, boolean signed) {
    long sign = signed ? p >> 31 & 1 : 0;
    for (int i = 31; i >= 0; i--) {
      if ((p >> i & 1) != sign) {
        return 31 - i;
      }
    }
    return 0xffffffffL;
  }

  private static long reverse(long p) {
    long r = 0;
    for (int i = 0; i < 32; i++) {
      r |= (p >> i & 1) << (31 - i);
    }
    return r;
  }

  private static long bfe(int width, int offset, long value, boolean signed) {
    int w = width & 31;
    int o = offset & 31;
    if (w == 0) {
      return 0;
    }
    int top = Math.min(o + w, 32);
    long field = (value >> o) & ((1L << (top - o)) - 1);
    boolean negative = signed && (field >> (top - o - 1) & 1) != 0;
    return negative ? field - (1L << (top - o)) : field;
  }

  private static long bfi(int width, int offset, long value, long base) {
    int w = width & 31;
    int o = offset & 31;
    long fieldMask = ((1L << w) - 1) << o & 0xffffffffL;
    return ((value << o) & fieldMask) | (base & ~fieldMask & 0xffffffffL);
  }

  private static BigInteger bfn(int table, BigInteger a, BigInteger b, BigInteger c) {
    BigInteger r = BigInteger.ZERO;
    for (int bit = 0; bit < 64; bit++) {
      int index = (a.testBit(bit) ? 1 : 0) | (b.testBit(bit) ? 2 : 0) | (c.testBit(bit) ? 4 : 0);
      if ((table >> index & 1) != 0) {
        r = r.setBit(bit);
      }
    }
    return r;
  }

  // ---- float operations ----

  /** DF if any operand is DF, HF if all are HF, else F (sources and destination alike). */
  static Type executionType(Type dst, List<Type> types) {
    boolean anyDouble = dst == Type.DF || types.contains(Type.DF);
    boolean allHalf = dst == Type.HF && types.stream().allMatch(t -> t == Type.HF || !t.isFloat());
    return anyDouble ? Type.DF : allHalf ? Type.HF : Type.F;
  }

  private static long floatOp(Opcode op, Type dst, List<Type> types, boolean sat, long[] raw) {
    Type exec = executionType(dst, types);
    double a = asDouble(raw[0], types.get(0));
    double b = types.size() > 1 ? asDouble(raw[1], types.get(1)) : 0;
    double c = types.size() > 2 ? asDouble(raw[2], types.get(2)) : 0;
    double r = switch (op) {
      case MIN -> Double.isNaN(a) ? b : Double.isNaN(b) ? a : a == b ? (Double.doubleToRawLongBits(a) < 0 ? a : b)
          : Math.min(a, b);
      case MAX -> Double.isNaN(a) ? b : Double.isNaN(b) ? a : a == b ? (Double.doubleToRawLongBits(a) < 0 ? b : a)
          : Math.max(a, b);
      default -> rounded(op, a, b, c, exec);
    };
    return fromDouble(r, dst, sat);
  }

  /** A float operation's exact result rounded to the execution type. */
  private static double rounded(Opcode op, double a, double b, double c, Type t) {
    boolean finite = Double.isFinite(a) && Double.isFinite(b) && Double.isFinite(c);
    return switch (op) {
      case ADD -> finite ? sum(exact(a).add(exact(b)), a + b, t) : a + b;
      case MUL -> finite ? roundTo(exact(a).multiply(exact(b)), a * b, t) : a * b;
      case MAD -> finite ? sum(exact(a).multiply(exact(b)).add(exact(c)), a * b + c, t) : a * b + c;
      case LRP -> finite ? sum(exact(b).multiply(exact(a)).add(exact(c).multiply(BigDecimal.ONE.subtract(exact(a)))),
          b * a + c * (1 - a), t) : b * a + c * (1 - a);
      case FRC -> finite ? sum(exact(a).subtract(exact(Math.floor(a))), 0.0, t) : a - Math.floor(a);
      case RNDD -> Math.floor(a);
      case RNDU -> Math.ceil(a);
      case RNDE -> Math.rint(a);
      case RNDZ -> a < 0 ? Math.ceil(a) : Math.floor(a);
      case DIV, DIVM -> finite && b != 0 && a != 0 ? Ref.round(Ref.quotient(a, b), grid(t),
          jvisa.machine.alu.RoundingMode.RNE) : a / b;
      case INV -> finite && a != 0 ? Ref.round(Ref.quotient(1, a), grid(t), jvisa.machine.alu.RoundingMode.RNE)
          : 1 / a;
      case SQRT, SQRTM -> finite && a > 0 ? Ref.round(Ref.sqrt(a), grid(t), jvisa.machine.alu.RoundingMode.RNE)
          : Math.sqrt(a);
      case RSQRT -> once(1 / Math.sqrt(a), t);
      case EXP -> once(StrictMath.pow(2, a), t);
      case LOG -> once(a >= Double.MIN_NORMAL && a == Math.scalb(1.0, Math.getExponent(a)) && a < Double.POSITIVE_INFINITY
          ? Math.getExponent(a) : StrictMath.log(a) / Math.log(2), t);
      case SIN -> once(StrictMath.sin(a), t);
      case COS -> once(StrictMath.cos(a), t);
      case POW -> once(StrictMath.pow(a, b), t);
      default -> throw new IllegalArgumentException("no reference for float " + op);
    };
  }

  private static BigDecimal exact(double v) {
    return new BigDecimal(v);
  }

  /** An exact sum rounded; an exactly zero sum is -0 only when the double sum (of zeros) is. */
  private static double sum(BigDecimal exact, double approx, Type t) {
    return exact.signum() == 0 ? (approx == 0 ? approx : 0.0) : roundTo(exact, approx, t);
  }

  private static double once(double v, Type t) {
    if (!Double.isFinite(v) || v == 0) {
      return v;
    }
    return roundTo(new BigDecimal(v), v, t);
  }
}
