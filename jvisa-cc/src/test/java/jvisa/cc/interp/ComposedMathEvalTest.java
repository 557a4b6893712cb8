package jvisa.cc.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Type;
import org.junit.jupiter.api.Test;

/**
 * The interpreter's sinpi/cospi/tanpi (exact reduction, OpenCL's signed zeros and infinities), the
 * /pi inverse trigonometric forms, rootn's special cases and erf/erfc on float.
 */
class ComposedMathEvalTest {
  private static float f(MathFn fn, float... args) {
    Type[] types = new Type[args.length];
    long[] bits = new long[args.length];
    for (int k = 0; k < args.length; k++) {
      types[k] = Type.F32;
      bits[k] = Float.floatToRawIntBits(args[k]) & 0xffffffffL;
    }
    return Float.intBitsToFloat((int) MathEval.eval(fn, Type.F32, types, bits));
  }

  private static float rootn(float x, int n) {
    long[] bits = {Float.floatToRawIntBits(x) & 0xffffffffL, n & 0xffffffffL};
    return Float.intBitsToFloat(
        (int) MathEval.eval(MathFn.ROOTN, Type.F32, new Type[] {Type.F32, Type.I32}, bits));
  }

  @Test
  void piFunctionsReduceExactlyAndGiveSignedZerosAndInfinities() {
    assertEquals(0.0f, f(MathFn.SINPI, 1.0f));
    assertEquals(-0.0f, f(MathFn.SINPI, -3.0f));
    assertEquals(-0.0f, f(MathFn.SINPI, 0x1.000002p23f * -1), "odd -n");
    assertEquals(1.0f, f(MathFn.SINPI, 0x1.000002p22f), "2^22 + 1/2 is a quarter turn");
    assertEquals(0.0f, f(MathFn.COSPI, 0.5f));
    assertEquals(-1.0f, f(MathFn.COSPI, 0x1.000002p23f));
    assertEquals(Float.POSITIVE_INFINITY, f(MathFn.TANPI, 0.5f));
    assertEquals(Float.NEGATIVE_INFINITY, f(MathFn.TANPI, 1.5f));
    assertEquals(-0.0f, f(MathFn.TANPI, 1.0f));
    assertEquals(Float.NaN, f(MathFn.SINPI, Float.POSITIVE_INFINITY));
  }

  @Test
  void piFormsOfInverseTrigonometricFunctionsAreInHalfTurns() {
    assertEquals(0.5f, f(MathFn.ASINPI, 1.0f));
    assertEquals(1.0f, f(MathFn.ACOSPI, -1.0f));
    assertEquals(-0.25f, f(MathFn.ATANPI, -1.0f));
    assertEquals(0.75f, f(MathFn.ATAN2PI, 1.0f, -1.0f));
  }

  @Test
  void powrIsNanWherePowHasIntegerConventions() {
    assertEquals(Float.NaN, f(MathFn.POWR, 0.0f, 0.0f));
    assertEquals(Float.NaN, f(MathFn.POWR, Float.POSITIVE_INFINITY, -0.0f));
    assertEquals(Float.NaN, f(MathFn.POWR, 1.0f, Float.NEGATIVE_INFINITY));
    assertEquals(Float.NaN, f(MathFn.HALF_POWR, -8.0f, 3.0f));
    assertEquals(1.0f, f(MathFn.POW, 0.0f, 0.0f));
    assertEquals(8.0f, f(MathFn.NATIVE_POWR, 4.0f, 1.5f));
  }

  @Test
  void rootnTakesOddRootsOfNegativesAndFollowsOpenClsZeroCases() {
    assertEquals(-2.0f, rootn(-8.0f, 3));
    assertEquals(0.5f, rootn(16.0f, -4));
    assertEquals(Float.NaN, rootn(-8.0f, 2));
    assertEquals(Float.NaN, rootn(8.0f, 0));
    assertEquals(Float.NEGATIVE_INFINITY, rootn(-0.0f, -3));
    assertEquals(Float.POSITIVE_INFINITY, rootn(-0.0f, -2));
    assertEquals(0.0f, rootn(-0.0f, 2));
    assertEquals(-0.0f, rootn(-0.0f, 5));
  }

  @Test
  void gammaFunctionsMatchKnownValuesAndOpenClsPoles() {
    assertEquals(Math.sqrt(Math.PI), GammaFunction.tgamma(0.5), 1e-15);
    assertEquals(24, GammaFunction.tgamma(5), 1e-13);
    assertEquals(-0.9453087204829419, GammaFunction.tgamma(-2.5), 1e-14);
    assertEquals(359.1342053695754, GammaFunction.lgamma(100), 1e-12);
    assertEquals(-364.9009683094273, GammaFunction.lgamma(-100.5), 1e-12);
    assertEquals(0, GammaFunction.lgamma(2), 1e-14);
    assertEquals(Float.NaN, f(MathFn.TGAMMA, -3.0f));
    assertEquals(Float.NEGATIVE_INFINITY, f(MathFn.TGAMMA, -0.0f));
    assertEquals(Float.POSITIVE_INFINITY, f(MathFn.LGAMMA, -3.0f));
    assertEquals(120.0f, f(MathFn.TGAMMA, 6.0f));
    assertEquals(-1, GammaFunction.sign(-0.5));
    assertEquals(1, GammaFunction.sign(-1.5));
    assertEquals(-1, GammaFunction.sign(-0.0));
    assertEquals(0, GammaFunction.sign(-2.0));
    assertEquals(1, GammaFunction.sign(0.25));
  }

  @Test
  void erfAndErfcMatchKnownValuesAcrossTheSeriesAndContinuedFraction() {
    assertEquals(0.5204998778130465, ErrorFunction.erf(0.5), 1e-15);
    assertEquals(2.209049699858544e-05, ErrorFunction.erfc(3), 1e-18);
    assertEquals(2.088487583762545e-45, ErrorFunction.erfc(10), 1e-57);
    assertEquals(2 - ErrorFunction.erfc(1), ErrorFunction.erfc(-1), 0);
    assertEquals(-1.0, ErrorFunction.erf(Double.NEGATIVE_INFINITY));
    assertEquals((float) 0.5204998778130465, f(MathFn.ERF, 0.5f));
    assertEquals(2.0f, f(MathFn.ERFC, -20.0f));
  }
}
