package jvisa.machine.core;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.SplittableRandom;
import jvisa.asm.model.Type;

/**
 * Raw bits of the values most likely to break an operation of each type, plus a few ordinary ones.
 */
final class EdgeValues {
  private EdgeValues() {}

  static long[] of(Type t) {
    LinkedHashSet<Long> v = new LinkedHashSet<>();
    if (t.isFloat()) {
      for (double d :
          new double[] {
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            2.5,
            -1.5,
            0x1p63,
            -3e9,
            65504.0,
            1e-3,
            Double.MAX_VALUE,
            -Double.MAX_VALUE,
            Float.MAX_VALUE,
            Float.MIN_NORMAL,
            Float.MIN_VALUE,
            0x1p-14,
            0x1p-24,
            -0x1p-24,
            -0x1p-130,
            0x1p-1040,
            Double.MIN_VALUE,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY,
            Double.NaN
          }) {
        v.add(bitsOf(d, t));
      }
    } else {
      int bits = 8 * t.size();
      long max = t.isSigned() ? (1L << (bits - 1)) - 1 : bits == 64 ? -1L : (1L << bits) - 1;
      long min = t.isSigned() ? -1L << (bits - 1) : 0;
      for (long x :
          new long[] {
            0,
            1,
            -1,
            2,
            31,
            32,
            63,
            64,
            max,
            min,
            max - 1,
            min + 1,
            Long.MIN_VALUE,
            0x5555555555555555L,
            0x7f,
            0x80,
            0xffff,
            0x8000,
            0xffffffffL,
            0x80000000L
          }) {
        v.add(x & mask(bits));
      }
    }
    SplittableRandom rnd = new SplittableRandom(t.ordinal());
    for (int i = 0; i < 3; i++) {
      v.add(
          t.isFloat()
              ? bitsOf((rnd.nextDouble() - 0.5) * 1000, t)
              : rnd.nextLong() & mask(8 * t.size()));
    }
    List<Long> list = new ArrayList<>(v);
    return list.stream().mapToLong(Long::longValue).toArray();
  }

  private static long mask(int bits) {
    return bits == 64 ? -1L : (1L << bits) - 1;
  }

  /** A double's nearest value of float type t (infinite beyond the type's range), as raw bits. */
  private static long bitsOf(double d, Type t) {
    return switch (t) {
      case F -> Float.floatToRawIntBits((float) d) & 0xffffffffL;
      case DF -> Double.doubleToRawLongBits(d);
      case BF -> jvisa.machine.alu.Convert.floatBits(d, Type.BF);
      default -> jvisa.machine.alu.Convert.floatBits(d, Type.HF);
    };
  }
}
