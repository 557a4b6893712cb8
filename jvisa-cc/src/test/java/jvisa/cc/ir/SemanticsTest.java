package jvisa.cc.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The operation semantics shared by constant folding and the interpreter. */
class SemanticsTest {
  private static float f32(long bits) {
    return Float.intBitsToFloat((int) bits);
  }

  private static long bits(float f) {
    return Float.floatToRawIntBits(f) & 0xFFFFFFFFL;
  }

  @Test
  void integerDivisionAndShiftsFollowC() {
    assertEquals(
        Semantics.mask(Type.I32, -3),
        Semantics.binary(Op.SDIV, Type.I32, Semantics.mask(Type.I32, -7), 2));
    assertEquals(
        Semantics.mask(Type.I32, -1),
        Semantics.binary(Op.SREM, Type.I32, Semantics.mask(Type.I32, -7), 2));
    assertEquals(0xF0L, Semantics.binary(Op.SHL, Type.I8, 0x0F, 4));
    assertEquals(0xFFL, Semantics.binary(Op.ASHR, Type.I8, 0x80, 7));
    assertEquals(
        0,
        Semantics.binary(Op.UDIV, Type.I32, 5, 0),
        "division by zero is undefined; no exception");
  }

  @Test
  void intToFloatHonoursRoundingModes() {
    long big = 16777217; // 2^24 + 1: not a float
    assertEquals(16777216f, f32(Semantics.convert(Op.SITOFP, Type.I32, Type.F32, big, 1, 0)));
    assertEquals(16777218f, f32(Semantics.convert(Op.SITOFP, Type.I32, Type.F32, big, 2, 0)));
    assertEquals(
        -16777218f,
        f32(
            Semantics.convert(
                Op.SITOFP, Type.I32, Type.F32, Semantics.mask(Type.I32, -big), 3, 0)));
    assertEquals(
        -16777216f,
        f32(
            Semantics.convert(
                Op.SITOFP, Type.I32, Type.F32, Semantics.mask(Type.I32, -big), 1, 0)));
  }

  @Test
  void floatToIntTruncatesByDefaultAndSaturatesWhenAsked() {
    assertEquals(2, Semantics.convert(Op.FPTOSI, Type.F32, Type.I32, bits(2.7f), -1, 0));
    assertEquals(3, Semantics.convert(Op.FPTOSI, Type.F32, Type.I32, bits(2.5f), 2, 0));
    assertEquals(2, Semantics.convert(Op.FPTOSI, Type.F32, Type.I32, bits(2.5f), 0, 0));
    assertEquals(
        0x7FFFFFFFL, Semantics.convert(Op.FPTOSI, Type.F32, Type.I32, bits((float) 3e10), -1, 1));
    assertEquals(0, Semantics.convert(Op.FPTOSI, Type.F32, Type.I32, bits(Float.NaN), -1, 1));
    assertEquals(127, Semantics.convert(Op.TRUNC, Type.I32, Type.I8, 1000, -1, 1));
    assertEquals(
        0x80,
        Semantics.convert(Op.TRUNC, Type.I32, Type.I8, Semantics.mask(Type.I32, -1000), -1, 1));
    assertEquals(
        0, Semantics.convert(Op.SAT_STOU, Type.I32, Type.I8, Semantics.mask(Type.I32, -5), -1, 0));
  }

  @Test
  void halfConversionsRound() {
    assertEquals(0x3C00, Half.fromFloat(1f));
    assertEquals(0x3C00, Half.fromDouble(1 + 0x1p-11, Rounding.RTE), "a tie goes to even");
    assertEquals(0x3C01, Half.fromDouble(1 + 0x1p-11, Rounding.RTP));
    assertEquals(0x7BFF, Half.fromDouble(70000, Rounding.RTZ));
    assertEquals(0x7C00, Half.fromDouble(70000, Rounding.RTE));
    assertEquals(0x0001, Half.fromDouble(0x1p-24, Rounding.RTE), "smallest subnormal");
    assertEquals(1f / 3, Half.toFloat(Half.fromFloat(1f / 3)), 1e-3);
  }

  @Test
  void floatComparisonsSeeNaNAsUnordered() {
    long nan = bits(Float.NaN);
    assertEquals(false, Semantics.compare(Op.FOEQ, Type.F32, nan, nan));
    assertEquals(true, Semantics.compare(Op.FUNE, Type.F32, nan, bits(1f)));
    assertEquals(true, Semantics.compare(Op.SLT, Type.I8, 0xFF, 1));
    assertEquals(false, Semantics.compare(Op.ULT, Type.I8, 0xFF, 1));
  }
}
