package jvisa.machine.alu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/**
 * Measures the error of the math-unit functions against double-precision references computed
 * independently (java.lang.Math, or 40-digit BigDecimal for 1/x, sqrt and 1/sqrt), in units in the
 * last place of the execution type. Correct rounding means at most 0.5 ulp.
 */
class FloatMathTest {
  private static final FloatMode M = FloatMode.IGC_KERNEL;
  private static final MathContext MC = new MathContext(40);

  /** 0.5 ulp plus the double references' own error (a few double ulps = ~2^-27 F ulp). */
  private static final double BOUND = 0.5 + 1e-6;

  private interface Unary {
    double apply(double a, Type t, FloatMode mode);
  }

  private static double ulp(double ref, Type t) {
    int e = Math.getExponent(ref);
    return t == Type.HF
        ? Math.scalb(1.0, Math.max(e, -14) - 10)
        : Math.scalb(1.0, Math.max(e, -126) - 23);
  }

  private static double maxError(
      Unary f, DoubleUnaryOperator ref, Type t, double lo, double hi, boolean log) {
    SplittableRandom rnd = new SplittableRandom(21);
    double max = 0;
    int count = t == Type.HF ? 4000 : 8000;
    for (int i = 0; i < count; i++) {
      double u = rnd.nextDouble();
      double x = log ? lo * Math.pow(hi / lo, u) : lo + (hi - lo) * u;
      x = t == Type.HF ? FloatFormat.HALF.roundValue(x, 0, RoundingMode.RNE) : (float) x;
      double r = ref.applyAsDouble(x);
      double limit = t == Type.HF ? 65504 : Float.MAX_VALUE;
      double tiny = t == Type.HF ? 0x1p-24 : 0x1p-149;
      if (!Double.isFinite(r) || Math.abs(r) > limit || Math.abs(r) < tiny * 4) {
        continue;
      }
      double got = f.apply(x, t, M);
      max = Math.max(max, Math.abs(got - r) / ulp(r, t));
    }
    return max;
  }

  private static double inverse(double x) {
    return BigDecimal.ONE.divide(new BigDecimal(x), MC).doubleValue();
  }

  private static double root(double x) {
    return new BigDecimal(x).sqrt(MC).doubleValue();
  }

  private static double inverseRoot(double x) {
    return BigDecimal.ONE.divide(new BigDecimal(x).sqrt(MC), MC).doubleValue();
  }

  @Test
  void singlePrecisionFunctionsAreWithinHalfAnUlp() {
    StringBuilder report = new StringBuilder("F max ulp error:");
    Object[][] cases = {
      {
        "inv",
        (Unary) FloatMath::inv,
        (DoubleUnaryOperator) FloatMathTest::inverse,
        1e-37,
        1e37,
        true
      },
      {
        "sqrt",
        (Unary) FloatMath::sqrt,
        (DoubleUnaryOperator) FloatMathTest::root,
        1e-44,
        1e38,
        true
      },
      {
        "rsqrt",
        (Unary) FloatMath::rsqrt,
        (DoubleUnaryOperator) FloatMathTest::inverseRoot,
        1e-37,
        1e38,
        true
      },
      {
        "exp",
        (Unary) FloatMath::exp,
        (DoubleUnaryOperator) x -> Math.exp(x * Math.log(2)),
        -140.0,
        127.0,
        false
      },
      {
        "log",
        (Unary) FloatMath::log,
        (DoubleUnaryOperator) x -> Math.log(x) / Math.log(2),
        1e-44,
        1e38,
        true
      },
      {
        "log near 1",
        (Unary) FloatMath::log,
        (DoubleUnaryOperator) x -> Math.log(x) / Math.log(2),
        0.5,
        2.0,
        false
      },
      {"sin", (Unary) FloatMath::sin, (DoubleUnaryOperator) Math::sin, -100.0, 100.0, false},
      {"sin small", (Unary) FloatMath::sin, (DoubleUnaryOperator) Math::sin, 1e-30, 1.0, true},
      {"cos", (Unary) FloatMath::cos, (DoubleUnaryOperator) Math::cos, -100.0, 100.0, false},
      {"cos near 4pi", (Unary) FloatMath::cos, (DoubleUnaryOperator) Math::cos, 12.0, 13.0, false},
    };
    for (Object[] c : cases) {
      double err =
          maxError(
              (Unary) c[1],
              (DoubleUnaryOperator) c[2],
              Type.F,
              (double) c[3],
              (double) c[4],
              (boolean) c[5]);
      report.append(String.format(" %s=%.6f", c[0], err));
      assertTrue(err <= BOUND, c[0] + " error " + err);
    }
    System.out.println(report);
  }

