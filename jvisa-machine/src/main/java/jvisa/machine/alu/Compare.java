package jvisa.machine.alu;

import jvisa.asm.model.Type;

/**
 * CMP semantics (CMP.md), one static method per relation and operand class: exact signed values
 * (every integer type but UQ), UQ against UQ (unsigned 64-bit), and floats (Java's double
 * comparisons are IEEE's: a NaN operand makes every relation but NE false, -0 equals +0).
 * {@link #integers} and {@link #floats} pick among them; vector paths call them directly.
 */
public final class Compare {
  private Compare() {}

  public static boolean eq(long a, long b) {
    return a == b;
  }

  public static boolean ne(long a, long b) {
    return a != b;
  }

  public static boolean gt(long a, long b) {
    return a > b;
  }

  public static boolean ge(long a, long b) {
    return a >= b;
  }

  public static boolean lt(long a, long b) {
    return a < b;
  }

  public static boolean le(long a, long b) {
    return a <= b;
  }

  public static boolean gtUnsigned(long a, long b) {
    return Long.compareUnsigned(a, b) > 0;
  }

  public static boolean geUnsigned(long a, long b) {
    return Long.compareUnsigned(a, b) >= 0;
  }

  public static boolean ltUnsigned(long a, long b) {
    return Long.compareUnsigned(a, b) < 0;
  }

  public static boolean leUnsigned(long a, long b) {
    return Long.compareUnsigned(a, b) <= 0;
  }

  public static boolean eq(double a, double b) {
    return a == b;
  }

  public static boolean ne(double a, double b) {
    return a != b;
  }

  public static boolean gt(double a, double b) {
    return a > b;
  }

  public static boolean ge(double a, double b) {
    return a >= b;
  }

  public static boolean lt(double a, double b) {
    return a < b;
  }

  public static boolean le(double a, double b) {
    return a <= b;
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
        return op.holds(aHuge ? 1 : -1);
      }
    }
    return signed(op, a, b);
  }

  /** {@code a op b} for exact signed values. */
  public static boolean signed(CmpOp op, long a, long b) {
    return switch (op) {
      case EQ -> eq(a, b);
      case NE -> ne(a, b);
      case GT -> gt(a, b);
      case GE -> ge(a, b);
      case LT -> lt(a, b);
      case LE -> le(a, b);
    };
  }

  /** {@code a op b} for UQ operands. */
  public static boolean unsigned(CmpOp op, long a, long b) {
    return switch (op) {
      case EQ -> eq(a, b);
      case NE -> ne(a, b);
      case GT -> gtUnsigned(a, b);
      case GE -> geUnsigned(a, b);
      case LT -> ltUnsigned(a, b);
      case LE -> leUnsigned(a, b);
    };
  }

  /**
   * Float comparison: any NaN operand makes the operands unordered, so NE holds and every other
   * operator fails; -0 equals +0; infinities of the same sign are equal.
   */
  public static boolean floats(CmpOp op, double a, double b) {
    return switch (op) {
      case EQ -> eq(a, b);
      case NE -> ne(a, b);
      case GT -> gt(a, b);
      case GE -> ge(a, b);
      case LT -> lt(a, b);
      case LE -> le(a, b);
    };
  }

  /** Raw bits a CMP writes to a general destination of type {@code dst}: all ones or all zeros. */
  public static long resultBits(boolean result, Type dst) {
    return result ? Convert.sizeMask(dst) : 0;
  }
}
