package jvisa.machine.alu;

import jvisa.asm.model.Type;

/**
 * CMP semantics (CMP.md): one order method per operand class (exact signed values for every integer
 * type but UQ, UQ against UQ as unsigned 64-bit, IEEE floats) gives LESS, EQUAL, GREATER or
 * UNORDERED; the relation holds for a set of orders ({@link CmpOp#holds}). The per-channel path
 * calls {@link #integers} and {@link #floats}; vector paths call the order methods over whole
 * vectors.
 */
public final class Compare {
  /** The order codes, each a bit index into {@link CmpOp#orders()}. */
  public static final int LESS = 0;

  public static final int EQUAL = 1;
  public static final int GREATER = 2;

  /** A NaN operand: the floats are unordered. */
  public static final int UNORDERED = 3;

  /** XORed into both operands, it turns an unsigned 64-bit order into a signed one. */
  public static final long UNSIGNED_BIAS = Long.MIN_VALUE;

  private Compare() {}

  /** The order of exact signed values: LESS, EQUAL or GREATER. */
  public static int order(long a, long b) {
    return Long.signum(Long.compare(a, b)) + 1;
  }

  /** The order of UQ values, by their raw 64 bits read unsigned. */
  public static int orderUnsigned(long a, long b) {
    return order(a ^ UNSIGNED_BIAS, b ^ UNSIGNED_BIAS);
  }

  /** The IEEE order of floats: UNORDERED with a NaN operand; -0 equals +0. */
  public static int order(double a, double b) {
    return a < b ? LESS : a > b ? GREATER : a == b ? EQUAL : UNORDERED;
  }

  /** Whether both operands are UQ, so their raw 64 bits compare unsigned. */
  public static boolean bothUnsigned64(Type ta, Type tb) {
    return ta == Type.UQ && tb == Type.UQ;
  }

  /** Whether exactly one operand is UQ: its value may exceed every signed 64-bit value. */
  public static boolean mixedUnsigned64(Type ta, Type tb) {
    return (ta == Type.UQ) != (tb == Type.UQ);
  }

  /**
   * Integer comparison of exact values: mixed signedness compares the true values (D -1 is less
   * than UD 0xffffffff); a UQ operand is read as unsigned 64-bit.
   */
  public static boolean integers(CmpOp op, long a, Type ta, long b, Type tb) {
    if (bothUnsigned64(ta, tb)) {
      return unsigned(op, a, b);
    }
    if (mixedUnsigned64(ta, tb)) {
      boolean aHuge = ta == Type.UQ && a < 0;
      boolean bHuge = tb == Type.UQ && b < 0;
      if (aHuge || bHuge) {
        return op.holds(aHuge ? GREATER : LESS);
      }
    }
    return signed(op, a, b);
  }

  /** {@code a op b} for exact signed values. */
  public static boolean signed(CmpOp op, long a, long b) {
    return op.holds(order(a, b));
  }

  /** {@code a op b} for UQ operands. */
  public static boolean unsigned(CmpOp op, long a, long b) {
    return op.holds(orderUnsigned(a, b));
  }

  /**
   * Float comparison: any NaN operand makes the operands unordered, so NE holds and every other
   * operator fails; -0 equals +0; infinities of the same sign are equal.
   */
  public static boolean floats(CmpOp op, double a, double b) {
    return op.holds(order(a, b));
  }

  /** Raw bits a CMP writes to a general destination of type {@code dst}: all ones or all zeros. */
  public static long resultBits(boolean result, Type dst) {
    return result ? Convert.sizeMask(dst) : 0;
  }
}
