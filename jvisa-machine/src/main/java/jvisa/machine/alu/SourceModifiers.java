package jvisa.machine.alu;

import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/**
 * The source modifiers of 5_operands.md on operand values: (-), (abs), (-abs) on integers and
 * floats, (~) on integers. Integer values up to 32 bits are exact (the hardware applies the modifier
 * in its wider internal precision), so {@code -(-128:b)} is 128; on Q and UQ operands the result
 * wraps to the operand's 64 bits ({@code (abs)} of Q's minimum is itself, {@code (-)} of UQ 1 is
 * 2^64-1), there being no wider precision.
 */
public final class SourceModifiers {
  private SourceModifiers() {}

  /**
   * The modifier that acts on an operand of type {@code t} as {@code m} does: a UQ value (held as its
   * raw 64 bits) is never negative, so (abs) leaves it and (-abs) only negates.
   */
  public static SrcModifier forType(SrcModifier m, Type t) {
    if (t != Type.UQ) {
      return m;
    }
    return m == SrcModifier.ABS ? SrcModifier.NONE : m == SrcModifier.NEG_ABS ? SrcModifier.NEG : m;
  }

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
