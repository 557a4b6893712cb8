package jvisa.asm.text;

/**
 * Interns the names of one file: equal character ranges of the source give one shared {@code String}
 * (kept in {@link Tokens#strings}), so a name is allocated and hashed once however often it is written.
 */
final class NameTable {
  /** Ints per slot in {@link #table}: string index plus one (0 = empty), hash, first start, length. */
  private static final int STRIDE = 4;

  private final String text;
  private final byte[] src;
  private final Tokens tokens;
  private int[] table = new int[512 * STRIDE];
  private int size;

  /** @param src the ASCII bytes of {@code text}; names are ASCII */
  NameTable(String text, byte[] src, Tokens tokens) {
    this.text = text;
    this.src = src;
    this.tokens = tokens;
  }

  /** The index in {@link Tokens#strings} of the name {@code src[from, to)}, whose hash is {@code h}. */
  int intern(int from, int to, int h) {
    int[] t = table;
    int mask = t.length / STRIDE - 1;
    int length = to - from;
    for (int slot = mix(h) & mask; ; slot = (slot + 1) & mask) {
      int at = slot * STRIDE;
      int id = t[at] - 1;
      if (id < 0) {
        id = tokens.addString(text.substring(from, to));
        t[at] = id + 1;
        t[at + 1] = h;
        t[at + 2] = from;
        t[at + 3] = length;
        if (++size * 2 > mask) {
          rehash();
        }
        return id;
      }
      if (t[at + 1] == h && t[at + 3] == length && sameBytes(t[at + 2], from, length)) {
        return id;
      }
    }
  }

  private boolean sameBytes(int a, int b, int length) {
    byte[] s = src;
    for (int i = 0; i < length; i++) {
      if (s[a + i] != s[b + i]) {
        return false;
      }
    }
    return true;
  }

  /** Spreads the hash: names such as V0032, V0033 hash to neighbours, which linear probing would cluster. */
  private static int mix(int h) {
    int m = h * 0x9E3779B9;
    return m ^ (m >>> 15);
  }

  private void rehash() {
    int[] old = table;
    table = new int[old.length * 2];
    int mask = table.length / STRIDE - 1;
    for (int from = 0; from < old.length; from += STRIDE) {
      if (old[from] != 0) {
        int slot = mix(old[from + 1]) & mask;
        while (table[slot * STRIDE] != 0) {
          slot = (slot + 1) & mask;
        }
        System.arraycopy(old, from, table, slot * STRIDE, STRIDE);
      }
    }
  }
}
