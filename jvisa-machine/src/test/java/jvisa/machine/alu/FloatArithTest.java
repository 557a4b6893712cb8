package jvisa.machine.alu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.SplittableRandom;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

class FloatArithTest {
  @Test
  void absAndNegAbsSetOnlyTheSignBitOfANaN() {
    double negativeNaN = Double.longBitsToDouble(0xfff8_0000_0000_1234L);
    for (int i = 0; i < 50_000; i++) {
      assertEquals(
          0x7ff8_0000_0000_1234L, Double.doubleToRawLongBits(SourceModifiers.abs(negativeNaN)));
      assertEquals(
          0xfff8_0000_0000_1234L,
          Double.doubleToRawLongBits(SourceModifiers.negAbs(SourceModifiers.abs(negativeNaN))));
    }
    assertEquals(0.0, SourceModifiers.abs(-0.0));
    assertEquals(
        Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(SourceModifiers.negAbs(0.0)));
    assertEquals(-2.5, SourceModifiers.negAbs(2.5));
  }

  private static final FloatMode[] BY_MODE = {
    FloatMode.fromCr0(0x4c0),
    FloatMode.fromCr0(0x4d0),
    FloatMode.fromCr0(0x4e0),
    FloatMode.fromCr0(0x4f0)
  };
  private static final Type[] TYPES = {Type.F, Type.HF, Type.BF, Type.DF};
  private static final Ref.Grid[] GRIDS = {Ref.SINGLE, Ref.HALF, Ref.BFLOAT16, Ref.DOUBLE};

  /** A random value of type t: mostly ordinary, sometimes extreme or denormal. */
  private static double sample(SplittableRandom rnd, Type t) {
    double v =
        switch (t) {
          case F -> Float.intBitsToFloat(rnd.nextInt(0x7f800000));
          case HF -> FloatFormat.HALF.decode(rnd.nextInt(0x7c00));
          case BF -> FloatFormat.BFLOAT16.decode(rnd.nextInt(0x7f80));
          default -> Double.longBitsToDouble(rnd.nextLong(0x7ff0000000000000L));
        };
    if (rnd.nextInt(3) == 0) {
      // Values close in magnitude exercise cancellation and ties.
      v =
          switch (t) {
            case F -> (float) (1 + rnd.nextInt(1 << 12) / 4096.0);
            case HF -> FloatFormat.HALF.roundValue(1 + rnd.nextInt(64) / 64.0, 0, RoundingMode.RNE);
            case BF ->
                FloatFormat.BFLOAT16.roundValue(1 + rnd.nextInt(16) / 16.0, 0, RoundingMode.RNE);
            default -> 1 + rnd.nextLong(1L << 52) * 0x1p-52;
          };
    }
    return rnd.nextBoolean() ? v : -v;
  }

  private static void check(double expected, double actual, String what) {
    assertEquals(
        Double.doubleToRawLongBits(expected),
        Double.doubleToRawLongBits(actual),
        what + ": expected " + expected + " got " + actual);
  }

  @Test
  void addMulMadAreCorrectlyRoundedInEveryModeAndType() {
    SplittableRandom rnd = new SplittableRandom(11);
    for (int k = 0; k < TYPES.length; k++) {
      Type t = TYPES[k];
      int count = t == Type.DF ? 300 : 1200;
      for (int i = 0; i < count; i++) {
        double a = sample(rnd, t);
        double b = sample(rnd, t);
        double c = sample(rnd, t);
        BigDecimal ba = new BigDecimal(a);
        BigDecimal bb = new BigDecimal(b);
        BigDecimal sum = ba.add(bb);
        BigDecimal prod = ba.multiply(bb);
        BigDecimal fma = prod.add(new BigDecimal(c));
        for (RoundingMode rm : RoundingMode.values()) {
          FloatMode mode = BY_MODE[rm.ordinal()];
          String at = t + " " + rm + " a=" + a + " b=" + b + " c=" + c;
          if (sum.signum() != 0) {
            check(Ref.round(sum, GRIDS[k], rm), FloatArith.add(a, b, t, mode), "add " + at);
          }
          check(Ref.round(prod, GRIDS[k], rm), FloatArith.mul(a, b, t, mode), "mul " + at);
          if (fma.signum() != 0) {
            check(Ref.round(fma, GRIDS[k], rm), FloatArith.mad(a, b, c, t, mode), "mad " + at);
          }
        }
      }
    }
  }

