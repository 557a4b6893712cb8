package jvisa.machine.alu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.SplittableRandom;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

class ConvertTest {
  private static final FloatMode[] BY_MODE = {
    FloatMode.fromCr0(0x4c0),
    FloatMode.fromCr0(0x4d0),
    FloatMode.fromCr0(0x4e0),
    FloatMode.fromCr0(0x4f0)
  };

  @Test
  void integerBitsExtendPerType() {
    assertEquals(-1, Convert.intValue(0xff, Type.B));
    assertEquals(255, Convert.intValue(0xff, Type.UB));
    assertEquals(-32768, Convert.intValue(0x8000, Type.W));
    assertEquals(0x8000, Convert.intValue(0x8000, Type.UW));
    assertEquals(-1, Convert.intValue(0xffffffffL, Type.D));
    assertEquals(4294967295L, Convert.intValue(0xffffffffL, Type.UD));
    assertEquals(-1L, Convert.intValue(-1L, Type.UQ));
    assertEquals(-1L, Convert.intValue(-1L, Type.Q));
    assertEquals(1, Convert.intValue(3, Type.BOOL));
    assertEquals(0x34, Convert.intValue(0x1234, Type.UB), "bits above the type are ignored");
    assertEquals(0xffffffffL, Convert.intBits(-1, Type.D));
    assertEquals(0xffL, Convert.intBits(-1, Type.B));
    assertEquals(-1L, Convert.intBits(-1, Type.Q));
    assertThrows(IllegalArgumentException.class, () -> Convert.intValue(0, Type.F));
  }

  @Test
  void floatBitsRoundTripForEveryFloatType() {
    assertEquals(1.0, Convert.floatValue(0x3f800000L, Type.F));
    assertEquals(1.0, Convert.floatValue(0x3c00, Type.HF));
    assertEquals(1.0, Convert.floatValue(0x3f80, Type.BF));
    assertEquals(1.0, Convert.floatValue(0x3ff0000000000000L, Type.DF));
    assertEquals(0xbf800000L, Convert.floatBits(-1.0, Type.F));
    assertEquals(0xbc00, Convert.floatBits(-1.0, Type.HF));
    assertEquals(0xbf80, Convert.floatBits(-1.0, Type.BF));
    assertEquals(0x8000000000000000L, Convert.floatBits(-0.0, Type.DF));
    assertEquals(0x7bff, Convert.floatBits(65504.0, Type.HF));
    assertEquals(0x0001, Convert.floatBits(0x1p-24, Type.HF));
  }

  @Test
  void narrowingIntegersKeepsLowBitsAndSaturationClamps() {
    assertEquals(0x5678, Convert.truncate(0x12345678, Type.W));
    assertEquals(-32768, Convert.truncate(0x18000, Type.W));
    assertEquals(-1, Convert.truncate(0xffffffffL, Type.D));
    assertEquals(255, Convert.saturate(300, Type.D, Type.UB));
    assertEquals(-128, Convert.saturate(-300, Type.D, Type.B));
    assertEquals(0, Convert.saturate(-5, Type.D, Type.UD));
    assertEquals(0xffffffffL, Convert.saturate(1L << 40, Type.Q, Type.UD));
    assertEquals(
        Integer.MAX_VALUE, Convert.saturate(-1L, Type.UQ, Type.D), "UQ 2^64-1 is huge, not -1");
    assertEquals(Long.MAX_VALUE, Convert.saturate(-1L, Type.UQ, Type.Q));
    assertEquals(-1L, Convert.saturate(-1L, Type.UQ, Type.UQ));
    assertEquals(0, Convert.saturate(-1L, Type.Q, Type.UQ));
    assertEquals(4294967295L, Convert.saturate(4294967295L, Type.UD, Type.UD));
  }

  @Test
  void floatToIntegerTruncatesSaturatesAndMapsNanToZero() {
    assertEquals(2, Convert.floatToInt(2.9, Type.D));
    assertEquals(-2, Convert.floatToInt(-2.9, Type.D));
    assertEquals(0, Convert.floatToInt(Double.NaN, Type.D));
    assertEquals(0, Convert.floatToInt(Double.NaN, Type.UQ));
    assertEquals(Integer.MAX_VALUE, Convert.floatToInt(Double.POSITIVE_INFINITY, Type.D));
    assertEquals(Integer.MIN_VALUE, Convert.floatToInt(Double.NEGATIVE_INFINITY, Type.D));
    assertEquals(Integer.MAX_VALUE, Convert.floatToInt(3e9, Type.D));
    assertEquals(0, Convert.floatToInt(-3.0, Type.UD));
    assertEquals(0, Convert.floatToInt(-0.0, Type.UD));
    assertEquals(0, Convert.floatToInt(Double.NEGATIVE_INFINITY, Type.UB));
    assertEquals(0xffffffffL, Convert.floatToInt(5e9, Type.UD));
    assertEquals(4294967295L, Convert.floatToInt(4294967295.5, Type.UD));
    assertEquals(255, Convert.floatToInt(255.99, Type.UB));
    assertEquals(-128, Convert.floatToInt(-1e6, Type.B));
    assertEquals(32767, Convert.floatToInt(1e6, Type.W));
    assertEquals(Long.MIN_VALUE, Convert.floatToInt(0x1p63, Type.UQ), "2^63 as raw UQ bits");
    assertEquals(0x8000000000000800L, Convert.floatToInt(0x1p63 + 2048, Type.UQ));
    assertEquals(-1L, Convert.floatToInt(0x1p64, Type.UQ));
    assertEquals(Long.MAX_VALUE, Convert.floatToInt(0x1p63, Type.Q));
    assertEquals(Long.MIN_VALUE, Convert.floatToInt(-1e30, Type.Q));
    assertEquals(0, Convert.floatToInt(-0.99, Type.UQ));
  }

