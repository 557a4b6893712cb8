package jvisa.fuzz;

import java.util.Arrays;
import java.util.Random;

/**
 * Mutations of a binary file: flipped bytes, 32-bit fields set to boundary values, cuts and
 * repeats.
 */
final class ByteMutator {
  private static final int[] FIELDS = {
    0, 1, -1, 0x7fffffff, 0x80000000, 0xffff, 0x10000, 16, 64, 4096
  };

  private final Random random;

  ByteMutator(Random random) {
    this.random = random;
  }

  byte[] mutate(byte[] data) {
    byte[] d = data;
    int rounds = 1 + random.nextInt(3);
    for (int i = 0; i < rounds && d.length > 0; i++) {
      d = once(d);
    }
    return d;
  }

  private byte[] once(byte[] d) {
    int at = random.nextInt(d.length);
    switch (random.nextInt(5)) {
      case 0 -> {
        byte[] c = d.clone();
        c[at] ^= (byte) (1 << random.nextInt(8));
        return c;
      }
      case 1, 2 -> {
        byte[] c = d.clone();
        int field = FIELDS[random.nextInt(FIELDS.length)];
        int aligned = at & ~3;
        for (int i = 0; i < 4 && aligned + i < c.length; i++) {
          c[aligned + i] = (byte) (field >>> (8 * i));
        }
        return c;
      }
      case 3 -> {
        return Arrays.copyOf(d, at);
      }
      default -> {
        int len = Math.min(d.length - at, 1 + random.nextInt(64));
        byte[] c = new byte[d.length + len];
        System.arraycopy(d, 0, c, 0, at + len);
        System.arraycopy(d, at, c, at + len, d.length - at);
        return c;
      }
    }
  }
}