  @Test
  void planeRoundsItsExactSumOnce() {
    // 2.5 * -3e9 = -7.5e9 lies halfway between two floats; the denormal r tips it toward zero.
    // Summed in
    // double, r vanished and the tie went to even.
    double w = FloatArith.plane(0, 0, 2.5, -3e9, Float.MIN_VALUE, FloatMode.IGC_KERNEL);
    assertEquals(-7499999744.0, w);
  }

  @Test
  void madIsFusedNotMulThenAdd() {
    float a = 1 + 0x1p-12f;
    float c = -(1 + 0x1p-11f);
    // a*a = 1 + 2^-11 + 2^-24 exactly; fused keeps the 2^-24, unfused rounds it away first.
    check(0x1p-24, FloatArith.mad(a, a, c, Type.F, FloatMode.IGC_KERNEL), "fma");
    check(
        0.0,
        FloatArith.add(
            FloatArith.mul(a, a, Type.F, FloatMode.IGC_KERNEL), c, Type.F, FloatMode.IGC_KERNEL),
        "mul+add");
    double x = 1 + 0x1p-30;
    check(0x1p-60, FloatArith.mad(x, x, -(1 + 0x1p-29), Type.DF, FloatMode.IGC_KERNEL), "DF fma");
  }

  @Test
  void divmAndSqrtmAreCorrectlyRoundedInEveryMode() {
    SplittableRandom rnd = new SplittableRandom(12);
    for (int k = 0; k < TYPES.length; k++) {
      Type t = TYPES[k];
      for (int i = 0; i < 800; i++) {
        double a = sample(rnd, t);
        double b = sample(rnd, t);
        for (RoundingMode rm : RoundingMode.values()) {
          FloatMode mode = BY_MODE[rm.ordinal()];
          check(
              Ref.round(Ref.quotient(a, b), GRIDS[k], rm),
              FloatArith.divm(a, b, t, mode),
              "divm " + t + " " + rm + " " + a + "/" + b);
          double s = Math.abs(a);
          check(
              Ref.round(Ref.sqrt(s), GRIDS[k], rm),
              FloatArith.sqrtm(s, t, mode),
              "sqrtm " + t + " " + rm + " " + s);
        }
      }
    }
  }

  @Test
  void ieeeSpecialValues() {
    FloatMode m = FloatMode.IGC_KERNEL;
    assertTrue(
        Double.isNaN(
            FloatArith.add(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Type.F, m)));
    assertTrue(Double.isNaN(FloatArith.mul(0.0, Double.POSITIVE_INFINITY, Type.HF, m)));
    assertTrue(Double.isNaN(FloatArith.mad(0.0, Double.POSITIVE_INFINITY, 1, Type.DF, m)));
    assertTrue(Double.isNaN(FloatArith.divm(0.0, 0.0, Type.F, m)));
    assertTrue(Double.isNaN(FloatArith.sqrtm(-1.0, Type.F, m)));
    check(-0.0, FloatArith.sqrtm(-0.0, Type.F, m), "sqrt(-0)");
    check(Double.NEGATIVE_INFINITY, FloatArith.divm(-1.0, 0.0, Type.F, m), "-1/0");
    check(Double.POSITIVE_INFINITY, FloatArith.divm(-1.0, -0.0, Type.DF, BY_MODE[3]), "-1/-0");
    check(
        Double.POSITIVE_INFINITY,
        FloatArith.add(Float.MAX_VALUE, Float.MAX_VALUE, Type.F, m),
        "overflow");
    check(
        Float.MAX_VALUE,
        FloatArith.add(Float.MAX_VALUE, Float.MAX_VALUE, Type.F, BY_MODE[3]),
        "RZ overflow");
    check(
        Double.MAX_VALUE,
        FloatArith.add(Double.MAX_VALUE, Double.MAX_VALUE, Type.DF, BY_MODE[2]),
        "RD overflow");
    check(
        -Double.MAX_VALUE,
        FloatArith.mul(Double.MAX_VALUE, -2, Type.DF, BY_MODE[1]),
        "RU -overflow");
    check(
        Double.MIN_VALUE,
        FloatArith.mul(Double.MIN_VALUE, 0.5, Type.DF, BY_MODE[1]),
        "RU underflow");
    check(0.0, FloatArith.mul(Double.MIN_VALUE, 0.5, Type.DF, BY_MODE[0]), "RNE tie to zero");
  }

