package jvisa.ocl.launch;

import java.util.Arrays;
import jvisa.machine.memory.LittleEndian;
import jvisa.ocl.abi.LocalIdLayout;

/**
 * The per-thread part of a work-group's initial register files: thread k's bytes from the end of r0
 * to the end of the payload, that is its work-items' local IDs and the cross-thread data, zeros
 * between. They depend only on the group's size and k, so they are built once per group size (a
 * launch has at most eight: full groups and the partial ones at the grid's edges) and each new
 * thread gets them with one copy.
 */
final class ThreadPayloads {
  private static final int START = LocalIdLayout.THREAD_HEADER_BYTES;

  /**
   * The parts of every thread of a group of size x, y, z (compared field by field: a record's
   * generated equals would cost its first launch the bootstrap of an invokedynamic).
   */
  private record Images(long x, long y, long z, byte[][] threads) {
    boolean of(long[] size) {
      return x == size[0] && y == size[1] && z == size[2];
    }
  }

  private final int simd;
  private final byte[] crossThread;
  private final int crossThreadAt;
  private final int payloadEnd;

  /** Register-file offsets of the local IDs (x, y, z; -1 when absent). */
  private final int[] localIdOffsets = new int[3];

  /** The sizes built so far (replaced, never changed, when one is added). */
  private volatile Images[] built = new Images[0];

  ThreadPayloads(int simd, LocalIdLayout ids, byte[] crossThread, int payloadEnd) {
    this.simd = simd;
    this.crossThread = crossThread;
    this.crossThreadAt = ids.crossThreadRegisterOffset();
    this.payloadEnd = payloadEnd;
    for (int d = 0; d < 3; d++) {
      localIdOffsets[d] = ids.registerOffsetOf(d);
    }
  }

  /** Writes thread {@code k}'s part into {@code grf}, the registers of a group of {@code size}. */
  void write(byte[] grf, long[] size, int k) {
    byte[] image = imagesOf(size).threads()[k];
    System.arraycopy(image, 0, grf, START, image.length);
  }

  private Images imagesOf(long[] size) {
    Images images = find(size);
    return images != null ? images : build(size);
  }

  /** The images of {@code size} built so far, or null. */
  private Images find(long[] size) {
    for (Images i : built) {
      if (i.of(size)) {
        return i;
      }
    }
    return null;
  }

  private synchronized Images build(long[] size) {
    Images done = find(size); // another thread may have built them meanwhile
    if (done != null) {
      return done;
    }
    long workItems = size[0] * size[1] * size[2];
    byte[][] threads = new byte[(int) ((workItems + simd - 1) / simd)][];
    for (int k = 0; k < threads.length; k++) {
      threads[k] = build(size, workItems, k);
    }
    Images images = new Images(size[0], size[1], size[2], threads);
    Images[] more = Arrays.copyOf(built, built.length + 1);
    more[more.length - 1] = images;
    built = more;
    return images;
  }

  private byte[] build(long[] size, long workItems, int k) {
    byte[] image = new byte[Math.max(0, payloadEnd - START)];
    long first = (long) k * simd;
    int lanes = (int) Math.min(simd, workItems - first);
    for (int lane = 0; lane < lanes; lane++) {
      long item = first + lane;
      putLocalId(image, 0, lane, item % size[0]);
      putLocalId(image, 1, lane, (item / size[0]) % size[1]);
      putLocalId(image, 2, lane, item / (size[0] * size[1]));
    }
    int n = Math.min(crossThread.length, payloadEnd - crossThreadAt);
    if (n > 0) {
      System.arraycopy(crossThread, 0, image, crossThreadAt - START, n);
    }
    return image;
  }

  private void putLocalId(byte[] image, int dim, int lane, long value) {
    int base = localIdOffsets[dim];
    int at = base + 2 * lane;
    if (base >= 0 && at + 2 <= payloadEnd) {
      LittleEndian.put(image, at - START, 2, value);
    }
  }
}