  @Test
  void halfPrecisionFunctionsAreWithinHalfAnUlp() {
    StringBuilder report = new StringBuilder("HF max ulp error:");
    Object[][] cases = {
      {
        "inv", (Unary) FloatMath::inv, (DoubleUnaryOperator) FloatMathTest::inverse, 2e-5, 6e4, true
      },
      {"sqrt", (Unary) FloatMath::sqrt, (DoubleUnaryOperator) FloatMathTest::root, 1e-7, 6e4, true},
      {
        "rsqrt",
        (Unary) FloatMath::rsqrt,
        (DoubleUnaryOperator) FloatMathTest::inverseRoot,
        1e-7,
        6e4,
        true
      },
      {
        "exp",
        (Unary) FloatMath::exp,
        (DoubleUnaryOperator) x -> Math.exp(x * Math.log(2)),
        -24.0,
        15.9,
        false
      },
      {
        "log",
        (Unary) FloatMath::log,
        (DoubleUnaryOperator) x -> Math.log(x) / Math.log(2),
        1e-7,
        6e4,
        true
      },
      {"sin", (Unary) FloatMath::sin, (DoubleUnaryOperator) Math::sin, -30.0, 30.0, false},
      {"cos", (Unary) FloatMath::cos, (DoubleUnaryOperator) Math::cos, -30.0, 30.0, false},
    };
    for (Object[] c : cases) {
      double err =
          maxError(
              (Unary) c[1],
              (DoubleUnaryOperator) c[2],
              Type.HF,
              (double) c[3],
              (double) c[4],
              (boolean) c[5]);
      report.append(String.format(" %s=%.6f", c[0], err));
      assertTrue(err <= BOUND, c[0] + " error " + err);
    }
    System.out.println(report);
  }

  @Test
  void twoOperandFunctionsAreWithinHalfAnUlp() {
    SplittableRandom rnd = new SplittableRandom(22);
    double maxPow = 0;
    double maxDiv = 0;
    DoubleBinaryOperator powRef = (a, b) -> Math.exp(b * Math.log(a));
    for (int i = 0; i < 10000; i++) {
      double a = (float) (rnd.nextDouble() * 100);
      double b = (float) (rnd.nextDouble() * 20 - 10);
      double r = powRef.applyAsDouble(a, b);
      if (Double.isFinite(r) && r > 1e-37 && r < 1e38) {
        maxPow = Math.max(maxPow, Math.abs(FloatMath.pow(a, b, Type.F, M) - r) / ulp(r, Type.F));
      }
      double q = new BigDecimal(a).divide(new BigDecimal(b), MC).doubleValue();
      if (a != 0 && b != 0) {
        maxDiv = Math.max(maxDiv, Math.abs(FloatMath.div(a, b, Type.F, M) - q) / ulp(q, Type.F));
      }
    }
    System.out.printf("F max ulp error: pow=%.6f div=%.6f%n", maxPow, maxDiv);
    assertTrue(maxPow <= BOUND, "pow " + maxPow);
    assertTrue(maxDiv <= 0.5, "div " + maxDiv);
  }

