package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.machine.memory.LittleEndian;
import org.junit.jupiter.api.Test;

class NanPayloadsTest {
  private static byte[] dwords(int... values) {
    byte[] b = new byte[4 * values.length];
    for (int i = 0; i < values.length; i++) {
      LittleEndian.i32(b, 4 * i, values[i]);
    }
    return b;
  }

  @Test
  void equalBytesMatch() {
    assertEquals(-1, NanPayloads.mismatch(dwords(1, 2, 3), dwords(1, 2, 3)));
  }

  @Test
  void floatNaNsOfDifferentPayloadsMatch() {
    assertEquals(-1, NanPayloads.mismatch(dwords(7, 0xffc62ae0, 9), dwords(7, 0x7fcb3f79, 9)));
  }

  @Test
  void aNaNAndANumberDiffer() {
    assertEquals(6, NanPayloads.mismatch(dwords(7, 0x7fc00000), dwords(7, 0x3f800000)));
    assertEquals(6, NanPayloads.mismatch(dwords(7, 0x7f800000), dwords(7, 0x7fc00000)));
  }

  @Test
  void aDifferenceAfterANaNIsFound() {
    assertEquals(9, NanPayloads.mismatch(dwords(0x7fc00001, 5, 6), dwords(0x7fc00002, 5, 0x106)));
  }

  @Test
  void halfNaNsOfDifferentPayloadsMatch() {
    // low words are half NaNs (0x7e01, 0xfe02); the dwords are not float NaNs
    assertEquals(-1, NanPayloads.mismatch(dwords(0x00007e01), dwords(0x0000fe02)));
    assertEquals(0, NanPayloads.mismatch(dwords(0x00007e01), dwords(0x00003c00)));
  }

  @Test
  void doubleNaNsOfDifferentPayloadsMatch() {
    byte[] a = new byte[8];
    byte[] b = new byte[8];
    LittleEndian.i64(a, 0, 0x7ff8000000000001L);
    LittleEndian.i64(b, 0, 0xfff0000000000100L);
    assertEquals(-1, NanPayloads.mismatch(a, b));
  }
}
