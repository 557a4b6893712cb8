package jvisa.machine.message;

import jvisa.asm.isa.AtomicOperation;
import jvisa.machine.memory.AtomicUpdate;
import jvisa.machine.memory.Half;

/**
 * The atomic operations of all message families, with canonical operands: {@code operand0} is the
 * value (add, min, xchg, ...) or, for the compare-exchanges, the value compared with memory; {@code
 * operand1} is the replacement stored when the compare-exchange succeeds. Every operation returns
 * the old value except {@link #PREDEC}, which returns the new one.
 *
 * <p>Widths are 2, 4 or 8 bytes; integer comparisons use that width (signed for SMIN/SMAX, unsigned
 * for UMIN/UMAX); float operations use half, float or double for 2, 4 or 8 bytes. Float min/max
 * return the other operand when one is NaN and order -0 below +0; the float compare-exchange
 * compares with IEEE equality (NaN never matches, -0 matches +0).
 *
 * <p>Spellings are the instruction table's ({@link AtomicOperation}). Legacy messages' {@code
 * cmpxchg} stores src0 when memory equals src1, so those messages pass (src1, src0), see {@link
 * #legacySwapsSources}; LSC messages pass (src1, src2) in order.
 */
public enum AtomicOp implements AtomicUpdate {
  ADD(1),
  SUB(1),
  INC(0),
  DEC(0),
  /** Decrement returning the new value. */
  PREDEC(0),
  UMIN(1),
  UMAX(1),
  SMIN(1),
  SMAX(1),
  /** Exchange; also LSC {@code atomic_store}. */
  XCHG(1),
  CMPXCHG(2),
  AND(1),
  OR(1),
  XOR(1),
  /** LSC {@code atomic_load}: returns the value, stores it back unchanged. */
  LOAD(0),
  FADD(1),
  FSUB(1),
  FMIN(1),
  FMAX(1),
  FCMPXCHG(2);

  private final int operands;

  AtomicOp(int operands) {
    this.operands = operands;
  }

  /** How many data operands the message carries: 0 (inc), 1 (add) or 2 (compare-exchange). */
  public int operands() {
    return operands;
  }

  /** True for {@link #PREDEC}, whose destination gets the new value. */
  public boolean returnsNewValue() {
    return this == PREDEC;
  }

  /** True when the legacy text order (src0, src1) must be passed as (src1, src0). */
  public boolean legacySwapsSources() {
    return this == CMPXCHG;
  }

  /**
   * The machine's operation for the instruction table's (the two enums name the same operations).
   */
  public static AtomicOp of(AtomicOperation op) {
    if (op == null) {
      throw new IllegalArgumentException("unknown atomic operation");
    }
    return valueOf(op.name());
  }

  @Override
  public long apply(long old, long operand0, long operand1, int bytes) {
    switch (this) {
      case ADD:
        return old + operand0;
      case SUB:
        return old - operand0;
      case INC:
        return old + 1;
      case DEC:
      case PREDEC:
        return old - 1;
      case UMIN:
        return Long.compareUnsigned(zext(old, bytes), zext(operand0, bytes)) <= 0 ? old : operand0;
      case UMAX:
        return Long.compareUnsigned(zext(old, bytes), zext(operand0, bytes)) >= 0 ? old : operand0;
      case SMIN:
        return sext(old, bytes) <= sext(operand0, bytes) ? old : operand0;
      case SMAX:
        return sext(old, bytes) >= sext(operand0, bytes) ? old : operand0;
      case XCHG:
        return operand0;
      case CMPXCHG:
        return zext(old, bytes) == zext(operand0, bytes) ? operand1 : old;
      case AND:
        return old & operand0;
      case OR:
        return old | operand0;
      case XOR:
        return old ^ operand0;
      case LOAD:
        return old;
      case FADD:
        return fromDouble(toDouble(old, bytes) + toDouble(operand0, bytes), bytes);
      case FSUB:
        return fromDouble(toDouble(old, bytes) - toDouble(operand0, bytes), bytes);
      case FMIN:
        return floatMinMax(old, operand0, bytes, false);
      case FMAX:
        return floatMinMax(old, operand0, bytes, true);
      case FCMPXCHG:
        return toDouble(old, bytes) == toDouble(operand0, bytes) ? operand1 : old;
      default:
        throw new AssertionError(this);
    }
  }

  private static long zext(long v, int bytes) {
    return bytes == 8 ? v : v & ((1L << (8 * bytes)) - 1);
  }

  private static long sext(long v, int bytes) {
    int shift = 64 - 8 * bytes;
    return v << shift >> shift;
  }

  /** Exact for all three widths (a half or a float widens to double without rounding). */
  private static double toDouble(long bits, int bytes) {
    switch (bytes) {
      case 2:
        return Half.toFloat((int) bits);
      case 4:
        return Float.intBitsToFloat((int) bits);
      case 8:
        return Double.longBitsToDouble(bits);
      default:
        throw new IllegalArgumentException("float atomics are 2, 4 or 8 bytes wide: " + bytes);
    }
  }

  /**
   * Rounds a sum or difference of two values of the width. The sum of two halves or two floats is
   * exact in double, so one rounding to the width is the correctly rounded result (for halves via
   * float, which is innocuous double rounding: 24 >= 2*11+2).
   */
  private static long fromDouble(double value, int bytes) {
    switch (bytes) {
      case 2:
        return Half.fromFloat((float) value);
      case 4:
        return Float.floatToRawIntBits((float) value) & 0xFFFF_FFFFL;
      default:
        return Double.doubleToRawLongBits(value);
    }
  }

  private static long floatMinMax(long old, long operand, int bytes, boolean max) {
    double a = toDouble(old, bytes);
    double b = toDouble(operand, bytes);
    if (Double.isNaN(a)) {
      return operand;
    }
    if (Double.isNaN(b)) {
      return old;
    }
    double chosen = max ? Math.max(a, b) : Math.min(a, b);
    // Math.min/max order -0.0 below +0.0; pick the operand whose value (and sign) was chosen.
    return Double.doubleToRawLongBits(chosen) == Double.doubleToRawLongBits(a) ? old : operand;
  }
}
