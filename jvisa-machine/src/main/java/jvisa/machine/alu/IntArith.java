package jvisa.machine.alu;

import java.math.BigInteger;
import jvisa.asm.model.Type;

/**
 * Integer arithmetic of the vISA machine. Operands are exact values (sign- or zero-extended from
 * their types; a UQ operand is its raw 64 bits, which is why each operand's type is passed). The
 * result is computed exactly, as the hardware's extra internal precision does, then converted to
 * the destination type: by keeping the low bits, or with {@code sat} by clamping to the type's
 * range. Every method returns the destination value in the same convention as the operands.
 *
 * <p>The two-argument forms without types are the operations modulo 2^64 (for MIN and MAX: on exact
 * signed values, or on UQ values for the {@code Unsigned} forms); a destination that does not
 * saturate keeps just the low bits of these, so vector paths store them directly. The typed forms
 * reduce to them whenever they do not saturate.
 */
public final class IntArith {
  private IntArith() {}

  /** ADD modulo 2^64. */
  public static long add(long a, long b) {
    return a + b;
  }

  /** ADD3 modulo 2^64. */
  public static long add3(long a, long b, long c) {
    return a + b + c;
  }

  /** MUL modulo 2^64. */
  public static long mul(long a, long b) {
    return a * b;
  }

  /** MAD modulo 2^64. */
  public static long mad(long a, long b, long c) {
    return a * b + c;
  }

  /** MIN of exact signed values. */
  public static long min(long a, long b) {
    return Compare.order(a, b) <= Compare.EQUAL ? a : b;
  }

  /** MAX of exact signed values. */
  public static long max(long a, long b) {
    return Compare.order(a, b) >= Compare.EQUAL ? a : b;
  }

  /** MIN of two UQ values. */
  public static long minUnsigned(long a, long b) {
    return Compare.orderUnsigned(a, b) <= Compare.EQUAL ? a : b;
  }

  /** MAX of two UQ values. */
  public static long maxUnsigned(long a, long b) {
    return Compare.orderUnsigned(a, b) >= Compare.EQUAL ? a : b;
  }

  /** Whether MIN of these operands is src0 (ties take src0). */
  public static boolean minTakesFirst(long a, Type ta, long b, Type tb) {
    return Compare.integers(CmpOp.LE, a, ta, b, tb);
  }

  /** Whether MAX of these operands is src0 (ties take src0). */
  public static boolean maxTakesFirst(long a, Type ta, long b, Type tb) {
    return Compare.integers(CmpOp.GE, a, ta, b, tb);
  }

  /** ADD: a + b. */
  public static long add(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    if (!sat) {
      return Convert.truncate(add(a, b), dst);
    }
    if (narrow(ta) && narrow(tb)) {
      return Convert.clamp(add(a, b), dst);
    }
    return Convert.clamp(big(a, ta).add(big(b, tb)), dst);
  }

  /** ADD3: a + b + c. */
  public static long add3(
      long a, Type ta, long b, Type tb, long c, Type tc, Type dst, boolean sat) {
    if (!sat) {
      return Convert.truncate(add3(a, b, c), dst);
    }
    if (narrow(ta) && narrow(tb) && narrow(tc)) {
      return Convert.clamp(add3(a, b, c), dst);
    }
    return Convert.clamp(big(a, ta).add(big(b, tb)).add(big(c, tc)), dst);
  }

  /** ADDC destination: the low 32 bits of a + b (UD operands), as a UD value. */
  public static long addcSum(long a, long b) {
    return ((a & 0xffffffffL) + (b & 0xffffffffL)) & 0xffffffffL;
  }

  /** ADDC carry: 1 if the 32-bit unsigned addition a + b carries out, else 0. */
  public static long addcCarry(long a, long b) {
    return ((a & 0xffffffffL) + (b & 0xffffffffL)) >>> 32;
  }

  /** SUBB destination: a - b on UD operands, modulo 2^32, or clamped at 0 with {@code sat}. */
  public static long subbDifference(long a, long b, boolean sat) {
    long d = (a & 0xffffffffL) - (b & 0xffffffffL);
    return sat ? Math.max(d, 0) : d & 0xffffffffL;
  }

  /** SUBB borrow: 1 if a < b as UD values, else 0. */
  public static long subbBorrow(long a, long b) {
    return (a & 0xffffffffL) < (b & 0xffffffffL) ? 1 : 0;
  }

  /** MUL: a * b (the low bits of the full product, or the clamped product with {@code sat}). */
  public static long mul(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    long p = mul(a, b);
    if (!sat) {
      return Convert.truncate(p, dst);
    }
    if (narrow(ta) && narrow(tb) && Math.multiplyHigh(a, b) == p >> 63) {
      return Convert.clamp(p, dst);
    }
    return Convert.clamp(big(a, ta).multiply(big(b, tb)), dst);
  }

  /**
   * MULH: bits 32-63 of the 64-bit product of two 32-bit operands (signed or unsigned according to
   * each operand's value), as a value of {@code dst} (D or UD).
   */
  public static long mulh(long a, long b, Type dst) {
    return Convert.truncate(mulh(a, b), dst);
  }

