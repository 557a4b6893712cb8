package jvisa.ocl.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

class BufferComparatorTest {

  private static byte[] floats(float... values) {
    ByteBuffer b = ByteBuffer.allocate(4 * values.length).order(ByteOrder.LITTLE_ENDIAN);
    for (float v : values) {
      b.putFloat(v);
    }
    return b.array();
  }

  private static byte[] floatBits(int... bits) {
    ByteBuffer b = ByteBuffer.allocate(4 * bits.length).order(ByteOrder.LITTLE_ENDIAN);
    for (int v : bits) {
      b.putInt(v);
    }
    return b.array();
  }

  private static byte[] halves(int... bits) {
    ByteBuffer b = ByteBuffer.allocate(2 * bits.length).order(ByteOrder.LITTLE_ENDIAN);
    for (int v : bits) {
      b.putShort((short) v);
    }
    return b.array();
  }

  private static byte[] ints(int... values) {
    return floatBits(values);
  }

  private static ComparisonResult compare(ElementType t, byte[] e, byte[] a, int ulp) {
    return BufferComparator.compare(t, e, a, new CompareRule(ulp, 0));
  }

  @Test
  void floatsWithinUlpPassAndOneMoreFails() {
    float x = 1.75f;
    float up4 = Float.intBitsToFloat(Float.floatToIntBits(x) + 4);
    float up5 = Float.intBitsToFloat(Float.floatToIntBits(x) + 5);
    assertTrue(compare(ElementType.FLOAT, floats(x), floats(up4), 4).passed());
    ComparisonResult r = compare(ElementType.FLOAT, floats(0f, x), floats(0f, up5), 4);
    assertFalse(r.passed());
    assertEquals(1, r.mismatches());
    assertEquals(1, r.firstMismatch());
    assertEquals(5, r.maxUlpDistance());
    assertEquals("1.75 (0x3fe00000)", r.expectedAtFirst());
    assertEquals(Float.toString(up5) + " (0x3fe00005)", r.actualAtFirst());
    assertFalse(compare(ElementType.FLOAT, floats(x), floats(up4), 3).passed());
    assertFalse(compare(ElementType.FLOAT, floats(-x), floats(x), 4).passed(), "sign matters");
  }

  @Test
  void signIsHandledAcrossZero() {
    int minDenormal = 1;
    int negMinDenormal = 0x80000001;
    assertEquals(
        2,
        BufferComparator.ulpDistance(ElementType.FLOAT, minDenormal, negMinDenormal & 0xFFFFFFFFL));
    assertEquals(0, BufferComparator.ulpDistance(ElementType.FLOAT, 0, 0x80000000L));
    assertTrue(
        compare(ElementType.FLOAT, floatBits(minDenormal), floatBits(negMinDenormal), 2).passed());
    assertFalse(
        compare(ElementType.FLOAT, floatBits(minDenormal), floatBits(negMinDenormal), 1).passed());
    assertTrue(compare(ElementType.FLOAT, floats(0f), floats(-0f), 0).passed());
    float below = -Float.MIN_NORMAL;
    float nextBelow = Math.nextDown(below);
    assertEquals(
        1,
        BufferComparator.ulpDistance(
            ElementType.FLOAT,
            Float.floatToIntBits(below) & 0xFFFFFFFFL,
            Float.floatToIntBits(nextBelow) & 0xFFFFFFFFL));
  }

  @Test
  void nanEqualsNanOnly() {
    int quiet = 0x7fc00000;
    int otherNan = 0xffc00001;
    assertTrue(compare(ElementType.FLOAT, floatBits(quiet), floatBits(otherNan), 0).passed());
    ComparisonResult r = compare(ElementType.FLOAT, floatBits(quiet), floats(1f), 1_000_000);
    assertFalse(r.passed());
    assertEquals(0, r.maxUlpDistance(), "NaN pairs do not count as a distance");
    assertFalse(
        compare(ElementType.FLOAT, floats(Float.POSITIVE_INFINITY), floatBits(quiet), 4).passed());
    assertTrue(compare(ElementType.HALF, halves(0x7e00), halves(0xfe01), 0).passed());
    assertFalse(compare(ElementType.HALF, halves(0x7e00), halves(0x7c00), 100).passed());
  }

  @Test
  void halvesUseHalfUlps() {
    int one = 0x3c00;
    assertTrue(compare(ElementType.HALF, halves(one), halves(one + 4), 4).passed());
    ComparisonResult r = compare(ElementType.HALF, halves(one), halves(one + 5), 4);
    assertFalse(r.passed());
    assertEquals("1.0 (0x3c00)", r.expectedAtFirst());
    assertEquals(2, BufferComparator.ulpDistance(ElementType.HALF, 0x0001, 0x8001));
    assertEquals(0, BufferComparator.ulpDistance(ElementType.HALF, 0x0000, 0x8000));
  }

  @Test
  void integersMustBeEqualAndAreFormattedInTheirType() {
    ComparisonResult r = compare(ElementType.UINT, ints(1, 2, 3), ints(1, -1, 4), 1000);
    assertFalse(r.passed());
    assertEquals(2, r.mismatches());
    assertEquals(1, r.firstMismatch());
    assertEquals("2", r.expectedAtFirst());
    assertEquals("4294967295", r.actualAtFirst());
    assertEquals(
        "-1", compare(ElementType.CHAR, new byte[] {0}, new byte[] {-1}, 0).actualAtFirst());
    assertEquals(
        "255", compare(ElementType.UCHAR, new byte[] {0}, new byte[] {-1}, 0).actualAtFirst());
    byte[] big = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(-1L).array();
    assertEquals(
        "18446744073709551615", compare(ElementType.ULONG, new byte[8], big, 0).actualAtFirst());
    assertEquals("-1", compare(ElementType.LONG, new byte[8], big, 0).actualAtFirst());
    assertTrue(compare(ElementType.INT, ints(5, -7), ints(5, -7), 0).passed());
    assertTrue(r.describe().startsWith("2 of 3 uint elements differ"), r.describe());
  }

  @Test
  void mismatchFractionAllowsAFewBadElements() {
    int[] expected = new int[10];
    int[] actual = new int[10];
    actual[3] = 1;
    assertTrue(
        BufferComparator.compare(
                ElementType.INT, ints(expected), ints(actual), new CompareRule(0, 0.1))
            .passed());
    assertFalse(
        BufferComparator.compare(
                ElementType.INT, ints(expected), ints(actual), new CompareRule(0, 0.09))
            .passed());
    actual[7] = 1;
    assertFalse(
        BufferComparator.compare(
                ElementType.INT, ints(expected), ints(actual), new CompareRule(0, 0.1))
            .passed());
  }

  @Test
  void lengthDifferencesCountAsMismatches() {
    ComparisonResult r = compare(ElementType.INT, ints(1, 2, 3), ints(1, 2), 0);
    assertEquals(3, r.elementCount());
    assertEquals(1, r.mismatches());
    assertEquals(2, r.firstMismatch());
    assertEquals("<absent>", r.actualAtFirst());
    assertThrows(
        IllegalArgumentException.class,
        () -> compare(ElementType.INT, new byte[3], new byte[4], 0));
    assertThrows(
        IllegalArgumentException.class, () -> BufferComparator.ulpDistance(ElementType.INT, 0, 1));
  }
}