  @Test
  void integerToFloatRoundsWithTheModeForEveryFloatType() {
    SplittableRandom rnd = new SplittableRandom(7);
    Type[] dsts = {Type.F, Type.HF, Type.BF, Type.DF};
    Ref.Grid[] grids = {Ref.SINGLE, Ref.HALF, Ref.BFLOAT16, Ref.DOUBLE};
    for (int i = 0; i < 3000; i++) {
      int shift = rnd.nextInt(64);
      long v = rnd.nextLong() >> shift;
      Type src = rnd.nextInt(3) == 0 ? Type.UQ : Type.Q;
      if (v == 0) {
        continue;
      }
      BigDecimal exact = new BigDecimal(Convert.exact(v, src));
      for (int k = 0; k < dsts.length; k++) {
        for (RoundingMode rm : RoundingMode.values()) {
          double expected = Ref.round(exact, grids[k], rm);
          assertEquals(
              expected,
              Convert.intToFloat(v, src, dsts[k], BY_MODE[rm.ordinal()]),
              v + " " + src + " -> " + dsts[k] + " " + rm);
        }
      }
    }
  }

  @Test
  void integerToFloatEdgeCases() {
    FloatMode rz = BY_MODE[RoundingMode.RZ.ordinal()];
    FloatMode rne = FloatMode.IGC_KERNEL;
    assertEquals(16777216.0, Convert.intToFloat(16777217, Type.D, Type.F, rne), "tie to even");
    assertEquals(16777220.0, Convert.intToFloat(16777219, Type.D, Type.F, rne));
    assertEquals(16777218.0, Convert.intToFloat(16777219, Type.D, Type.F, rz));
    assertEquals(16777216.0, Convert.intToFloat(16777217, Type.D, Type.F, rz));
    assertEquals(
        16777218.0,
        Convert.intToFloat(16777217, Type.D, Type.F, BY_MODE[RoundingMode.RU.ordinal()]));
    assertEquals(0x1p63, Convert.intToFloat(Long.MAX_VALUE, Type.Q, Type.DF, rne));
    assertEquals(Math.nextDown(0x1p63), Convert.intToFloat(Long.MAX_VALUE, Type.Q, Type.DF, rz));
    assertEquals(0x1p64, Convert.intToFloat(-1L, Type.UQ, Type.F, rne));
    assertEquals(Math.nextDown(0x1p64f), Convert.intToFloat(-1L, Type.UQ, Type.F, rz));
    assertEquals(Double.POSITIVE_INFINITY, Convert.intToFloat(70000, Type.D, Type.HF, rne));
    assertEquals(65504.0, Convert.intToFloat(70000, Type.D, Type.HF, rz));
    assertEquals(4294967295.0, Convert.intToFloat(4294967295L, Type.UD, Type.DF, rne));
    assertEquals(-2147483648.0, Convert.intToFloat(Integer.MIN_VALUE, Type.D, Type.F, rz));
  }

  @Test
  void floatNarrowingRoundsWithTheModeAndWideningIsExact() {
    SplittableRandom rnd = new SplittableRandom(8);
    for (int i = 0; i < 3000; i++) {
      double v = Double.longBitsToDouble(rnd.nextLong(0x3600000000000000L, 0x4700000000000000L));
      v = rnd.nextBoolean() ? v : -v;
      if ((float) v == 0) {
        continue;
      }
      for (RoundingMode rm : RoundingMode.values()) {
        FloatMode mode = BY_MODE[rm.ordinal()];
        assertEquals(
            Ref.round(new BigDecimal(v), Ref.SINGLE, rm),
            Convert.floatToFloat(v, Type.DF, Type.F, mode));
        double f = (float) v;
        assertEquals(
            Ref.round(new BigDecimal(f), Ref.HALF, rm),
            Convert.floatToFloat(f, Type.F, Type.HF, mode));
        assertEquals(
            Ref.round(new BigDecimal(f), Ref.BFLOAT16, rm),
            Convert.floatToFloat(f, Type.F, Type.BF, mode));
      }
    }
    assertEquals(
        0.0,
        Convert.floatToFloat(0x1p-24, Type.HF, Type.F, FloatMode.DEFAULT),
        "HF denorm flushed");
    assertEquals(0x1p-24, Convert.floatToFloat(0x1p-24, Type.HF, Type.F, FloatMode.IGC_KERNEL));
  }

