package jvisa.machine.alu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FloatFormatTest {
  private static final RoundingMode[] MODES = RoundingMode.values();

  @Test
  void halfDecodesEveryPatternPerIeee() {
    for (int bits = 0; bits < 0x10000; bits++) {
      double v = FloatFormat.HALF.decode(bits);
      int e = (bits >> 10) & 31;
      int m = bits & 0x3ff;
      double sign = (bits & 0x8000) != 0 ? -1 : 1;
      if (e == 31) {
        assertTrue(
            m == 0 ? Double.isInfinite(v) && Math.signum(v) == sign : Double.isNaN(v),
            Integer.toHexString(bits));
      } else {
        double expected = sign * (e == 0 ? m * 0x1p-24 : (1024 + m) * Math.pow(2, e - 25));
        assertEquals(expected, v, 0, Integer.toHexString(bits));
        assertEquals(bits & 0x8000, (int) (Double.doubleToRawLongBits(v) >>> 48) & 0x8000);
      }
    }
  }

  @Test
  void everyHalfRoundTripsInEveryMode() {
    for (int bits = 0; bits < 0x10000; bits++) {
      double v = FloatFormat.HALF.decode(bits);
      if (Double.isNaN(v)) {
        long r = FloatFormat.HALF.round(v, RoundingMode.RNE);
        assertEquals(0x7c00, r & 0x7c00);
        assertTrue((r & 0x3ff) != 0);
        continue;
      }
      for (RoundingMode mode : MODES) {
        assertEquals(bits, FloatFormat.HALF.round(v, mode), Integer.toHexString(bits) + " " + mode);
      }
    }
  }

  @Test
  void halfRoundingMatchesOracleNearEveryGridPoint() {
    SplittableRandom rnd = new SplittableRandom(1);
    for (int bits = 0; bits < 0x7bff; bits += 13) {
      double v = FloatFormat.HALF.decode(bits);
      double next = FloatFormat.HALF.decode(bits + 1);
      double mid = (v + next) / 2;
      double[] probes = {
        mid,
        Math.nextUp(mid),
        Math.nextDown(mid),
        v + (next - v) * rnd.nextDouble(),
        Math.nextUp(v),
        Math.nextDown(next)
      };
      for (double p : probes) {
        for (double signed : new double[] {p, -p}) {
          checkSingleValue(FloatFormat.HALF, Ref.HALF, signed);
        }
      }
    }
  }

  @Test
  void halfOverflowAndUnderflowFollowTheMode() {
    FloatFormat h = FloatFormat.HALF;
    assertEquals(0x7c00, h.round(65520.0, RoundingMode.RNE));
    assertEquals(0x7bff, h.round(65519.99, RoundingMode.RNE));
    assertEquals(0x7bff, h.round(1e9, RoundingMode.RZ));
    assertEquals(0x7bff, h.round(1e9, RoundingMode.RD));
    assertEquals(0x7c00, h.round(65504.01, RoundingMode.RU));
    assertEquals(0xfbff, h.round(-1e9, RoundingMode.RU));
    assertEquals(0xfc00, h.round(-1e9, RoundingMode.RD));
    assertEquals(0x0001, h.round(1e-30, RoundingMode.RU));
    assertEquals(0x0000, h.round(1e-30, RoundingMode.RNE));
    assertEquals(0x8000, h.round(-1e-30, RoundingMode.RZ));
    assertEquals(0x8001, h.round(-1e-30, RoundingMode.RD));
    assertEquals(0x0000, h.round(0x1p-25, RoundingMode.RNE), "tie to even zero");
    assertEquals(0x0001, h.round(Math.nextUp(0x1p-25), RoundingMode.RNE));
    assertEquals(65504.0, h.maxValue());
    assertEquals(0x1p-14, h.minNormal());
  }

  @Test
  void bfloat16RoundingMatchesOracle() {
    SplittableRandom rnd = new SplittableRandom(2);
    for (int i = 0; i < 8000; i++) {
      double v = Float.intBitsToFloat(rnd.nextInt(0x7f800000)) * (rnd.nextBoolean() ? 1 : -1);
      checkSingleValue(FloatFormat.BFLOAT16, Ref.BFLOAT16, v);
    }
    for (int bits = 0; bits < 0x7f80; bits += 7) {
      double v = FloatFormat.BFLOAT16.decode(bits);
      double next = FloatFormat.BFLOAT16.decode(bits + 1);
      checkSingleValue(FloatFormat.BFLOAT16, Ref.BFLOAT16, (v + next) / 2);
      checkSingleValue(FloatFormat.BFLOAT16, Ref.BFLOAT16, Math.nextUp((v + next) / 2));
    }
    assertEquals(0x3f80, FloatFormat.BFLOAT16.round(1.0, RoundingMode.RNE));
    assertEquals(1.0, FloatFormat.BFLOAT16.decode(0x3f80));
  }

  @Test
  void singleRoundingMatchesJavaAndOracle() {
    SplittableRandom rnd = new SplittableRandom(3);
    for (int i = 0; i < 6000; i++) {
      double v = Double.longBitsToDouble(rnd.nextLong(0x380fffffffffffffL, 0x47f0000000000000L));
      assertEquals(
          (float) v, FloatFormat.SINGLE.decode(FloatFormat.SINGLE.round(v, RoundingMode.RNE)));
      checkSingleValue(FloatFormat.SINGLE, Ref.SINGLE, rnd.nextBoolean() ? v : -v);
    }
    for (int i = 0; i < 2000; i++) {
      float f = Float.intBitsToFloat(rnd.nextInt(0x7f7fffff));
      double mid = ((double) f + Math.nextUp(f)) / 2;
      checkSingleValue(FloatFormat.SINGLE, Ref.SINGLE, mid);
      checkSingleValue(FloatFormat.SINGLE, Ref.SINGLE, -Math.nextUp(mid));
    }
  }

  /** hi + lo pairs where lo decides: exact grid points and exact midpoints nudged by lo. */
  @Test
  void pairRoundingUsesTheSignOfTheLowPart() {
    SplittableRandom rnd = new SplittableRandom(4);
    FloatFormat[] formats = {FloatFormat.HALF, FloatFormat.BFLOAT16, FloatFormat.SINGLE};
    Ref.Grid[] grids = {Ref.HALF, Ref.BFLOAT16, Ref.SINGLE};
    for (int k = 0; k < formats.length; k++) {
      FloatFormat fmt = formats[k];
      long maxBits = fmt.round(fmt.maxValue(), RoundingMode.RNE) - 1;
      for (int i = 0; i < 3000; i++) {
        long bits = rnd.nextLong(1, maxBits);
        double v = fmt.decode(bits);
        double next = fmt.decode(bits + 1);
        double hi = rnd.nextBoolean() ? v : (v + next) / 2;
        double lo = Math.ulp(hi) * 0x1p-3 * (rnd.nextBoolean() ? 1 : -1);
        if (rnd.nextInt(8) == 0) {
          lo = Double.MIN_VALUE * Math.signum(lo);
        }
        if (rnd.nextBoolean()) {
          hi = -hi;
        }
        BigDecimal exact = new BigDecimal(hi).add(new BigDecimal(lo));
        for (RoundingMode mode : MODES) {
          double expected = Ref.round(exact, grids[k], mode);
          assertEquals(
              expected, fmt.roundValue(hi, lo, mode), fmt + " " + hi + " + " + lo + " " + mode);
        }
      }
    }
  }

  @Test
  void nanPayloadStaysNanAndInfinityStaysInfinity() {
    assertEquals(0x7c00, FloatFormat.HALF.round(Double.POSITIVE_INFINITY, RoundingMode.RZ));
    assertEquals(0xff80, FloatFormat.BFLOAT16.round(Double.NEGATIVE_INFINITY, RoundingMode.RZ));
    assertTrue(
        Double.isNaN(
            FloatFormat.BFLOAT16.decode(FloatFormat.BFLOAT16.round(Double.NaN, RoundingMode.RNE))));
    assertEquals(16, FloatFormat.HALF.width());
    assertEquals(32, FloatFormat.SINGLE.width());
  }

  private static void checkSingleValue(FloatFormat fmt, Ref.Grid grid, double v) {
    for (RoundingMode mode : MODES) {
      double expected = v == 0 ? v : Ref.round(new BigDecimal(v), grid, mode);
      double actual = fmt.roundValue(v, 0, mode);
      assertEquals(expected, actual, fmt + " " + v + " " + mode);
      assertEquals(Math.copySign(1, v), Math.copySign(1, actual), "sign of " + v);
    }
  }
}
