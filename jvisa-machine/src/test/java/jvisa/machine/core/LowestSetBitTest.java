package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LowestSetBitTest {
  @Test
  void everySingleBitAndRandomWordsGiveTheIndexOfTheLowestSetBit() {
    for (int i = 0; i < 32; i++) {
      assertEquals(i, LowestSetBit.of(1 << i));
      assertEquals(i, LowestSetBit.of(-1 << i));
    }
    SplittableRandom r = new SplittableRandom(7);
    for (int n = 0; n < 100_000; n++) {
      int x = r.nextInt();
      if (x != 0) {
        assertEquals(Integer.numberOfTrailingZeros(x), LowestSetBit.of(x), Integer.toHexString(x));
      }
    }
  }
}
