package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.machine.memory.LittleEndian;
import jvisa.ocl.abi.LocalIdLayout;
import org.junit.jupiter.api.Test;

/** Each thread's local IDs and cross-thread data, per group size, up to the payload's end. */
class ThreadPayloadsTest {
  private static final LocalIdLayout XYZ = new LocalIdLayout(16, true, true, true);
  private static final byte[] CROSS_THREAD = {1, 2, 3, 4, 5, 6, 7, 8};

  private static int localId(byte[] grf, int dim, int lane) {
    return LittleEndian.i16(grf, XYZ.registerOffsetOf(dim) + 2 * lane) & 0xFFFF;
  }

  @Test
  void everyLaneOfAPartialThreeDimensionalGroupGetsItsIdsAndTheRestStaysZero() {
    int end = XYZ.crossThreadRegisterOffset() + 32;
    ThreadPayloads payloads = new ThreadPayloads(16, XYZ, CROSS_THREAD, end);
    long[] size = {5, 3, 2}; // 30 work-items: thread 1 has 14 lanes
    for (int k = 0; k < 2; k++) {
      byte[] grf = new byte[end + 64];
      payloads.write(grf, size, k);
      for (int lane = 0; lane < 16; lane++) {
        int item = 16 * k + lane;
        boolean live = item < 30;
        assertEquals(live ? item % 5 : 0, localId(grf, 0, lane), "x of " + item);
        assertEquals(live ? item / 5 % 3 : 0, localId(grf, 1, lane), "y of " + item);
        assertEquals(live ? item / 15 : 0, localId(grf, 2, lane), "z of " + item);
      }
      for (int i = 0; i < CROSS_THREAD.length; i++) {
        assertEquals(CROSS_THREAD[i], grf[XYZ.crossThreadRegisterOffset() + i]);
      }
      for (int i = 0; i < LocalIdLayout.THREAD_HEADER_BYTES; i++) {
        assertEquals(0, grf[i], "r0 is the runner's");
      }
      for (int i = end; i < grf.length; i++) {
        assertEquals(0, grf[i], "nothing past the payload");
      }
    }
  }

  @Test
  void groupsOfDifferentSizesGetTheirOwnIds() {
    ThreadPayloads payloads =
        new ThreadPayloads(16, XYZ, CROSS_THREAD, XYZ.crossThreadRegisterOffset() + 32);
    byte[] full = new byte[512];
    byte[] edge = new byte[512];
    payloads.write(full, new long[] {8, 4, 1}, 1);
    payloads.write(edge, new long[] {3, 8, 1}, 1);
    payloads.write(full, new long[] {8, 4, 1}, 1);
    assertEquals(0, localId(full, 0, 0)); // item 16 of 8x4: (0, 2)
    assertEquals(2, localId(full, 1, 0));
    assertEquals(1, localId(edge, 0, 0)); // item 16 of 3x8: (1, 5)
    assertEquals(5, localId(edge, 1, 0));
  }

  @Test
  void aPayloadEndingInsideTheIdsTruncatesThemAndTheCrossThreadData() {
    int end = XYZ.registerOffsetOf(1) + 8; // the y IDs of lanes 0 to 3 only
    ThreadPayloads payloads = new ThreadPayloads(16, XYZ, CROSS_THREAD, end);
    byte[] grf = new byte[512];
    payloads.write(grf, new long[] {1, 16, 1}, 0);
    for (int lane = 0; lane < 16; lane++) {
      assertEquals(lane < 4 ? lane : 0, localId(grf, 1, lane), "y of lane " + lane);
    }
    assertEquals(0, grf[XYZ.crossThreadRegisterOffset()]);
  }
}
