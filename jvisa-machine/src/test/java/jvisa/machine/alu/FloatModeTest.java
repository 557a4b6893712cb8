package jvisa.machine.alu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

class FloatModeTest {
  @Test
  void igcPrologueValueKeepsAllDenormsAndRoundsToNearest() {
    FloatMode m = FloatMode.fromCr0(0x4c0);
    assertSame(FloatMode.IGC_KERNEL, m);
    assertEquals(RoundingMode.RNE, m.rounding());
    assertTrue(m.fDenorms());
    assertTrue(m.dfDenorms());
    assertTrue(m.hfDenorms());
    assertFalse(m.altF());
  }

  @Test
  void plainFFromTheBitsAloneAgreesWithTheModeForEveryCr0() {
    for (int cr0 = 0; cr0 < 1 << 12; cr0++) {
      int value = cr0 | (cr0 & 0x800) << 20; // reserved high bits too
      assertEquals(
          FloatMode.fromCr0(value & 0xFFFF_FFFFL).plainF(),
          FloatMode.plainF(value),
          Integer.toHexString(value));
    }
    assertTrue(FloatMode.plainF(0x4c0));
  }

  @Test
  void roundingFieldIsBitsFourAndFive() {
    assertEquals(RoundingMode.RZ, FloatMode.fromCr0(0x4c0 ^ 0x30).rounding());
    assertEquals(RoundingMode.RU, FloatMode.fromCr0(0x4c0 ^ 0x10).rounding());
    assertEquals(RoundingMode.RD, FloatMode.fromCr0(0x4c0 ^ 0x20).rounding());
    assertEquals(RoundingMode.RZ, RoundingMode.fromField(3));
    assertEquals(2, RoundingMode.RD.field());
  }

  @Test
  void eachDenormBitControlsItsOwnType() {
    FloatMode onlyF = FloatMode.fromCr0(0x80);
    assertTrue(onlyF.keepsDenorms(Type.F));
    assertFalse(onlyF.keepsDenorms(Type.DF));
    assertFalse(onlyF.keepsDenorms(Type.HF));
    assertTrue(FloatMode.fromCr0(0x40).keepsDenorms(Type.DF));
    assertTrue(FloatMode.fromCr0(0x400).keepsDenorms(Type.HF));
    assertTrue(FloatMode.DEFAULT.keepsDenorms(Type.BF));
    assertTrue(FloatMode.fromCr0(1).altF());
  }

  @Test
  void cr0BitsRoundTripIgnoringReservedBits() {
    int relevant = 0x1 | 0x30 | 0x40 | 0x80 | 0x400;
    for (int cr0 = 0; cr0 < 0x800; cr0++) {
      FloatMode m = FloatMode.fromCr0(cr0 | 0xff000000L);
      assertEquals(cr0 & relevant, m.cr0Bits());
      assertSame(m, FloatMode.fromCr0(m.cr0Bits()));
    }
  }

  @Test
  void flushKeepsTheSignAndOnlyTouchesDenorms() {
    FloatMode flush = FloatMode.DEFAULT;
    assertEquals(
        Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(flush.flush(-1e-40, Type.F)));
    assertEquals(0.0, flush.flush(1e-40, Type.F));
    assertEquals(0x1p-126, flush.flush(0x1p-126, Type.F));
    assertEquals(1e-40, FloatMode.IGC_KERNEL.flush(1e-40, Type.F));
    assertEquals(0.0, flush.flush(0x1p-20, Type.HF));
    assertEquals(0x1p-14, flush.flush(0x1p-14, Type.HF));
    assertEquals(1e-300, flush.flush(1e-300, Type.DF));
    assertEquals(0.0, flush.flush(Double.MIN_VALUE, Type.DF));
    assertTrue(Double.isNaN(flush.flush(Double.NaN, Type.F)));
  }
}
