package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ZerosTest {
  @Test
  void clearsExactlyTheRangeAtEveryLengthAroundTheZeroArraySize() {
    for (int length : new int[] {0, 1, 31, 4095, 4096, 4097, 10_000}) {
      for (int from : new int[] {0, 1, 7}) {
        byte[] a = new byte[from + length + 9];
        Arrays.fill(a, (byte) 0x5A);
        int to = from + length;
        Zeros.clear(a, from, to);
        for (int i = 0; i < a.length; i++) {
          assertEquals(i >= from && i < to ? 0 : 0x5A, a[i], "length " + length + " at " + i);
        }
      }
    }
  }

  @Test
  void clearsAWholeArray() {
    byte[] a = new byte[9000];
    Arrays.fill(a, (byte) -1);
    Zeros.clear(a);
    assertEquals(-1, Arrays.mismatch(a, new byte[9000]));
  }

  @Test
  void aRangeOutsideTheArrayChangesNothingAndThrows() {
    byte[] a = new byte[16];
    Arrays.fill(a, (byte) 3);
    assertThrows(ArrayIndexOutOfBoundsException.class, () -> Zeros.clear(a, 8, 17));
    assertThrows(ArrayIndexOutOfBoundsException.class, () -> Zeros.clear(a, -1, 4));
    assertThrows(ArrayIndexOutOfBoundsException.class, () -> Zeros.clear(a, 5, 4));
    byte[] threes = new byte[16];
    Arrays.fill(threes, (byte) 3);
    assertEquals(-1, Arrays.mismatch(a, threes));
  }
}
