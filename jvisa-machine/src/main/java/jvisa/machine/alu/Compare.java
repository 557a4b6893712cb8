package jvisa.machine.alu;

import jvisa.asm.model.Type;

/** CMP semantics (CMP.md) for integer and float operands, and the value written to a general dst. */
public final class Compare {
  private Compare() {}

  /**
   * Integer comparison of exact values: mixed signedness compares the true values (D -1 is less
   * than UD 0xffffffff); a UQ operand is read as unsigned 64-bit.
   */
  public static boolean integers(CmpOp op, long a, Type ta, long b, Type tb) {
    boolean aHuge = ta == Type.UQ && a < 0;
    boolean bHuge = tb == Type.UQ && b < 0;
    int order;
    if (aHuge || bHuge) {
      order = aHuge && bHuge ? Long.compareUnsigned(a, b) : aHuge ? 1 : -1;
    } else {
      order = Long.compare(a, b);
    }
    return op.holds(order);
  }

  /**
   * Float comparison: any NaN operand makes the operands unordered, so NE holds and every other
   * operator fails; -0 equals +0; infinities of the same sign are equal.
   */
  public static boolean floats(CmpOp op, double a, double b) {
    if (Double.isNaN(a) || Double.isNaN(b)) {
      return op == CmpOp.NE;
    }
    return op.holds(a < b ? -1 : a > b ? 1 : 0);
  }

  /** Raw bits a CMP writes to a general destination of type {@code dst}: all ones or all zeros. */
  public static long resultBits(boolean result, Type dst) {
    return result ? Convert.sizeMask(dst) : 0;
  }
}