  @Test
  void exactZeroSumsFollowIeeeSignRules() {
    for (Type t : TYPES) {
      check(0.0, FloatArith.add(1, -1, t, BY_MODE[0]), t + " 1-1 RNE");
      check(-0.0, FloatArith.add(1, -1, t, BY_MODE[2]), t + " 1-1 RD");
      check(0.0, FloatArith.add(0.0, -0.0, t, BY_MODE[1]), t + " +0-0 RU");
      check(-0.0, FloatArith.add(0.0, -0.0, t, BY_MODE[2]), t + " +0-0 RD");
      check(-0.0, FloatArith.add(-0.0, -0.0, t, BY_MODE[0]), t + " -0-0");
      check(0.0, FloatArith.add(0.0, 0.0, t, BY_MODE[2]), t + " +0+0 RD");
      check(-0.0, FloatArith.mad(2, 3, -6, t, BY_MODE[2]), t + " 2*3-6 RD");
      check(0.0, FloatArith.mad(2, 3, -6, t, BY_MODE[3]), t + " 2*3-6 RZ");
      check(-0.0, FloatArith.mad(-0.0, 3, -0.0, t, BY_MODE[0]), t + " -0*3-0");
      check(-0.0, FloatArith.mul(-0.0, 3, t, BY_MODE[0]), t + " -0*3");
    }
  }

  @Test
  void denormsAreFlushedOnInputAndOutputWhenCr0SaysSo() {
    FloatMode flush = FloatMode.DEFAULT;
    FloatMode keep = FloatMode.IGC_KERNEL;
    double denorm = 0x1p-140;
    check(0.0, FloatArith.add(denorm, 0.0, Type.F, flush), "F input");
    check(denorm, FloatArith.add(denorm, 0.0, Type.F, keep), "F kept");
    check(0.0, FloatArith.mul(0x1p-70, 0x1p-70, Type.F, flush), "F output");
    check(denorm, FloatArith.mul(0x1p-70, 0x1p-70, Type.F, keep), "F output kept");
    check(-0.0, FloatArith.mul(-0x1p-70, 0x1p-70, Type.F, flush), "sign kept");
    check(0.0, FloatArith.mul(0x1p-10, 0x1p-10, Type.HF, flush), "HF output");
    check(0x1p-20, FloatArith.mul(0x1p-10, 0x1p-10, Type.HF, keep), "HF kept");
    check(0.0, FloatArith.add(Double.MIN_VALUE, 0, Type.DF, flush), "DF input");
    check(1.0, FloatArith.add(0x1p-140, 1.0, Type.F, BY_MODE[0]), "RNE absorbs");
    check(
        Math.nextUp(1.0f), FloatArith.add(0x1p-140, 1.0, Type.F, BY_MODE[1]), "RU sees the denorm");
    check(1.0, FloatArith.add(0x1p-140, 1.0, Type.F, FloatMode.fromCr0(0x10)), "RU after flush");
  }

  @Test
  void altModeClampsInfinityToFmax() {
    FloatMode alt = FloatMode.fromCr0(0x4c1);
    check(
        Float.MAX_VALUE, FloatArith.add(Float.MAX_VALUE, Float.MAX_VALUE, Type.F, alt), "alt +inf");
    check(-Float.MAX_VALUE, FloatArith.mul(-Float.MAX_VALUE, 2, Type.F, alt), "alt -inf");
    check(
        Double.POSITIVE_INFINITY, FloatArith.mul(Double.MAX_VALUE, 2, Type.DF, alt), "DF not alt");
  }