  @Test
  void specialValues() {
    Type f = Type.F;
    assertEquals(Double.POSITIVE_INFINITY, FloatMath.inv(0.0, f, M));
    assertEquals(Double.NEGATIVE_INFINITY, FloatMath.inv(-0.0, f, M));
    assertEquals(0.25, FloatMath.inv(4.0, f, M));
    assertTrue(Double.isNaN(FloatMath.sqrt(-1.0, f, M)));
    assertEquals(
        Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(FloatMath.sqrt(-0.0, f, M)));
    assertEquals(3.0, FloatMath.sqrt(9.0, f, M));
    assertEquals(Double.POSITIVE_INFINITY, FloatMath.rsqrt(0.0, f, M));
    assertEquals(Double.NEGATIVE_INFINITY, FloatMath.rsqrt(-0.0, f, M));
    assertTrue(Double.isNaN(FloatMath.rsqrt(-4.0, f, M)));
    assertEquals(0.5, FloatMath.rsqrt(4.0, f, M));
    assertEquals(Double.NEGATIVE_INFINITY, FloatMath.log(0.0, f, M));
    assertTrue(Double.isNaN(FloatMath.log(-1.0, f, M)));
    assertEquals(0.0, FloatMath.log(1.0, f, M));
    assertEquals(3.0, FloatMath.log(8.0, f, M));
    assertEquals(-149.0, FloatMath.log(0x1p-149, f, M));
    assertEquals(Double.POSITIVE_INFINITY, FloatMath.log(Double.POSITIVE_INFINITY, f, M));
    assertEquals(8.0, FloatMath.exp(3.0, f, M));
    assertEquals(0x1p-149, FloatMath.exp(-149.0, f, M));
    assertEquals(0.0, FloatMath.exp(Double.NEGATIVE_INFINITY, f, M));
    assertEquals(Double.POSITIVE_INFINITY, FloatMath.exp(128.0, f, M));
    assertEquals(Double.POSITIVE_INFINITY, FloatMath.exp(16.0, Type.HF, M));
    assertTrue(Double.isNaN(FloatMath.sin(Double.POSITIVE_INFINITY, f, M)));
    assertEquals(1.0, FloatMath.cos(0.0, f, M));
    assertEquals(1024.0, FloatMath.pow(2.0, 10.0, f, M));
    assertTrue(Double.isNaN(FloatMath.pow(-8.0, 1.0 / 3, f, M)));
    assertEquals(-8.0, FloatMath.pow(-2.0, 3.0, f, M));
    assertEquals(Double.POSITIVE_INFINITY, FloatMath.div(1.0, 0.0, f, M));
    assertTrue(Double.isNaN(FloatMath.div(0.0, 0.0, f, M)));
  }

  @Test
  void denormsAndAltMode() {
    assertEquals(0.0, FloatMath.sqrt(1e-40, Type.F, FloatMode.DEFAULT), "flushed input");
    assertEquals((float) Math.sqrt(1e-40f), FloatMath.sqrt(1e-40f, Type.F, M));
    assertEquals(0.0, FloatMath.exp(-130.0, Type.F, FloatMode.DEFAULT), "flushed output");
    assertEquals(0x1p-130, FloatMath.exp(-130.0, Type.F, M));
    FloatMode alt = FloatMode.fromCr0(0x4c1);
    assertEquals(3.0, FloatMath.log(-8.0, Type.F, alt));
    assertEquals(2.0, FloatMath.sqrt(-4.0, Type.F, alt));
    assertEquals(0.5, FloatMath.rsqrt(-4.0, Type.F, alt));
    assertEquals(Float.MAX_VALUE, FloatMath.inv(0.0, Type.F, alt));
    assertTrue(Double.isNaN(FloatMath.log(-8.0, Type.HF, alt)), "ALT is for F only");
    double negativeNan = Double.longBitsToDouble(0xfff8_0000_2000_0000L);
    double r = FloatMath.sqrt(negativeNan, Type.F, alt);
    assertTrue(Double.isNaN(r));
    assertTrue(Double.doubleToRawLongBits(r) > 0, "ALT's absolute value clears a NaN's sign too");
  }
}
