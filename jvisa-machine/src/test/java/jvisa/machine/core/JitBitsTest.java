package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class JitBitsTest {
  @Test
  void lowestBitIsTheNumberOfTrailingZerosOfEveryNonZeroMask() {
    for (int bit = 0; bit < 32; bit++) {
      assertEquals(bit, JitBits.lowestBit(1 << bit));
      assertEquals(bit, JitBits.lowestBit(-1 << bit));
    }
    SplittableRandom r = new SplittableRandom(7);
    for (int k = 0; k < 10_000; k++) {
      int m = r.nextInt();
      if (m != 0) {
        assertEquals(Integer.numberOfTrailingZeros(m), JitBits.lowestBit(m), "mask " + m);
      }
    }
  }

  @Test
  void bitCountIsIntegerBitCountOfEveryMask() {
    for (int bit = 0; bit < 32; bit++) {
      assertEquals(1, JitBits.bitCount(1 << bit));
      assertEquals(32 - bit, JitBits.bitCount(-1 << bit));
    }
    assertEquals(0, JitBits.bitCount(0));
    SplittableRandom r = new SplittableRandom(5);
    for (int k = 0; k < 10_000; k++) {
      int m = r.nextInt();
      assertEquals(Integer.bitCount(m), JitBits.bitCount(m), "mask " + m);
    }
  }

  @Test
  void lowestBitOfALongIsItsNumberOfTrailingZeros() {
    for (int bit = 0; bit < 64; bit++) {
      assertEquals(bit, JitBits.lowestBit(1L << bit));
      assertEquals(bit, JitBits.lowestBit(-1L << bit));
    }
    SplittableRandom r = new SplittableRandom(11);
    for (int k = 0; k < 10_000; k++) {
      long m = r.nextLong() << r.nextInt(64);
      if (m != 0) {
        assertEquals(Long.numberOfTrailingZeros(m), JitBits.lowestBit(m), "mask " + m);
      }
    }
  }
}
