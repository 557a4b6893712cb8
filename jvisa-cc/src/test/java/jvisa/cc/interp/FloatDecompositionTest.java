package jvisa.cc.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The interpreter's frexp, ilogb, logb and remquo quotient on the cases OpenCL names. */
class FloatDecompositionTest {
  @Test
  void frexpSplitsNormalAndSubnormalValuesAndKeepsSpecialOnes() {
    assertEquals(0.75, FloatDecomposition.frexpMantissa(6.0));
    assertEquals(3, FloatDecomposition.frexpExponent(6.0));
    assertEquals(0.5, FloatDecomposition.frexpMantissa(Float.MIN_VALUE));
    assertEquals(-148, FloatDecomposition.frexpExponent(Float.MIN_VALUE));
    assertEquals(0.5, FloatDecomposition.frexpMantissa(Double.MIN_VALUE));
    assertEquals(-1073, FloatDecomposition.frexpExponent(Double.MIN_VALUE));
    assertEquals(-0.0, FloatDecomposition.frexpMantissa(-0.0));
    assertEquals(0, FloatDecomposition.frexpExponent(Double.NEGATIVE_INFINITY));
  }

  @Test
  void ilogbAndLogbGiveTheUnbiasedExponentAndOpenClsSpecialValues() {
    assertEquals(-149, FloatDecomposition.ilogb(Float.MIN_VALUE));
    assertEquals(2, FloatDecomposition.ilogb(-7.5));
    assertEquals(Integer.MIN_VALUE, FloatDecomposition.ilogb(0.0));
    assertEquals(Integer.MAX_VALUE, FloatDecomposition.ilogb(Double.NaN));
    assertEquals(Integer.MAX_VALUE, FloatDecomposition.ilogb(Double.NEGATIVE_INFINITY));
    assertEquals(-126.0, FloatDecomposition.logb(Float.MIN_NORMAL));
    assertEquals(Double.NEGATIVE_INFINITY, FloatDecomposition.logb(-0.0));
    assertEquals(Double.POSITIVE_INFINITY, FloatDecomposition.logb(Double.NEGATIVE_INFINITY));
  }

  @Test
  void remquoQuotientRoundsToEvenKeepsSevenBitsAndTakesTheSignOfTheQuotient() {
    assertEquals(2, FloatDecomposition.remquoQuotient(5.0, 2.0), "2.5 rounds to even 2");
    assertEquals(4, FloatDecomposition.remquoQuotient(7.0, 2.0), "3.5 rounds to even 4");
    assertEquals(-3, FloatDecomposition.remquoQuotient(-6.0, 2.0));
    assertEquals(300 & 0x7f, FloatDecomposition.remquoQuotient(300.0, 1.0));
    assertEquals(-1, FloatDecomposition.remquoQuotient(0.75, -1.0));
    assertEquals(0, FloatDecomposition.remquoQuotient(1.0, 0.0));
    assertEquals(0, FloatDecomposition.remquoQuotient(1.0, Double.POSITIVE_INFINITY));
  }
}
