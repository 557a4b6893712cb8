package jvisa.machine.message;

import jvisa.machine.memory.LittleEndian;

/**
 * The loops of {@link WindowWalk}'s full-mask path: every lane enabled, a UD raw offset per lane
 * (lane i at {@code addrs + 4 * i}, an even number of lanes, read two at a time as a qword) and
 * dword register elements of consecutive lanes one after the other. Each recognizes its address
 * pattern, or moves lanes, with as few accesses to the arrays as it can: under C1 each
 * little-endian access costs far more than the arithmetic around it.
 */
final class FullMaskDwords {
  private FullMaskDwords() {}

  private static final long LOW = 0xFFFF_FFFFL;

  /** Both halves of a qword holding {@code value} twice. */
  static long twice(long value) {
    return (value & LOW) * 0x1_0000_0001L;
  }

  /**
   * Whether every qword of the {@code bytes} after the first qword at {@code addrs} is {@code
   * pair}.
   */
  static boolean allEqual(byte[] grf, int addrs, int bytes, long pair) {
    for (int j = 8; j < bytes; j += 8) {
      if (LittleEndian.i64(grf, addrs + j) != pair) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the dword at {@code addrs + 4 * i} is {@code raw + 4 * i} (modulo 2^32) for every lane
   * i below {@code bytes / 4}.
   */
  static boolean consecutive(byte[] grf, int addrs, int bytes, int raw) {
    int x = raw;
    for (int j = 0; j < bytes; j += 8, x += 8) {
      if (LittleEndian.i64(grf, addrs + j) != ((x & LOW) | ((long) (x + 4) << 32))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Writes {@code value}, zero-extended, to each of the {@code bytes / 4} dwords at {@code reg}.
   */
  static void fill(byte[] grf, int reg, int bytes, long value) {
    long both = twice(value);
    for (int j = 0; j < bytes; j += 8) {
      LittleEndian.i64(grf, reg + j, both);
    }
  }

  /**
   * Moves one dword per lane, lane i between {@code memory[index(lane i's address)]} and register
   * dword {@code payload + 4 * i}, in lane order, two lanes at a time while both lanes' addresses
   * (raw offset plus {@code add}, aligned by {@code align}, modulo 2^32) lie in [{@code low},
   * {@code high}]; returns the first lane of the first pair with an address outside (nothing done
   * for that pair), or {@code bytes / 4} when all are done.
   */
  static int scattered(
      boolean load,
      byte[] memory,
      long origin,
      byte[] grf,
      int addrs,
      int add,
      int align,
      int payload,
      int bytes,
      long low,
      long high) {
    for (int j = 0; j < bytes; j += 8) {
      long pair = LittleEndian.i64(grf, addrs + j);
      long a = LaneAddresses.offset32((int) pair, add, align);
      long b = LaneAddresses.offset32((int) (pair >>> 32), add, align);
      if (a < low || a > high || b < low || b > high) {
        return j >> 2;
      }
      if (load) {
        int first = LittleEndian.i32(memory, (int) (a - origin));
        int second = LittleEndian.i32(memory, (int) (b - origin));
        LittleEndian.i64(grf, payload + j, (first & LOW) | ((long) second << 32));
      } else {
        long data = LittleEndian.i64(grf, payload + j);
        LittleEndian.i32(memory, (int) (a - origin), (int) data);
        LittleEndian.i32(memory, (int) (b - origin), (int) (data >>> 32));
      }
    }
    return bytes >> 2;
  }
}