  /**
   * MULH modulo 2^64: bits 32-63 of the product (the low bits of {@link #mulh(long, long, Type)}).
   */
  public static long mulh(long a, long b) {
    return (a * b) >>> 32;
  }

  /**
   * MADW: the 64-bit result of a * b + c for 32-bit operands (exact, as two's complement). The
   * destination receives its low 32 bits in the first GRF-aligned block of exec_size elements and
   * its high 32 bits in the next GRF-aligned block (MADW.md; IGC's G4_IR.cpp sizes the dst as twice
   * the GRF-rounded low part).
   */
  public static long madw(long a, long b, long c) {
    return a * b + c;
  }

  /** MAD on integers: a * b + c computed exactly. */
  public static long mad(long a, Type ta, long b, Type tb, long c, Type tc, Type dst, boolean sat) {
    if (!sat) {
      return Convert.truncate(mad(a, b, c), dst);
    }
    return Convert.clamp(big(a, ta).multiply(big(b, tb)).add(big(c, tc)), dst);
  }

  /** AVG: (a + b + 1) >> 1 with an arithmetic (floor) shift of the exact sum. */
  public static long avg(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    if (narrow(ta) && narrow(tb)) {
      return finish((a + b + 1) >> 1, dst, sat);
    }
    BigInteger r = big(a, ta).add(big(b, tb)).add(BigInteger.ONE).shiftRight(1);
    return sat ? Convert.clamp(r, dst) : Convert.truncate(r.longValue(), dst);
  }

  /**
   * DIV on integers: the quotient truncated toward zero (signs per DIV.md). Division by zero is
   * undefined in the spec (and in OpenCL); this machine returns all ones of {@code dst} (0xffffffff
   * for UD, -1 for D) regardless of {@code sat}, like common hardware dividers.
   */
  public static long div(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    if (b == 0) {
      return Convert.intValue(Convert.sizeMask(dst), dst);
    }
    if (narrow(ta) && narrow(tb)) {
      return finish(a / b, dst, sat);
    }
    BigInteger q = big(a, ta).divide(big(b, tb));
    return sat ? Convert.clamp(q, dst) : Convert.truncate(q.longValue(), dst);
  }

  /**
   * MOD: the remainder of the truncating division, with the sign of the dividend (DIV.md). Modulo
   * zero is undefined in the spec; this machine returns the dividend.
   */
  public static long mod(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    if (b == 0) {
      return sat ? Convert.saturate(a, ta, dst) : Convert.truncate(a, dst);
    }
    if (narrow(ta) && narrow(tb)) {
      return finish(a % b, dst, sat);
    }
    BigInteger r = big(a, ta).remainder(big(b, tb));
    return sat ? Convert.clamp(r, dst) : Convert.truncate(r.longValue(), dst);
  }

  /**
   * MIN on integers: the smaller exact value, converted to raw bits of {@code dst} as mov converts.
   */
  public static long min(long a, Type ta, long b, Type tb, Type dst, boolean sat, FloatMode mode) {
    boolean takeA = minTakesFirst(a, ta, b, tb);
    return takeA ? Convert.fromInt(a, ta, dst, sat, mode) : Convert.fromInt(b, tb, dst, sat, mode);
  }

  /**
   * MAX on integers: the larger exact value, converted to raw bits of {@code dst} as mov converts.
   */
  public static long max(long a, Type ta, long b, Type tb, Type dst, boolean sat, FloatMode mode) {
    boolean takeA = maxTakesFirst(a, ta, b, tb);
    return takeA ? Convert.fromInt(a, ta, dst, sat, mode) : Convert.fromInt(b, tb, dst, sat, mode);
  }

  /** SAD2 (even channel): |a0 - b0| + |a1 - b1| for byte operands. */
  public static long sad2(long a0, long b0, long a1, long b1, Type dst, boolean sat) {
    return finish(Math.abs(a0 - b0) + Math.abs(a1 - b1), dst, sat);
  }

  /** SAD2ADD (even channel): |a0 - b0| + |a1 - b1| + c. */
  public static long sad2add(long a0, long b0, long a1, long b1, long c, Type dst, boolean sat) {
    return finish(Math.abs(a0 - b0) + Math.abs(a1 - b1) + c, dst, sat);
  }

  /** LINE on integers: p * u + q, computed exactly. */
  public static long line(long p, Type tp, long u, Type tu, long q, Type dst, boolean sat) {
    return mad(p, tp, u, tu, q, tp, dst, sat);
  }

  /** An exact signed result converted to {@code dst}. */
  static long finish(long exact, Type dst, boolean sat) {
    return sat ? Convert.clamp(exact, dst) : Convert.truncate(exact, dst);
  }

  private static boolean narrow(Type t) {
    return t.size() < 8;
  }

  private static BigInteger big(long value, Type t) {
    return Convert.exact(value, t);
  }
}
