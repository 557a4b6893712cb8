package jvisa.machine.core;

import jvisa.machine.alu.CmpOp;
import jvisa.machine.alu.Compare;

/**
 * CMP over whole vectors: bit i of the result is {@code x[i] op y[i]} by the alu's Compare method
 * for the operand class; the relation is switched on once per instruction, not per channel.
 */
final class CompareVectors {
  private CompareVectors() {}

  static int signed(CmpOp op, long[] x, long[] y, int n) {
    int r = 0;
    switch (op) {
      case EQ -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.eq(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case NE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.ne(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case GT -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.gt(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case GE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.ge(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case LT -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.lt(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case LE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.le(x[i], y[i]) ? 1 << i : 0;
        }
      }
    }
    return r;
  }

  static int unsigned64(CmpOp op, long[] x, long[] y, int n) {
    int r = 0;
    switch (op) {
      case EQ -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.eq(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case NE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.ne(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case GT -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.gtUnsigned(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case GE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.geUnsigned(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case LT -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.ltUnsigned(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case LE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.leUnsigned(x[i], y[i]) ? 1 << i : 0;
        }
      }
    }
    return r;
  }

  static int floats(CmpOp op, double[] x, double[] y, int n) {
    int r = 0;
    switch (op) {
      case EQ -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.eq(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case NE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.ne(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case GT -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.gt(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case GE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.ge(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case LT -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.lt(x[i], y[i]) ? 1 << i : 0;
        }
      }
      case LE -> {
        for (int i = 0; i < n; i++) {
          r |= Compare.le(x[i], y[i]) ? 1 << i : 0;
        }
      }
    }
    return r;
  }
}
