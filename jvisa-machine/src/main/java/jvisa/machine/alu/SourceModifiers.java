package jvisa.machine.alu;

/**
 * The source modifiers of 5_operands.md on operand values: (-), (abs), (-abs) on integers and
 * floats, (~) on integers. Integer values are exact (the hardware applies the modifier in its
 * wider internal precision), so {@code -(-128:b)} is 128.
 */
public final class SourceModifiers {
  private SourceModifiers() {}

  public static long neg(long v) {
    return -v;
  }

  public static long abs(long v) {
    return Math.abs(v);
  }

  public static long negAbs(long v) {
    return -Math.abs(v);
  }

  public static long not(long v) {
    return ~v;
  }

  public static double neg(double v) {
    return -v;
  }

  public static double abs(double v) {
    return Math.abs(v);
  }

  public static double negAbs(double v) {
    return -Math.abs(v);
  }
}
