package jvisa.machine.core;

import jvisa.machine.alu.CmpOp;
import jvisa.machine.alu.Compare;

/**
 * CMP over whole vectors: bit i of the result says whether the relation holds for the order of
 * {@code x[i]} and {@code y[i]} by the alu's Compare order method for the operand class; no branch
 * per channel or per relation.
 */
final class CompareVectors {
  private CompareVectors() {}

  /** Integers: exact signed values, or UQ when {@code bias} is {@link Compare#UNSIGNED_BIAS} (else 0). */
  static int integers(CmpOp op, long bias, long[] x, long[] y, int n) {
    int orders = op.orders();
    int r = 0;
    for (int i = 0; i < n; i++) {
      r |= (orders >>> Compare.order(x[i] ^ bias, y[i] ^ bias) & 1) << i;
    }
    return r;
  }

  static int floats(CmpOp op, double[] x, double[] y, int n) {
    int orders = op.orders();
    int r = 0;
    for (int i = 0; i < n; i++) {
      r |= (orders >>> Compare.order(x[i], y[i]) & 1) << i;
    }
    return r;
  }
}
