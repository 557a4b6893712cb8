package jvisa.machine.alu;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/**
 * Test oracle for one channel of an ALU instruction, written from the spec pages and independent of
 * the machine's alu package: integers are exact BigIntegers, float results exact BigDecimals
 * rounded by {@link Ref} (round to nearest even, denormals kept: the mode IGC kernels set). The
 * math-unit functions the hardware only approximates (rsqrt, exp, log, sin, cos, pow) are taken as
 * their double value rounded once, the machine's documented choice. Results are destination bits.
 */
public final class AluReference {
  private static final BigInteger TWO_32 = BigInteger.ONE.shiftLeft(32);

  private AluReference() {}

  /**
   * The %cr0 float controls as 4_visa_header.md lays them out: rounding field in bits 4-5 (RNE, RU,
   * RD, RZ), denorms kept for DF (bit 6), F (bit 7) and HF (bit 10); a cleared bit flushes denormal
   * operands and results of that type to a zero of their sign. BF has no bit: its denorms are kept.
   */
  public record Mode(RoundingMode rounding, boolean keepF, boolean keepHF, boolean keepDF) {
    /** What IGC kernels set: %cr0 |= 0x4c0. */
    public static final Mode IGC = ofCr0(0x4c0);

    public static Mode ofCr0(int cr0) {
      RoundingMode[] field = {RoundingMode.RNE, RoundingMode.RU, RoundingMode.RD, RoundingMode.RZ};
      return new Mode(
          field[cr0 >> 4 & 3], (cr0 & 0x80) != 0, (cr0 & 0x400) != 0, (cr0 & 0x40) != 0);
    }

    boolean keeps(Type t) {
      return switch (t) {
        case F -> keepF;
        case HF -> keepHF;
        case DF -> keepDF;
        default -> true;
      };
    }

    double flush(double v, Type t) {
      boolean denormal = v != 0 && Math.abs(v) < minNormal(t);
      return denormal && !keeps(t) ? Math.copySign(0.0, v) : v;
    }

    private static double minNormal(Type t) {
      return switch (t) {
        case HF -> 0x1p-14;
        case DF -> Double.MIN_NORMAL;
        case F, BF -> 0x1p-126;
        default -> throw new IllegalArgumentException(t.text());
      };
    }
  }

  /**
   * The destination bits of one channel ({@code cmp}: 1 or 0, the predicate bit), IGC's float mode,
   * no modifiers.
   */
  public static long expected(
      Opcode op, String suffix, Type dst, List<Type> types, boolean sat, long[] raw) {
    return expected(op, suffix, dst, types, noModifiers(types.size()), sat, raw, Mode.IGC);
  }

  /**
   * The destination bits of one channel with source modifiers ({@code mods.get(k)} on source k) and
   * a float mode.
   */
  public static long expected(
      Opcode op,
      String suffix,
      Type dst,
      List<Type> types,
      List<SrcModifier> mods,
      boolean sat,
      long[] raw,
      Mode mode) {
    boolean anyFloat = types.stream().anyMatch(Type::isFloat);
    return switch (op) {
      case MOV -> convert(0, types, mods, raw, dst, sat, mode);
      case SEL -> throw new IllegalArgumentException("sel takes the predicate: use select");
      case CMP -> compare(suffix, types, mods, raw) ? 1 : 0;
      default ->
          anyFloat
              ? floatOp(op, dst, types, mods, sat, raw, mode)
              : intOp(op, suffix, dst, types, mods, sat, raw, mode);
    };
  }

  /** {@code sel}: the chosen source converted as {@code mov} converts. */
  public static long select(boolean first, Type dst, List<Type> types, boolean sat, long[] raw) {
    return select(first, dst, types, noModifiers(types.size()), sat, raw, Mode.IGC);
  }

  public static long select(
      boolean first,
      Type dst,
      List<Type> types,
      List<SrcModifier> mods,
      boolean sat,
      long[] raw,
      Mode mode) {
    return convert(first ? 0 : 1, types, mods, raw, dst, sat, mode);
  }

