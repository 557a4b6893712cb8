package jvisa.ocl.corpus;

import jvisa.machine.memory.Half;

/**
 * Compares an actual output buffer with the expected one under a {@link CompareRule}: integer
 * elements must be bit-equal; float and half elements may be up to {@code ulp} steps apart on the
 * ordered line of representable values (so -0 and +0 are equal and the smallest denormals of
 * opposite sign are 2 apart), and a NaN equals any NaN but nothing else.
 */
public final class BufferComparator {

  private static final String ABSENT = "<absent>";

  private BufferComparator() {}

  /**
   * Compares two buffers element by element under {@code rule}.
   *
   * @throws IllegalArgumentException if a buffer's length is not a whole number of elements
   */
  public static ComparisonResult compare(
      ElementType type, byte[] expected, byte[] actual, CompareRule rule) {
    int size = type.size();
    if (expected.length % size != 0 || actual.length % size != 0) {
      throw new IllegalArgumentException(
          "buffer lengths "
              + expected.length
              + " and "
              + actual.length
              + " are not whole numbers of "
              + size
              + "-byte "
              + type.clName()
              + " elements");
    }
    int expectedCount = expected.length / size;
    int actualCount = actual.length / size;
    int common = Math.min(expectedCount, actualCount);
    int total = Math.max(expectedCount, actualCount);
    long mismatches = 0;
    long first = -1;
    long maxUlp = 0;
    for (int i = 0; i < common; i++) {
      long e = type.bitsAt(expected, i);
      long a = type.bitsAt(actual, i);
      if (e == a) {
        continue;
      }
      boolean breaks;
      if (type.isFloating()) {
        long distance = ulpDistance(type, e, a);
        if (distance >= 0) {
          maxUlp = Math.max(maxUlp, distance);
        }
        breaks = distance < 0 || distance > rule.ulp();
      } else {
        breaks = true;
      }
      if (breaks) {
        mismatches++;
        if (first < 0) {
          first = i;
        }
      }
    }
    mismatches += total - common;
    if (first < 0 && total > common) {
      first = common;
    }
    String expectedText =
        first < 0 ? "" : first < expectedCount ? type.format(expected, (int) first) : ABSENT;
    String actualText =
        first < 0 ? "" : first < actualCount ? type.format(actual, (int) first) : ABSENT;
    return new ComparisonResult(
        type,
        total,
        mismatches,
        rule.allowedMismatches(total),
        first,
        expectedText,
        actualText,
        maxUlp);
  }

  /**
   * Steps between two float or half bit patterns on the ordered line of representable values; 0 for
   * two NaNs, -1 when exactly one is NaN.
   */
  public static long ulpDistance(ElementType type, long expectedBits, long actualBits) {
    if (type == ElementType.FLOAT) {
      int e = (int) expectedBits;
      int a = (int) actualBits;
      boolean eNaN = Float.isNaN(Float.intBitsToFloat(e));
      boolean aNaN = Float.isNaN(Float.intBitsToFloat(a));
      if (eNaN || aNaN) {
        return eNaN && aNaN ? 0 : -1;
      }
      return Math.abs(orderedFloat(e) - orderedFloat(a));
    }
    if (type == ElementType.HALF) {
      int e = (int) expectedBits & 0xFFFF;
      int a = (int) actualBits & 0xFFFF;
      boolean eNaN = Half.isNaN(e);
      boolean aNaN = Half.isNaN(a);
      if (eNaN || aNaN) {
        return eNaN && aNaN ? 0 : -1;
      }
      return Math.abs(orderedHalf(e) - orderedHalf(a));
    }
    throw new IllegalArgumentException(type.clName() + " is not a floating-point type");
  }

  /** Position on the ordered line: +0 and -0 both map to 0, negatives below. */
  private static long orderedFloat(int bits) {
    return bits >= 0 ? bits : (long) Integer.MIN_VALUE - bits;
  }

  private static long orderedHalf(int bits) {
    return (bits & 0x8000) == 0 ? bits : -(bits & 0x7FFF);
  }
}
