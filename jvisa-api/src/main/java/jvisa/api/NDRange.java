package jvisa.api;

import java.util.ArrayList;
import java.util.List;

/**
 * The index space of a launch: the global size and the work-group (local) size per dimension (1 to
 * 3 dimensions; the global offset is 0). Global sizes need not be multiples of the local ones: the
 * last group of a dimension is then partial, as in OpenCL 2.0.
 *
 * @param global global work size per dimension
 * @param local work-group size per dimension, as many entries as {@code global}
 */
public record NDRange(List<Long> global, List<Long> local) {
  /** Most work-items of one work-group (the device limit of Intel GPUs). */
  public static final long MAX_WORK_GROUP_SIZE = 1024;

  /** Default work-group size along x when none is given. */
  private static final long DEFAULT_GROUP_X = 64;

  /** Checks the sizes. */
  public NDRange {
    global = List.copyOf(global);
    local = List.copyOf(local);
    if (global.isEmpty() || global.size() > 3) {
      throw new IllegalArgumentException("an NDRange has 1 to 3 dimensions, not " + global.size());
    }
    if (local.size() != global.size()) {
      throw new IllegalArgumentException(
          "the local size " + local + " has not as many dimensions as the global size " + global);
    }
    long groupSize = 1;
    for (int d = 0; d < global.size(); d++) {
      if (global.get(d) < 1 || local.get(d) < 1) {
        throw new IllegalArgumentException(
            "sizes must be at least 1: global " + global + ", local " + local);
      }
      groupSize *= Math.min(local.get(d), MAX_WORK_GROUP_SIZE + 1);
      if (groupSize > MAX_WORK_GROUP_SIZE) {
        throw new IllegalArgumentException(
            "work-groups of " + local + " have more than " + MAX_WORK_GROUP_SIZE + " work-items");
      }
    }
  }

  /**
   * A range of this global size whose work-groups are the largest divisor of the x size up to 64
   * along x, 1 along y and z.
   */
  public static NDRange of(long... global) {
    List<Long> g = new ArrayList<>();
    List<Long> l = new ArrayList<>();
    for (long size : global) {
      g.add(size);
      l.add(l.isEmpty() ? largestDivisorUpTo(size, DEFAULT_GROUP_X) : 1L);
    }
    return new NDRange(g, l);
  }

  /** This global size in work-groups of {@code localSize}. */
  public NDRange withLocal(long... localSize) {
    List<Long> l = new ArrayList<>();
    for (long size : localSize) {
      l.add(size);
    }
    return new NDRange(global, l);
  }

  private static long largestDivisorUpTo(long n, long max) {
    for (long d = Math.min(n, max); d > 1; d--) {
      if (n % d == 0) {
        return d;
      }
    }
    return 1;
  }
}
