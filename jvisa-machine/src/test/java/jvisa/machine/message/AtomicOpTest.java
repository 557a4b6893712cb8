package jvisa.machine.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jvisa.asm.isa.AtomicOperation;
import jvisa.machine.memory.Half;
import org.junit.jupiter.api.Test;

class AtomicOpTest {
  private static long f(float v) {
    return Float.floatToRawIntBits(v) & 0xFFFF_FFFFL;
  }

  @Test
  void integerOperations() {
    assertEquals(12, AtomicOp.ADD.apply(5, 7, 0, 4));
    assertEquals(-2, AtomicOp.SUB.apply(5, 7, 0, 4));
    assertEquals(6, AtomicOp.INC.apply(5, 0, 0, 4));
    assertEquals(4, AtomicOp.DEC.apply(5, 0, 0, 4));
    assertEquals(4, AtomicOp.PREDEC.apply(5, 0, 0, 4));
    assertEquals(9, AtomicOp.XCHG.apply(5, 9, 0, 4));
    assertEquals(0b0100, AtomicOp.AND.apply(0b1100, 0b0110, 0, 4));
    assertEquals(0b1110, AtomicOp.OR.apply(0b1100, 0b0110, 0, 4));
    assertEquals(0b1010, AtomicOp.XOR.apply(0b1100, 0b0110, 0, 4));
    assertEquals(5, AtomicOp.LOAD.apply(5, 9, 9, 4));
  }

  @Test
  void minAndMaxAreSignedOrUnsignedAtTheAccessWidth() {
    long minus1 = 0xFFFF_FFFFL;
    assertEquals(3, AtomicOp.UMIN.apply(minus1, 3, 0, 4));
    assertEquals(minus1, AtomicOp.SMIN.apply(minus1, 3, 0, 4));
    assertEquals(minus1, AtomicOp.UMAX.apply(minus1, 3, 0, 4));
    assertEquals(3, AtomicOp.SMAX.apply(minus1, 3, 0, 4));
    assertEquals(0x8000, AtomicOp.SMIN.apply(0x7FFF, 0x8000, 0, 2));
    assertEquals(0x7FFF, AtomicOp.UMIN.apply(0x7FFF, 0x8000, 0, 2));
    assertEquals(-1L, AtomicOp.SMIN.apply(-1L, 1, 0, 8));
    assertEquals(1, AtomicOp.UMIN.apply(-1L, 1, 0, 8));
  }

  @Test
  void compareExchangeComparesOperand0AndStoresOperand1() {
    assertEquals(9, AtomicOp.CMPXCHG.apply(5, 5, 9, 4));
    assertEquals(5, AtomicOp.CMPXCHG.apply(5, 6, 9, 4));
    assertEquals(9, AtomicOp.FCMPXCHG.apply(f(-0.0f), f(0.0f), 9, 4));
    assertEquals(f(Float.NaN), AtomicOp.FCMPXCHG.apply(f(Float.NaN), f(Float.NaN), 9, 4));
  }

  @Test
  void floatOperationsAtEachWidth() {
    assertEquals(f(3.5f), AtomicOp.FADD.apply(f(1.25f), f(2.25f), 0, 4));
    assertEquals(f(-1.0f), AtomicOp.FSUB.apply(f(1.25f), f(2.25f), 0, 4));
    assertEquals(f(1.25f), AtomicOp.FMIN.apply(f(1.25f), f(2.25f), 0, 4));
    assertEquals(f(2.25f), AtomicOp.FMAX.apply(f(1.25f), f(2.25f), 0, 4));
    assertEquals(f(2.0f), AtomicOp.FMIN.apply(f(Float.NaN), f(2.0f), 0, 4));
    assertEquals(f(2.0f), AtomicOp.FMAX.apply(f(2.0f), f(Float.NaN), 0, 4));
    assertEquals(f(-0.0f), AtomicOp.FMIN.apply(f(0.0f), f(-0.0f), 0, 4));
    assertEquals(0x3E00, AtomicOp.FADD.apply(Half.fromFloat(1.0f), Half.fromFloat(0.5f), 0, 2));
    assertEquals(0x4000, AtomicOp.FADD.apply(0x3C00, 0x3C00, 0, 2));
    long d =
        AtomicOp.FADD.apply(Double.doubleToRawLongBits(0.1), Double.doubleToRawLongBits(0.2), 0, 8);
    assertEquals(0.1 + 0.2, Double.longBitsToDouble(d));
  }

  @Test
  void spellingsOfBothFamilies() {
    assertEquals(AtomicOp.SMIN, AtomicOp.of(AtomicOperation.fromLegacy("minsint")));
    assertEquals(AtomicOp.UMAX, AtomicOp.of(AtomicOperation.fromLegacy("max")));
    assertEquals(AtomicOp.FCMPXCHG, AtomicOp.of(AtomicOperation.fromLegacy("fcmpwr")));
    assertEquals(AtomicOp.PREDEC, AtomicOp.of(AtomicOperation.fromLegacy("predec")));
    assertEquals(AtomicOp.XCHG, AtomicOp.of(AtomicOperation.fromLsc("store")));
    assertEquals(AtomicOp.CMPXCHG, AtomicOp.of(AtomicOperation.fromLsc("icas")));
    assertEquals(AtomicOp.DEC, AtomicOp.of(AtomicOperation.fromLsc("idec")));
    assertThrows(
        IllegalArgumentException.class, () -> AtomicOp.of(AtomicOperation.fromLegacy("iadd")));
    assertThrows(IllegalArgumentException.class, () -> AtomicOp.of(AtomicOperation.fromLsc("add")));
  }
}
