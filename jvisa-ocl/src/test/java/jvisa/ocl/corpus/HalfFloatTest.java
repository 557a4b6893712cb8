package jvisa.ocl.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class HalfFloatTest {

    @Test
    void everyHalfSurvivesARoundTrip() {
        for (int h = 0; h < 0x10000; h++) {
            float f = HalfFloat.toFloat(h);
            if (HalfFloat.isNaN(h)) {
                assertTrue(Float.isNaN(f));
                assertTrue(HalfFloat.isNaN(HalfFloat.fromDouble(f)));
                continue;
            }
            assertEquals(h, HalfFloat.fromDouble(f), Integer.toHexString(h));
            if ((h & 0x7FFF) < 0x7C00) {
                assertEquals(h & 0x7FFF, HalfFloat.fromDecimal(new BigDecimal(f).abs()), Integer.toHexString(h));
            }
        }
    }

    @Test
    void midpointsRoundToEvenAndNudgesDecide() {
        for (int h = 0; h < 0x7BFF; h++) {
            BigDecimal low = new BigDecimal(HalfFloat.toFloat(h));
            BigDecimal high = new BigDecimal(HalfFloat.toFloat(h + 1));
            BigDecimal mid = low.add(high).divide(BigDecimal.valueOf(2));
            int even = (h & 1) == 0 ? h : h + 1;
            assertEquals(even, HalfFloat.fromDecimal(mid), "midpoint above " + Integer.toHexString(h));
            assertEquals(even, HalfFloat.fromDouble(mid.doubleValue()), "double midpoint above " + h);
            BigDecimal nudge = new BigDecimal("1e-60");
            assertEquals(h + 1, HalfFloat.fromDecimal(mid.add(nudge)), "just above midpoint " + h);
            assertEquals(h, HalfFloat.fromDecimal(mid.subtract(nudge)), "just below midpoint " + h);
        }
    }

    @Test
    void overflowAndSigns() {
        assertEquals(0x7BFF, HalfFloat.fromDecimal(new BigDecimal("65519.999")));
        assertEquals(0x7C00, HalfFloat.fromDecimal(new BigDecimal("65520")));
        assertEquals(0xFC00, HalfFloat.fromDouble(-1e6));
        assertEquals(0x8000, HalfFloat.fromDouble(-0.0));
        assertEquals(0xBC00, HalfFloat.fromDecimal(new BigDecimal("-1")));
        assertEquals(0x0001, HalfFloat.fromDecimal(new BigDecimal("5.97e-8")));
        assertEquals(0x0000, HalfFloat.fromDecimal(new BigDecimal("2.9e-8")));
    }
}
