package jvisa.machine.alu;

import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/**
 * The source modifiers of 5_operands.md on operand values: (-), (abs), (-abs) on integers and
 * floats, (~) on integers. Integer values up to 32 bits are exact (the hardware applies the
 * modifier in its wider internal precision), so {@code -(-128:b)} is 128; on Q and UQ operands the
 * result wraps to the operand's 64 bits ({@code (abs)} of Q's minimum is itself, {@code (-)} of UQ
 * 1 is 2^64-1), there being no wider precision.
 */
public final class SourceModifiers {
  private SourceModifiers() {}

  /**
   * The modifier that acts on an operand of type {@code t} as {@code m} does: a UQ value (held as
   * its raw 64 bits) is never negative, so (abs) leaves it and (-abs) only negates.
   */
  public static SrcModifier forType(SrcModifier m, Type t) {
    if (t != Type.UQ) {
      return m;
    }
    return m == SrcModifier.ABS ? SrcModifier.NONE : m == SrcModifier.NEG_ABS ? SrcModifier.NEG : m;
  }

  /**
   * An integer operand's value (in the machine's convention: exact, or raw bits for UQ) with
   * modifier m.
   */
  public static long apply(SrcModifier m, long v) {
    return switch (m) {
      case NONE -> v;
      case NEG -> -v;
      case ABS -> Math.abs(v);
      case NEG_ABS -> negAbs(v);
      case NOT -> ~v;
    };
  }

  /** (-abs) on an integer value. */
  public static long negAbs(long v) {
    return -Math.abs(v);
  }

  /** A float operand's value with modifier m ((~) does not apply to floats and leaves them). */
  public static double apply(SrcModifier m, double v) {
    return switch (m) {
      case NEG -> -v;
      case ABS -> abs(v);
      case NEG_ABS -> negAbs(v);
      default -> v;
    };
  }

  /**
   * (abs) on a float value: the sign bit cleared, NaNs included (JDK 17's {@code Math.abs} keeps a
   * NaN's sign when interpreted and clears it when compiled).
   */
  public static double abs(double v) {
    return Double.longBitsToDouble(Double.doubleToRawLongBits(v) & Long.MAX_VALUE);
  }

  /** (-abs) on a float value. */
  public static double negAbs(double v) {
    return Double.longBitsToDouble(Double.doubleToRawLongBits(v) | Long.MIN_VALUE);
  }
}
