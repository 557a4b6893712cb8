package jvisa.machine.core;

import jvisa.machine.alu.CmpOp;

/**
 * CMP over whole vectors: bit i of the result says whether the relation holds for {@code x[i]} and
 * {@code y[i]}. The relation is applied in the primitive form {@link CmpOp} derives from its
 * definition (one of {@code <}, {@code <=}, {@code ==}, on swapped operands, negated), so each loop
 * tests one Java operator per element and compiles to branch-free code; Java's double operators are
 * IEEE's, as CMP.md wants (a NaN makes every primitive false, so only the negated EQ, which is NE,
 * holds).
 */
final class CompareVectors {
  private CompareVectors() {}

  /**
   * Integers: exact signed values, or UQ when {@code bias} is {@link
   * jvisa.machine.alu.Compare#UNSIGNED_BIAS}.
   */
  static int integers(CmpOp op, long bias, long[] x, long[] y, int n) {
    long[] a = op.swapsOperands() ? y : x;
    long[] b = op.swapsOperands() ? x : y;
    int r = 0;
    switch (op.primitive()) {
      case LESS -> {
        for (int i = 0; i < n; i++) {
          r |= (a[i] ^ bias) < (b[i] ^ bias) ? 1 << i : 0;
        }
      }
      case LESS_OR_EQUAL -> {
        for (int i = 0; i < n; i++) {
          r |= (a[i] ^ bias) <= (b[i] ^ bias) ? 1 << i : 0;
        }
      }
      case EQUAL -> {
        for (int i = 0; i < n; i++) {
          r |= a[i] == b[i] ? 1 << i : 0;
        }
      }
    }
    return op.negates() ? ~r & lanes(n) : r;
  }

  static int floats(CmpOp op, double[] x, double[] y, int n) {
    double[] a = op.swapsOperands() ? y : x;
    double[] b = op.swapsOperands() ? x : y;
    int r = 0;
    switch (op.primitive()) {
      case LESS -> {
        for (int i = 0; i < n; i++) {
          r |= a[i] < b[i] ? 1 << i : 0;
        }
      }
      case LESS_OR_EQUAL -> {
        for (int i = 0; i < n; i++) {
          r |= a[i] <= b[i] ? 1 << i : 0;
        }
      }
      case EQUAL -> {
        for (int i = 0; i < n; i++) {
          r |= a[i] == b[i] ? 1 << i : 0;
        }
      }
    }
    return op.negates() ? ~r & lanes(n) : r;
  }

  private static int lanes(int n) {
    return n >= 32 ? -1 : (1 << n) - 1;
  }
}
