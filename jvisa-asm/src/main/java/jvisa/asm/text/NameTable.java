package jvisa.asm.text;

/**
 * Interns the names of one file: equal character ranges of the source give one shared {@code
 * String} (kept in {@link Tokens#strings}), so a name is allocated and hashed once however often it
 * is written.
 */
final class NameTable {
  /**
   * Ints per slot in {@link #table}: string index plus one (0 = empty), hash, offset in {@link
   * #pool}, length.
   */
  private static final int STRIDE = 4;

  private final String text;
  private final byte[] src;
  private final Tokens tokens;
  private int[] table;

  /**
   * The bytes of every distinct name, back to back: comparing against this small array stays in
   * cache, where the name's first occurrence in the source may be far away.
   */
  private byte[] pool = new byte[4096];

  private int poolSize;
  private int size;

  /**
   * @param src the ASCII bytes of {@code text}; names are ASCII
   */
  NameTable(String text, byte[] src, Tokens tokens) {
    this.text = text;
    this.src = src;
    this.tokens = tokens;
    // IGC's files hold about one distinct name per 40 bytes; sizing for that avoids most rehashing.
    int slots = Integer.highestOneBit(Math.max(512, text.length() / 16));
    this.table = new int[slots * 2 * STRIDE];
  }

  /**
   * The index in {@link Tokens#strings} of the name {@code src[from, to)}, whose hash is {@code h}.
   */
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
        t[at + 2] = keep(from, length);
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

  private boolean sameBytes(int pooled, int b, int length) {
    byte[] p = pool;
    byte[] s = src;
    for (int i = 0; i < length; i++) {
      if (p[pooled + i] != s[b + i]) {
        return false;
      }
    }
    return true;
  }

  private int keep(int from, int length) {
    if (poolSize + length > pool.length) {
      pool = java.util.Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + length));
    }
    System.arraycopy(src, from, pool, poolSize, length);
    int at = poolSize;
    poolSize += length;
    return at;
  }

  /**
   * Spreads the hash: names such as V0032, V0033 hash to neighbours, which linear probing would
   * cluster.
   */
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