  /** addc's carry (the 32-bit sum carries out) or subb's borrow (src0 < src1) of one channel. */
  public static long carry(Opcode op, List<Type> types, long[] raw) {
    BigInteger a = intValue(raw[0], types.get(0));
    BigInteger b = intValue(raw[1], types.get(1));
    if (op == Opcode.ADDC) {
      return a.add(b).compareTo(BigInteger.ONE.shiftLeft(32)) >= 0 ? 1 : 0;
    }
    return a.compareTo(b) < 0 ? 1 : 0;
  }

  /**
   * madw: the whole a * b + c as 64 bits (low dword to the destination, high dword a block later).
   */
  public static BigInteger madw(List<Type> types, List<SrcModifier> mods, long[] raw) {
    BigInteger a = intOperand(0, types, mods, raw);
    BigInteger b = intOperand(1, types, mods, raw);
    BigInteger c = intOperand(2, types, mods, raw);
    return a.multiply(b).add(c).and(mask(64));
  }

  /**
   * SAD2.md / SAD2ADD.md, an even channel i: |src0[i] - src1[i]| + |src0[i+1] - src1[i+1]| (+
   * src2[i]); {@code raw} holds channel i's sources, {@code next} channel i+1's.
   */
  public static long sad2(
      Opcode op,
      Type dst,
      List<Type> types,
      List<SrcModifier> mods,
      boolean sat,
      long[] raw,
      long[] next) {
    BigInteger d0 = intOperand(0, types, mods, raw).subtract(intOperand(1, types, mods, raw)).abs();
    BigInteger d1 =
        intOperand(0, types, mods, next).subtract(intOperand(1, types, mods, next)).abs();
    BigInteger sum = d0.add(d1);
    if (op == Opcode.SAD2ADD) {
      sum = sum.add(intOperand(2, types, mods, raw));
    }
    return fromInteger(sum, dst, sat, Mode.IGC);
  }

  /**
   * DP2, DP3, DP4, DPH on F: the sum over a group of four channels ({@code group[j]}: channel j's
   * sources) of src0 * src1 for the first 2, 3, 4 (DPH: 3, plus src1 of the fourth) channels,
   * exact, rounded once.
   */
  public static long dot(
      Opcode op,
      Type dst,
      List<Type> types,
      List<SrcModifier> mods,
      boolean sat,
      long[][] group,
      Mode mode) {
    int terms =
        switch (op) {
          case DP2 -> 2;
          case DP4 -> 4;
          default -> 3;
        };
    double[] addends = new double[terms + 1];
    for (int j = 0; j < terms; j++) {
      addends[j] =
          mode.flush(floatOperand(0, types, mods, group[j]), Type.F)
              * mode.flush(floatOperand(1, types, mods, group[j]), Type.F);
    }
    addends[terms] =
        op == Opcode.DPH ? mode.flush(floatOperand(1, types, mods, group[3]), Type.F) : 0.0;
    return fromFloat(exactSum(addends, mode), Type.F, dst, sat, mode);
  }

  /**
   * LINE: p * src1 + q, p and q the elements 0 and 3 of src0 ({@code pq} holds src0 element 0 then
   * 3 as the sources' first value); floats exact and rounded once, integers exact.
   */
  public static long line(
      Type dst,
      List<Type> types,
      List<SrcModifier> mods,
      boolean sat,
      long[] raw,
      long q,
      Mode mode) {
    long[] qRaw = raw.clone();
    qRaw[0] = q;
    if (types.get(0).isFloat()) {
      double p = mode.flush(floatOperand(0, types, mods, raw), Type.F);
      double u = mode.flush(floatOperand(1, types, mods, raw), Type.F);
      return fromFloat(
          exactSum(
              new double[] {p * u, mode.flush(floatOperand(0, types, mods, qRaw), Type.F)}, mode),
          Type.F,
          dst,
          sat,
          mode);
    }
    BigInteger r =
        intOperand(0, types, mods, raw)
            .multiply(intOperand(1, types, mods, raw))
            .add(intOperand(0, types, mods, qRaw));
    return fromInteger(r, dst, sat, mode);
  }