  @Test
  void floatConversionsFlushDenormsPerMode() {
    FloatMode flushAll = FloatMode.DEFAULT;
    assertEquals(
        0.0, Convert.floatToFloat(1e-40, Type.F, Type.DF, flushAll), "F denorm source flushed");
    assertEquals(1e-40, Convert.floatToFloat(1e-40, Type.F, Type.DF, FloatMode.IGC_KERNEL));
    assertEquals(
        0.0, Convert.floatToFloat(1e-6, Type.F, Type.HF, flushAll), "HF denorm result flushed");
    assertEquals(
        FloatFormat.HALF.roundValue(1e-6, 0, RoundingMode.RNE),
        Convert.floatToFloat(1e-6, Type.F, Type.HF, FloatMode.IGC_KERNEL));
    assertEquals(-0.0, Convert.floatToFloat(-1e-300, Type.DF, Type.F, FloatMode.IGC_KERNEL));
    assertEquals(
        -0x1p-149,
        Convert.floatToFloat(-1e-300, Type.DF, Type.F, BY_MODE[RoundingMode.RD.ordinal()]));
    assertTrue(Double.isNaN(Convert.floatToFloat(Double.NaN, Type.F, Type.HF, flushAll)));
  }

  @Test
  void floatSaturationClampsToUnitIntervalAndNanToZero() {
    assertEquals(1.0, Convert.saturateFloat(1.5));
    assertEquals(1.0, Convert.saturateFloat(Double.POSITIVE_INFINITY));
    assertEquals(0.0, Convert.saturateFloat(-3));
    assertEquals(0.0, Convert.saturateFloat(Double.NEGATIVE_INFINITY));
    assertEquals(0.0, Convert.saturateFloat(Double.NaN));
    assertEquals(0L, Double.doubleToRawLongBits(Convert.saturateFloat(-0.0)));
    assertEquals(0.25, Convert.saturateFloat(0.25));
    assertEquals(1.0, Convert.saturateFloat(1.0));
  }

  @Test
  void movConversionEndToEnd() {
    FloatMode rne = FloatMode.IGC_KERNEL;
    FloatMode rtz = FloatMode.fromCr0(0x4c0 ^ 0x30);
    long third = Float.floatToRawIntBits(1.0f / 3) & 0xffffffffL;
    assertEquals(0x3555, Convert.convert(third, Type.F, Type.HF, false, rne));
    assertEquals(0x3555, Convert.convert(third, Type.F, Type.HF, false, rtz));
    long above = Float.floatToRawIntBits(0x1.003p0f) & 0xffffffffL;
    assertEquals(0x3c01, Convert.convert(above, Type.F, Type.HF, false, rne));
    assertEquals(0x3c00, Convert.convert(above, Type.F, Type.HF, false, rtz));
    assertEquals(0x3f800000L, Convert.convert(0x3c00, Type.HF, Type.F, false, rne));
    assertEquals(0xc0400000L, Convert.convert(0xfffffffdL, Type.D, Type.F, false, rne));
    assertEquals(0x4f800000L, Convert.convert(0xffffffffL, Type.UD, Type.F, false, rne));
    assertEquals(0L, Convert.convert(0xc0400000L, Type.F, Type.UD, false, rne));
    assertEquals(0xfffffffdL, Convert.convert(0xc0400000L, Type.F, Type.D, false, rne));
    assertEquals(0x7fL, Convert.convert(0xffffL, Type.UW, Type.B, true, rne));
    assertEquals(0xffL, Convert.convert(0xffffL, Type.UW, Type.B, false, rne));
    assertEquals(0x3f800000L, Convert.convert(0x40000000L, Type.F, Type.F, true, rne));
    assertEquals(0x3f800000L, Convert.convert(5, Type.D, Type.F, true, rne));
    assertEquals(0x3f80L, Convert.convert(0x3f800000L, Type.F, Type.BF, false, rne));
    assertEquals(1L, Convert.convert(1, Type.BOOL, Type.UD, false, rne));
    assertEquals(0xffffffffffffffffL, Convert.convert(0xffffffffL, Type.D, Type.Q, false, rne));
    assertEquals(0x00000000ffffffffL, Convert.convert(0xffffffffL, Type.UD, Type.Q, false, rne));
  }

  @Test
  void exactValueOfHugeUq() {
    assertEquals(
        BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE), Convert.exact(-1L, Type.UQ));
    assertEquals(BigInteger.ONE.negate(), Convert.exact(-1L, Type.Q));
  }
}
