package jvisa.machine.alu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

class CompareTest {
  @Test
  void operatorsDecodeFromTextAndEncoding() {
    assertEquals(CmpOp.LT, CmpOp.of(jvisa.asm.isa.Cond.LT));
    assertEquals(CmpOp.GE, CmpOp.of(jvisa.asm.isa.Cond.GE));
    assertNull(CmpOp.of(null));
    assertEquals(CmpOp.LE, CmpOp.fromCode(5));
    assertNull(CmpOp.fromCode(6));
    assertEquals("ne", CmpOp.NE.text());
  }

  @Test
  void integerComparisonUsesExactValues() {
    assertTrue(
        Compare.integers(CmpOp.LT, -1, Type.D, 0xffffffffL, Type.UD), "D -1 < UD 0xffffffff");
    assertTrue(Compare.integers(CmpOp.GT, 0xffffffffL, Type.UD, 1, Type.UD));
    assertTrue(Compare.integers(CmpOp.LT, -1, Type.D, 1, Type.D));
    assertTrue(
        Compare.integers(CmpOp.GT, -1L, Type.UQ, Long.MAX_VALUE, Type.Q), "UQ 2^64-1 is large");
    assertTrue(Compare.integers(CmpOp.GT, -1L, Type.UQ, 5, Type.UQ));
    assertTrue(Compare.integers(CmpOp.LT, Long.MIN_VALUE, Type.UQ, -1L, Type.UQ));
    assertTrue(Compare.integers(CmpOp.LT, -5, Type.Q, -1L, Type.UQ));
    assertTrue(Compare.integers(CmpOp.EQ, 7, Type.W, 7, Type.UD));
    assertTrue(Compare.integers(CmpOp.NE, 7, Type.W, 8, Type.UD));
    assertTrue(Compare.integers(CmpOp.GE, 7, Type.W, 7, Type.UD));
    assertFalse(Compare.integers(CmpOp.LE, 8, Type.W, 7, Type.UD));
  }

  @Test
  void floatComparisonIsUnorderedWithNan() {
    double nan = Double.NaN;
    for (CmpOp op : CmpOp.values()) {
      assertEquals(op == CmpOp.NE, Compare.floats(op, nan, 1.0), op + " NaN,1");
      assertEquals(op == CmpOp.NE, Compare.floats(op, nan, nan), op + " NaN,NaN");
    }
    assertTrue(Compare.floats(CmpOp.EQ, -0.0, 0.0));
    assertFalse(Compare.floats(CmpOp.LT, -0.0, 0.0));
    assertTrue(Compare.floats(CmpOp.EQ, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY));
    assertTrue(Compare.floats(CmpOp.LT, Double.NEGATIVE_INFINITY, -1e300));
    assertTrue(Compare.floats(CmpOp.LE, 1.0, 1.0));
    assertTrue(Compare.floats(CmpOp.GT, 2.0, 1.0));
  }

  @Test
  void generalDestinationGetsAllOnesOrZeros() {
    assertEquals(0xffffffffL, Compare.resultBits(true, Type.F));
    assertEquals(0xffffL, Compare.resultBits(true, Type.UW));
    assertEquals(0xffL, Compare.resultBits(true, Type.B));
    assertEquals(-1L, Compare.resultBits(true, Type.Q));
    assertEquals(0L, Compare.resultBits(false, Type.D));
  }

  @Test
  void primitiveFormOfEveryRelationHoldsForTheSameOrders() {
    double[][] pairs = {{0, 1}, {1, 1}, {1, 0}, {Double.NaN, 1}};
    int[] orders = {Compare.LESS, Compare.EQUAL, Compare.GREATER, Compare.UNORDERED};
    for (CmpOp op : CmpOp.values()) {
      for (int k = 0; k < pairs.length; k++) {
        double a = op.swapsOperands() ? pairs[k][1] : pairs[k][0];
        double b = op.swapsOperands() ? pairs[k][0] : pairs[k][1];
        boolean primitive =
            switch (op.primitive()) {
              case LESS -> a < b;
              case LESS_OR_EQUAL -> a <= b;
              case EQUAL -> a == b;
            };
        assertEquals(
            op.holds(orders[k]), primitive != op.negates(), op + " for order " + orders[k]);
        assertEquals(
            op.holds(orders[k]), Compare.floats(op, pairs[k][0], pairs[k][1]), op + " floats");
      }
    }
  }
}
