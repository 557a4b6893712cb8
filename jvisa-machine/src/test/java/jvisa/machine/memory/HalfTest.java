package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HalfTest {
  @Test
  void convertsNormalSubnormalAndSpecialValues() {
    assertEquals(1.0f, Half.toFloat(0x3C00));
    assertEquals(-2.0f, Half.toFloat(0xC000));
    assertEquals(65504.0f, Half.toFloat(0x7BFF));
    assertEquals(0x1p-24f, Half.toFloat(0x0001));
    assertEquals(Float.NEGATIVE_INFINITY, Half.toFloat(0xFC00));
    assertTrue(Float.isNaN(Half.toFloat(0x7E00)));
    assertEquals(0x8000, Half.fromFloat(-0.0f));
    assertEquals(0x3C00, Half.fromFloat(1.0f));
    assertEquals(0x7BFF, Half.fromFloat(65504.0f));
    assertEquals(0x7C00, Half.fromFloat(65520.0f)); // rounds up to infinity
    assertEquals(0x0001, Half.fromFloat(0x1p-24f));
    assertEquals(0x0000, Half.fromFloat(0x1p-25f)); // tie to even: 0
    assertEquals(0x0002, Half.fromFloat(0x1.8p-24f)); // tie to even: 2
    assertEquals(0x7E00, Half.fromFloat(Float.NaN) & 0x7E00);
  }

  @Test
  void roundsToNearestEven() {
    assertEquals(0x3C00, Half.fromFloat(1.0f + 0x1p-11f)); // halfway, even stays
    assertEquals(0x3C02, Half.fromFloat(1.0f + 3 * 0x1p-11f)); // halfway, odd rounds up
    assertEquals(0x3C01, Half.fromFloat(1.0f + 0x1.8p-11f)); // above halfway
  }

  @Test
  void everyHalfRoundTripsThroughFloat() {
    for (int h = 0; h < 0x10000; h++) {
      boolean nan = (h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0;
      if (!nan) {
        assertEquals(h, Half.fromFloat(Half.toFloat(h)), Integer.toHexString(h));
      }
    }
  }

  @Test
  void floatsRoundToTheNearestHalfTiesToEven() {
    for (long bits = 0;
        bits < 0x477F_F000L;
        bits += 4099) { // magnitudes below 65520: finite halves
      float f = Float.intBitsToFloat((int) bits);
      assertEquals(nearestHalf(f), Half.fromFloat(f), Float.toString(f));
      assertEquals(nearestHalf(f) | 0x8000, Half.fromFloat(-f), Float.toString(-f));
    }
  }

  /**
   * Reference rounding by search: the largest half not above f, or the next one when f is nearer to
   * it.
   */
  private static int nearestHalf(float f) {
    int low = 0;
    int high = 0x7C00;
    while (high - low > 1) {
      int mid = (low + high) >>> 1;
      if (Half.toFloat(mid) <= f) {
        low = mid;
      } else {
        high = mid;
      }
    }
    double below = f - (double) Half.toFloat(low);
    double above = (high == 0x7C00 ? 65536.0 : Half.toFloat(high)) - (double) f;
    return below < above || (below == above && (low & 1) == 0) ? low : high;
  }
}
