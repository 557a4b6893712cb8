package jvisa.spirv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Float literals print as spirv-dis prints them (its rules, checked on hand-picked values). */
class NumberTextTest {
  private static final LiteralType F32 = new LiteralType(32, true, true);
  private static final LiteralType F64 = new LiteralType(64, true, true);
  private static final LiteralType F16 = new LiteralType(16, true, true);

  @Test
  void normalFloatsUseShortestGeneralForm() {
    assertEquals("0.100000001", NumberText.format(F32, Float.floatToIntBits(0.1f)));
    assertEquals("3.5", NumberText.format(F32, Float.floatToIntBits(3.5f)));
    assertEquals("1.0000000000000001e+300", NumberText.format(F64, Double.doubleToLongBits(1e300)));
    assertEquals("9.99999975e-06", NumberText.format(F32, Float.floatToIntBits(1e-5f)));
    assertEquals("-0", NumberText.format(F32, Float.floatToIntBits(-0.0f)));
    assertEquals("100000000", NumberText.format(F32, Float.floatToIntBits(1e8f)));
    assertEquals("1e+09", NumberText.format(F32, Float.floatToIntBits(1e9f)));
  }

  @Test
  void otherFloatsUseHex() {
    assertEquals("0x1p+128", NumberText.format(F32, Float.floatToIntBits(Float.POSITIVE_INFINITY)));
    assertEquals("-0x1.8p+128", NumberText.format(F32, 0xffc00000L));
    assertEquals("0x1p-149", NumberText.format(F32, 1));
    assertEquals("0x1p+0", NumberText.format(F16, 0x3c00));
    assertEquals("0x1.ffcp+15", NumberText.format(F16, 0x7bff));
    assertEquals(
        "-0x1p+1024", NumberText.format(F64, Double.doubleToLongBits(Double.NEGATIVE_INFINITY)));
  }

  @Test
  void integersBySignedness() {
    assertEquals("4294967295", NumberText.format(new LiteralType(32, false, false), 0xffffffffL));
    assertEquals("-1", NumberText.format(new LiteralType(32, false, true), 0xffffffffL));
    assertEquals("-3", NumberText.format(new LiteralType(64, false, true), -3L));
    assertEquals("18446744073709551613", NumberText.format(new LiteralType(64, false, false), -3L));
  }
}