  @Test
  void minMaxFollowTheSpecNanRuleAndOrderZeros() {
    double nan = Double.NaN;
    assertEquals(2.0, FloatArith.min(nan, 2.0));
    assertEquals(2.0, FloatArith.max(2.0, nan));
    double qnan = Double.longBitsToDouble(0x7ff8000000000123L);
    assertEquals(
        0x7ff8000000000123L,
        Double.doubleToRawLongBits(FloatArith.min(nan, qnan)),
        "both NaN: src1");
    check(-0.0, FloatArith.min(0.0, -0.0), "min zeros");
    check(-0.0, FloatArith.min(-0.0, 0.0), "min zeros swapped");
    check(0.0, FloatArith.max(-0.0, 0.0), "max zeros");
    check(0.0, FloatArith.max(0.0, -0.0), "max zeros swapped");
    assertEquals(-3.0, FloatArith.min(-3, 5));
    assertEquals(5.0, FloatArith.max(-3, 5));
    assertEquals(Double.NEGATIVE_INFINITY, FloatArith.min(Double.NEGATIVE_INFINITY, -1e300));
  }

  @Test
  void fractionAndRoundingInstructions() {
    FloatMode m = FloatMode.IGC_KERNEL;
    check(0.75, FloatArith.frc(2.75, Type.F, m), "frc");
    check(0.75, FloatArith.frc(-2.25, Type.F, m), "frc negative");
    check(1.0, FloatArith.frc(-0x1p-30, Type.F, m), "frc rounds up to 1");
    check(Math.nextDown(1.0f), FloatArith.frc(-0x1p-30, Type.F, BY_MODE[3]), "frc RZ");
    check(0.0, FloatArith.frc(-4.0, Type.F, m), "frc integer");
    assertTrue(Double.isNaN(FloatArith.frc(Double.POSITIVE_INFINITY, Type.F, m)));
    double[] in = {-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 8388607.5, -0.0};
    double[] d = {-3, -2, -1, 0, 1, 2, 8388607, -0.0};
    double[] u = {-2, -1, -0.0, 1, 2, 3, 8388608, -0.0};
    double[] e = {-2, -2, -0.0, 0, 2, 2, 8388608, -0.0};
    double[] z = {-2, -1, -0.0, 0, 1, 2, 8388607, -0.0};
    for (int i = 0; i < in.length; i++) {
      check(d[i], FloatArith.rndd(in[i], Type.F, m), "rndd " + in[i]);
      check(u[i], FloatArith.rndu(in[i], Type.F, m), "rndu " + in[i]);
      check(e[i], FloatArith.rnde(in[i], Type.F, m), "rnde " + in[i]);
      check(z[i], FloatArith.rndz(in[i], Type.F, m), "rndz " + in[i]);
    }
    check(-0.0, FloatArith.rndd(-1e-40, Type.F, FloatMode.DEFAULT), "flushed denorm keeps sign");
    check(-1.0, FloatArith.rndd(-1e-40, Type.F, m), "denorm kept");
    assertTrue(Double.isNaN(FloatArith.rnde(Double.NaN, Type.F, m)));
    check(Double.NEGATIVE_INFINITY, FloatArith.rndz(Double.NEGATIVE_INFINITY, Type.F, m), "inf");
  }

  @Test
  void lrpIsRoundedOnce() {
    FloatMode m = FloatMode.IGC_KERNEL;
    check(2.5, FloatArith.lrp(0.25, 4.0, 2.0, Type.F, m), "lrp");
    SplittableRandom rnd = new SplittableRandom(13);
    for (int i = 0; i < 300; i++) {
      double s0 = (float) rnd.nextDouble();
      double s1 = (float) (rnd.nextDouble() * 100);
      double s2 = (float) (rnd.nextDouble() * -100);
      BigDecimal b0 = new BigDecimal(s0);
      BigDecimal exact =
          new BigDecimal(s1)
              .multiply(b0)
              .add(new BigDecimal(s2).multiply(BigDecimal.ONE.subtract(b0)));
      for (RoundingMode rm : RoundingMode.values()) {
        check(
            Ref.round(exact, Ref.SINGLE, rm),
            FloatArith.lrp(s0, s1, s2, Type.F, BY_MODE[rm.ordinal()]),
            "lrp " + rm);
      }
    }
  }
}