  /**
   * A sum of exact double terms rounded once to F (IEEE's infinities and NaN when a term is not
   * finite).
   */
  private static double exactSum(double[] terms, Mode mode) {
    double approx = 0;
    BigDecimal exact = BigDecimal.ZERO;
    boolean finite = true;
    for (double x : terms) {
      approx += x;
      finite &= Double.isFinite(x);
      exact = finite ? exact.add(new BigDecimal(x)) : exact;
    }
    return finite ? sum(exact, Type.F, mode, terms) : approx;
  }

  public static List<SrcModifier> noModifiers(int n) {
    return java.util.Collections.nCopies(n, SrcModifier.NONE);
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
      case BF -> Float.intBitsToFloat((int) raw << 16);
      default -> throw new IllegalArgumentException(t.text());
    };
  }

  private static double half(int bits) {
    int e = bits >> 10 & 0x1f;
    int m = bits & 0x3ff;
    double mag =
        e == 0x1f
            ? (m == 0 ? Double.POSITIVE_INFINITY : Double.NaN)
            : e == 0 ? m * 0x1p-24 : (1024 + m) * Math.pow(2, e - 25);
    return (bits & 0x8000) != 0 ? -mag : mag;
  }

  /**
   * An operand's value as a double: exact for floats and narrow integers, nearest for 64-bit ones.
   */
  static double asDouble(long raw, Type t) {
    return t.isFloat() ? floatValue(raw, t) : new BigDecimal(intValue(raw, t)).doubleValue();
  }

  /**
   * Source k's integer value with its modifier applied: exact up to 32 bits (-(-128:b) is 128),
   * wrapped to the operand type's range for Q and UQ.
   */
  static BigInteger intOperand(int k, List<Type> types, List<SrcModifier> mods, long[] raw) {
    Type t = types.get(k);
    BigInteger v = intValue(raw[k], t);
    BigInteger m =
        switch (mods.get(k)) {
          case NONE -> v;
          case NEG -> v.negate();
          case ABS -> v.abs();
          case NEG_ABS -> v.abs().negate();
          case NOT -> v.not();
        };
    return t.size() == 8 ? intValue(m.longValue(), t) : m;
  }

  /** Source k's value as a double with its modifier applied. */
  static double floatOperand(int k, List<Type> types, List<SrcModifier> mods, long[] raw) {
    double v = asDouble(raw[k], types.get(k));
    return switch (mods.get(k)) {
      case NEG -> -v;
      case ABS -> Math.abs(v);
      case NEG_ABS -> -Math.abs(v);
      default -> v;
    };
  }

  private static BigInteger mask(int bits) {
    return BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
  }

  // ---- results to destination bits ----

  static long intResult(BigInteger v, Type dst, boolean sat) {
    int bits = 8 * dst.size();
    if (sat) {
      BigInteger lo =
          dst.isSigned() ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
      BigInteger hi =
          dst.isSigned() ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE) : mask(bits);
      v = v.max(lo).min(hi);
    }
    return v.and(mask(bits)).longValue();
  }

  /**
   * A non-zero exact value rounded to float type t in the mode's direction, a denormal result
   * flushed.
   */
  static double roundTo(BigDecimal exact, Type t, Mode mode) {
    return mode.flush(Ref.round(exact, grid(t), mode.rounding()), t);
  }

  private static double roundTo(Ref.Exact exact, Type t, RoundingMode rounding, Mode mode) {
    return mode.flush(Ref.round(exact, grid(t), rounding), t);
  }

  private static Ref.Grid grid(Type t) {
    return switch (t) {
      case F -> Ref.SINGLE;
      case HF -> Ref.HALF;
      case BF -> Ref.BFLOAT16;
      case DF -> Ref.DOUBLE;
      default -> throw new IllegalArgumentException(t.text());
    };
  }

  static long floatBits(double v, Type t) {
    return switch (t) {
      case F -> Float.floatToRawIntBits((float) v) & 0xffffffffL;
      case DF -> Double.doubleToRawLongBits(v);
      case HF -> halfBits(v);
      case BF -> Float.floatToRawIntBits((float) v) >>> 16;
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

  private static double saturate(double r) {
    return r > 1 ? 1.0 : r > 0 ? r : 0.0;
  }

  /**
   * A value of float type src to dst bits: a float dst gets it (its denormals flushed per src)
   * rounded in the mode's direction and flushed per dst, saturated to [0, 1] with sat; an integer
   * dst gets it truncated toward zero and clamped, NaN as 0.
   */
  static long fromFloat(double v, Type src, Type dst, boolean sat, Mode mode) {
    if (dst.isFloat()) {
      double in = mode.flush(v, src);
      double r = Double.isFinite(in) && in != 0 ? roundTo(new BigDecimal(in), dst, mode) : in;
      return floatBits(sat ? saturate(r) : r, dst);
    }
    if (Double.isNaN(v)) {
      return 0;
    }
    BigInteger whole =
        Double.isInfinite(v)
            ? BigInteger.ONE.shiftLeft(70).multiply(BigInteger.valueOf((long) Math.signum(v)))
            : new BigDecimal(v).setScale(0, java.math.RoundingMode.DOWN).toBigInteger();
    return intResult(whole, dst, true);
  }

  static long fromInteger(BigInteger v, Type dst, boolean sat, Mode mode) {
    if (!dst.isFloat()) {
      return intResult(v, dst, sat);
    }
    double r = v.signum() == 0 ? 0.0 : roundTo(new BigDecimal(v), dst, mode);
    return floatBits(sat ? saturate(r) : r, dst);
  }

  /**
   * Source k (its modifier applied) converted as mov converts. A move to the same type without .sat
   * or a modifier copies the bits, so float denormals survive it whatever the mode.
   */
  static long convert(
      int k,
      List<Type> types,
      List<SrcModifier> mods,
      long[] raw,
      Type dst,
      boolean sat,
      Mode mode) {
    Type src = types.get(k);
    if (src == dst && !sat && mods.get(k) == SrcModifier.NONE) {
      return raw[k] & (dst.size() == 8 ? -1L : (1L << (8 * dst.size())) - 1);
    }
    return src.isFloat()
        ? fromFloat(floatOperand(k, types, mods, raw), src, dst, sat, mode)
        : fromInteger(intOperand(k, types, mods, raw), dst, sat, mode);
  }

  // ---- compare ----

  public static boolean compare(String rel, List<Type> types, List<SrcModifier> mods, long[] raw) {
    int order;
    boolean unordered = false;
    if (types.get(0).isFloat() || types.get(1).isFloat()) {
      double a = floatOperand(0, types, mods, raw);
      double b = floatOperand(1, types, mods, raw);
      unordered = Double.isNaN(a) || Double.isNaN(b);
      order = a < b ? -1 : a > b ? 1 : 0;
    } else {
      order = intOperand(0, types, mods, raw).compareTo(intOperand(1, types, mods, raw));
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

  private static long intOp(
      Opcode op,
      String suffix,
      Type dst,
      List<Type> types,
      List<SrcModifier> mods,
      boolean sat,
      long[] raw,
      Mode mode) {
    BigInteger a = intOperand(0, types, mods, raw);
    BigInteger b = types.size() > 1 ? intOperand(1, types, mods, raw) : null;
    BigInteger c = types.size() > 2 ? intOperand(2, types, mods, raw) : null;
    Type ta = types.get(0);
    int dstBits = 8 * dst.size();
    return switch (op) {
      case ADD -> fromInteger(a.add(b), dst, sat, mode);
      case ADDC -> intResult(a.add(b), dst, false);
      case SUBB -> intResult(a.subtract(b), dst, false);
      case ADD3 -> fromInteger(a.add(b).add(c), dst, sat, mode);
      case AVG -> fromInteger(floorDiv2(a.add(b).add(BigInteger.ONE)), dst, sat, mode);
      case MUL -> fromInteger(a.multiply(b), dst, sat, mode);
      case MAD -> fromInteger(a.multiply(b).add(c), dst, sat, mode);
      case MULH -> intResult(floorDiv(a.multiply(b), TWO_32), dst, false);
      case DIV ->
          b.signum() == 0
              ? intResult(mask(dstBits), dst, false)
              : fromInteger(a.divide(b), dst, sat, mode);
      case MOD -> fromInteger(b.signum() == 0 ? a : a.remainder(b), dst, sat, mode);
      case MIN -> fromInteger(a.compareTo(b) <= 0 ? a : b, dst, sat, mode);
      case MAX -> fromInteger(a.compareTo(b) >= 0 ? a : b, dst, sat, mode);
      case AND -> intResult(a.and(b), dst, sat);
      case OR -> intResult(a.or(b), dst, sat);
      case XOR -> intResult(a.xor(b), dst, sat);
      case NOT -> intResult(a.not(), dst, sat);
      case SHL -> fromInteger(a.shiftLeft(shiftCount(b, ta, dst)), dst, sat, mode);
      case SHR ->
          fromInteger(
              a.and(mask(ta.size() == 8 ? 64 : 32)).shiftRight(shiftCount(b, ta, dst)),
              dst,
              sat,
              mode);
      case ASR -> fromInteger(a.shiftRight(shiftCount(b, ta, dst)), dst, sat, mode);
      case ROL, ROR -> intResult(rotate(a, ta, b.intValue(), op == Opcode.ROL), dst, false);
      case CBIT -> intResult(BigInteger.valueOf(a.and(mask(8 * ta.size())).bitCount()), dst, false);
      case FBL -> intResult(BigInteger.valueOf(lowestSetBit(pattern32(a))), dst, false);
      case FBH ->
          intResult(BigInteger.valueOf(firstBitHigh(pattern32(a), ta.isSigned())), dst, false);
      case LZD -> intResult(BigInteger.valueOf(leadingZeros(pattern32(a))), dst, false);
      case BFREV -> intResult(BigInteger.valueOf(reverse(pattern32(a))), dst, false);
      case BFE ->
          intResult(
              BigInteger.valueOf(bfe(a.intValue(), b.intValue(), pattern32(c), dst.isSigned())),
              dst,
              false);
      case BFI ->
          intResult(
              BigInteger.valueOf(
                  bfi(
                      a.intValue(),
                      b.intValue(),
                      pattern32(c),
                      pattern32(intOperand(3, types, mods, raw)))),
              dst,
              false);
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

  /**
   * FBH.md: from the MSB, the count of bits before the first one (unsigned) or the first bit unlike
   * the sign.
   */
  private static long firstBitHigh(long p, boolean signed) {
    long sign = signed ? p >> 31 & 1 : 0;
    for (int i = 31; i >= 0; i--) {
      if ((p >> i & 1) != sign) {
        return 31L - i;
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

  /**
   * Operands are flushed per the execution type, the exact result rounded to it (in the mode's
   * direction for the IEEE operations, to nearest for the math unit's) and flushed, then converted
   * to the destination as mov converts.
   */
  private static long floatOp(
      Opcode op,
      Type dst,
      List<Type> types,
      List<SrcModifier> mods,
      boolean sat,
      long[] raw,
      Mode mode) {
    Type exec = executionType(dst, types);
    double a = mode.flush(floatOperand(0, types, mods, raw), exec);
    double b = types.size() > 1 ? mode.flush(floatOperand(1, types, mods, raw), exec) : 0;
    double c = types.size() > 2 ? mode.flush(floatOperand(2, types, mods, raw), exec) : 0;
    double r =
        switch (op) {
          case MIN ->
              Double.isNaN(a)
                  ? b
                  : Double.isNaN(b)
                      ? a
                      : a == b ? (Double.doubleToRawLongBits(a) < 0 ? a : b) : Math.min(a, b);
          case MAX ->
              Double.isNaN(a)
                  ? b
                  : Double.isNaN(b)
                      ? a
                      : a == b ? (Double.doubleToRawLongBits(a) < 0 ? b : a) : Math.max(a, b);
          default -> rounded(op, a, b, c, exec, mode);
        };
    return fromFloat(r, exec, dst, sat, mode);
  }

  /** A float operation's exact result rounded to the execution type. */
  private static double rounded(Opcode op, double a, double b, double c, Type t, Mode mode) {
    boolean finite = Double.isFinite(a) && Double.isFinite(b) && Double.isFinite(c);
    RoundingMode rm = mode.rounding();
    return switch (op) {
      case ADD -> finite ? sum(exact(a).add(exact(b)), t, mode, a, b) : a + b;
      case MUL ->
          finite && a != 0 && b != 0 ? roundTo(exact(a).multiply(exact(b)), t, mode) : a * b;
      case MAD ->
          finite
              ? sum(exact(a).multiply(exact(b)).add(exact(c)), t, mode, a * b, c)
              : Double.isFinite(a) && Double.isFinite(b) ? c : a * b + c;
      case LRP ->
          finite
              ? sum(
                  exact(b)
                      .multiply(exact(a))
                      .add(exact(c).multiply(BigDecimal.ONE.subtract(exact(a)))),
                  t,
                  mode,
                  b * a,
                  c * (1 - a))
              : b * a + c * (1 - a);
      case FRC -> finite ? fraction(a, t, mode) : a - Math.floor(a);
      case RNDD -> Math.floor(a);
      case RNDU -> Math.ceil(a);
      case RNDE -> Math.rint(a);
      case RNDZ -> a < 0 ? Math.ceil(a) : Math.floor(a);
      case DIVM -> finite && b != 0 && a != 0 ? roundTo(Ref.quotient(a, b), t, rm, mode) : a / b;
      case SQRTM -> finite && a > 0 ? roundTo(Ref.sqrt(a), t, rm, mode) : Math.sqrt(a);
      case DIV ->
          finite && b != 0 && a != 0
              ? roundTo(Ref.quotient(a, b), t, RoundingMode.RNE, mode)
              : a / b;
      case INV -> finite && a != 0 ? roundTo(Ref.quotient(1, a), t, RoundingMode.RNE, mode) : 1 / a;
      case SQRT -> finite && a > 0 ? roundTo(Ref.sqrt(a), t, RoundingMode.RNE, mode) : Math.sqrt(a);
      case RSQRT -> once(1 / Math.sqrt(a), t, mode);
      case EXP -> once(StrictMath.pow(2, a), t, mode);
      case LOG ->
          once(
              a >= Double.MIN_NORMAL
                      && a == Math.scalb(1.0, Math.getExponent(a))
                      && a < Double.POSITIVE_INFINITY
                  ? Math.getExponent(a)
                  : StrictMath.log(a) / Math.log(2),
              t,
              mode);
      case SIN -> once(StrictMath.sin(a), t, mode);
      case COS -> once(StrictMath.cos(a), t, mode);
      case POW -> once(StrictMath.pow(a, b), t, mode);
      default -> throw new IllegalArgumentException("no reference for float " + op);
    };
  }

  private static BigDecimal exact(double v) {
    return new BigDecimal(v);
  }

  /**
   * An exact sum rounded. An exactly zero sum is, as IEEE 754 says, the addends' zero when all are
   * zeros of one sign, else -0 rounding down and +0 otherwise.
   */
  private static double sum(BigDecimal exact, Type t, Mode mode, double... addends) {
    if (exact.signum() != 0) {
      return roundTo(exact, t, mode);
    }
    boolean allNegativeZeros = true;
    boolean allPositiveZeros = true;
    for (double x : addends) {
      allNegativeZeros &= x == 0 && Double.doubleToRawLongBits(x) < 0;
      allPositiveZeros &= x == 0 && Double.doubleToRawLongBits(x) >= 0;
    }
    if (allNegativeZeros || allPositiveZeros) {
      return addends[0];
    }
    return mode.rounding() == RoundingMode.RD ? -0.0 : 0.0;
  }

  /** FRC: a - floor(a), in [0, 1); +0 for whole numbers. */
  private static double fraction(double a, Type t, Mode mode) {
    BigDecimal f = exact(a).subtract(exact(Math.floor(a)));
    return f.signum() == 0 ? 0.0 : roundTo(f, t, mode);
  }

  /**
   * A math-unit result: the double value rounded once to nearest, denormals flushed per the mode.
   */
  private static double once(double v, Type t, Mode mode) {
    if (!Double.isFinite(v) || v == 0) {
      return v;
    }
    return roundTo(Ref.of(new BigDecimal(v)), t, RoundingMode.RNE, mode);
  }
}
