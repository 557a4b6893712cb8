package jvisa.ocl.printf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Expected texts are glibc's printf output for the same specification and value. */
class PrintfFormatterTest {

  private static FormatSpec spec(String text) {
    return FormatSpec.parse(text).orElseThrow();
  }

  private static String i(String spec, long v) {
    return PrintfFormatter.integer(spec(spec), v);
  }

  private static String f(String spec, double v) {
    return PrintfFormatter.floating(spec(spec), v);
  }

  @Test
  void parsesFlagsWidthPrecisionVectorAndLength() {
    FormatSpec s = spec("%-+ #012.5v4hlf");
    assertTrue(s.leftAlign() && s.plus() && s.space() && s.alternate() && s.zeroPad());
    assertEquals(12, s.width());
    assertEquals(5, s.precision());
    assertEquals(4, s.vectorSize());
    assertEquals("hl", s.length());
    assertEquals('f', s.conversion());
    assertEquals("", s.element().length());
    assertEquals(0, spec("%.f").precision());
    assertTrue(FormatSpec.parse("%v5d").isEmpty());
    assertTrue(FormatSpec.parse("%lhd").isEmpty());
    assertTrue(FormatSpec.parse("%q").isEmpty());
  }

  @Test
  void signedDecimal() {
    assertEquals("+5", i("%+d", 5));
    assertEquals(" 5", i("% d", 5));
    assertEquals("-0042", i("%05d", -42));
    assertEquals("42   ", i("%-5d", 42));
    assertEquals("  007", i("%5.3d", 7));
    assertEquals("  007", i("%05.3d", 7));
    assertEquals("", i("%.0d", 0));
    assertEquals("-7", i("%i", -7));
  }

  @Test
  void lengthModifiersNarrowLikeC() {
    assertEquals("44", i("%hhd", 300));
    assertEquals("4464", i("%hd", 70000));
    assertEquals("255", i("%hhu", -1));
    assertEquals("65535", i("%hu", -1));
    assertEquals("4294967295", i("%u", -1));
    assertEquals("18446744073709551615", i("%lu", -1));
    assertEquals("-1", i("%ld", -1));
    assertEquals("ffffffffffffffff", i("%lx", -1));
    assertEquals("-1", i("%d", 0xFFFF_FFFFL));
  }

  @Test
  void octalAndHex() {
    assertEquals("010", i("%#o", 8));
    assertEquals("0", i("%#o", 0));
    assertEquals("0", i("%#.0o", 0));
    assertEquals("0xff", i("%#x", 255));
    assertEquals("0XFF", i("%#X", 255));
    assertEquals("0", i("%#x", 0));
    assertEquals("", i("%.0x", 0));
    assertEquals("0x00ff", i("%#06x", 255));
  }

  @Test
  void character() {
    assertEquals("A", i("%c", 65 + 256));
    assertEquals("    x", i("%05c", 'x'));
    assertEquals("y    ", i("%-5c", 'y'));
  }

  @Test
  void string() {
    assertEquals("   ab", PrintfFormatter.string(spec("%05s"), "ab"));
    assertEquals("    x", PrintfFormatter.string(spec("%5.1s"), "xyz"));
    assertEquals("(null)", PrintfFormatter.string(spec("%s"), null));
  }

  @Test
  void pointer() {
    assertEquals("(nil)", PrintfFormatter.pointer(spec("%p"), 0));
    assertEquals("     (nil)", PrintfFormatter.pointer(spec("%10p"), 0));
    assertEquals("0x1234    ", PrintfFormatter.pointer(spec("%-10p"), 0x1234));
    assertEquals("0xffff800012345678", PrintfFormatter.pointer(spec("%p"), 0xffff800012345678L));
    assertEquals("0x000000000000001234", PrintfFormatter.pointer(spec("%020p"), 0x1234));
  }

  @Test
  void fixedPoint() {
    assertEquals("1.000", f("%.3f", 1.0005));
    assertEquals("2.67", f("%.2f", 2.675));
    assertEquals("0", f("%.0f", 0.5));
    assertEquals("2", f("%.0f", 1.5));
    assertEquals("2", f("%.0f", 2.5));
    assertEquals("3.", f("%#.0f", 3.0));
    assertEquals("0.10000000000000000555", f("%.20f", 0.1));
    assertEquals("  0.1", f("%5.1f", 0.05));
    assertEquals("1.500000", f("%f", 1.5f));
    assertEquals("-0.000000", f("%f", -0.0));
  }

  @Test
  void exponentForm() {
    assertEquals("0.000000e+00", f("%e", 0.0));
    assertEquals("1.234568E+04", f("%E", 12345.678));
    assertEquals("2e+00", f("%.0e", 2.5));
    assertEquals("2.e+00", f("%#.0e", 2.5));
    assertEquals("1.0e+01", f("%.1e", 9.96));
    assertEquals("-1.235e+03", f("%10.3e", -1234.5678));
    assertEquals("-01.5000e+00", f("%012.4e", -1.5));
    assertEquals("1.000000e-300", f("%e", 1e-300));
    assertEquals("1.797693e+308", f("%e", Double.MAX_VALUE));
  }

  @Test
  void generalForm() {
    assertEquals("100000", f("%g", 100000.0));
    assertEquals("1e+06", f("%g", 1000000.0));
    assertEquals("1e-05", f("%g", 1e-5));
    assertEquals("0.0001", f("%g", 0.0001));
    assertEquals("1.00000", f("%#g", 1.0));
    assertEquals("1E-10", f("%G", 1e-10));
    assertEquals("1.23457e+08", f("%g", 123456789.0));
    assertEquals("3.142       ", f("%-12.4g", 3.14159265));
    assertEquals("+1", f("%+.3g", 1.0));
    assertEquals(" 2", f("% .3g", 2.0));
    assertEquals("0", f("%g", 0.0));
  }

  @Test
  void hexFloat() {
    assertEquals("0x1p+0", f("%a", 1.0));
    assertEquals("0x2p+0", f("%.0a", 1.5));
    assertEquals("0x2.0p+0", f("%.1a", 1.96875));
    assertEquals("-0X1.FFP+7", f("%A", -255.5));
    assertEquals("0x0p+0", f("%a", 0.0));
    assertEquals("-0x0p+0", f("%a", -0.0));
    assertEquals("0x0.0000000000001p-1022", f("%a", Double.MIN_VALUE));
    assertEquals("0x1.p+0", f("%#.0a", 1.0));
    assertEquals("0x1.99999ap-4", f("%a", 0.1f));
    assertEquals("+0x000001p+0", f("%+012a", 1.0));
  }

  @Test
  void infinityAndNan() {
    assertEquals("inf", f("%f", Double.POSITIVE_INFINITY));
    assertEquals("-INF", f("%F", Double.NEGATIVE_INFINITY));
    assertEquals("nan", f("%e", Double.NaN));
    assertEquals("-nan", f("%g", Double.longBitsToDouble(0xfff8000000000000L)));
    assertEquals("+nan", f("%+f", Double.NaN));
    assertEquals(" inf", f("% f", Double.POSITIVE_INFINITY));
    assertEquals("      -inf", f("%010f", Double.NEGATIVE_INFINITY));
    assertEquals("nan       ", f("%-10f", Double.NaN));
    assertEquals("INF", f("%A", Double.POSITIVE_INFINITY));
  }
}
