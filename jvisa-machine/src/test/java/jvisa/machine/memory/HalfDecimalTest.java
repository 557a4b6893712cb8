package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class HalfDecimalTest {

  @Test
  void everyHalfSurvivesARoundTrip() {
    for (int h = 0; h < 0x10000; h++) {
      float f = Half.toFloat(h);
      if (Half.isNaN(h)) {
        assertTrue(Float.isNaN(f));
        assertTrue(Half.isNaN(Half.fromDouble(f)));
        continue;
      }
      assertEquals(h, Half.fromDouble(f), Integer.toHexString(h));
      if ((h & 0x7FFF) < 0x7C00) {
        assertEquals(h & 0x7FFF, Half.fromDecimal(new BigDecimal(f).abs()), Integer.toHexString(h));
      }
    }
  }

  @Test
  void midpointsRoundToEvenAndNudgesDecide() {
    for (int h = 0; h < 0x7BFF; h++) {
      BigDecimal low = new BigDecimal(Half.toFloat(h));
      BigDecimal high = new BigDecimal(Half.toFloat(h + 1));
      BigDecimal mid = low.add(high).divide(BigDecimal.valueOf(2));
      int even = (h & 1) == 0 ? h : h + 1;
      assertEquals(even, Half.fromDecimal(mid), "midpoint above " + Integer.toHexString(h));
      assertEquals(even, Half.fromDouble(mid.doubleValue()), "double midpoint above " + h);
      BigDecimal nudge = new BigDecimal("1e-60");
      assertEquals(h + 1, Half.fromDecimal(mid.add(nudge)), "just above midpoint " + h);
      assertEquals(h, Half.fromDecimal(mid.subtract(nudge)), "just below midpoint " + h);
    }
  }

  @Test
  void overflowAndSigns() {
    assertEquals(0x7BFF, Half.fromDecimal(new BigDecimal("65519.999")));
    assertEquals(0x7C00, Half.fromDecimal(new BigDecimal("65520")));
    assertEquals(0xFC00, Half.fromDouble(-1e6));
    assertEquals(0x8000, Half.fromDouble(-0.0));
    assertEquals(0xBC00, Half.fromDecimal(new BigDecimal("-1")));
    assertEquals(0x0001, Half.fromDecimal(new BigDecimal("5.97e-8")));
    assertEquals(0x0000, Half.fromDecimal(new BigDecimal("2.9e-8")));
  }
}
