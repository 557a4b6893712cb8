package jvisa.asm.text;

import java.util.Arrays;

/**
 * A window of tokens as parallel arrays indexed by token number (no object per token). The lexer
 * appends on demand and the parser drops what it has finished with ({@link #discardBefore}), so the
 * window holds about one statement and stays in cache. {@code value} holds what a token stands for:
 * an integer's value, a float's double bits, a punctuation's {@link Punct} code, or for a name or
 * string literal the index of its {@code String} in {@code strings} (one instance per distinct name
 * of the file). {@code flags} holds the kind and {@link #SPACE_BEFORE}.
 */
final class Tokens {
  static final byte IDENT = 0;
  static final byte INT = 1;
  static final byte FLOAT = 2;
  static final byte STRING = 3;
  static final byte PUNCT = 4;
  static final byte NEWLINE = 5;
  static final byte EOF = 6;
  static final byte KIND_MASK = 7;

  /** Set when white space (or a comment) separates the token from the previous one. */
  static final byte SPACE_BEFORE = 8;

  final String src;
  int count;
  byte[] flags = new byte[64];
  int[] start = new int[64];
  int[] end = new int[64];
  int[] line = new int[64];
  int[] col = new int[64];
  long[] value = new long[64];
  String[] strings = new String[64];
  int stringCount;

  Tokens(String src) {
    this.src = src;
  }

  void add(byte kindAndSpace, int from, int to, int ln, int column, long v) {
    int i = count;
    if (i == flags.length) {
      grow();
    }
    flags[i] = kindAndSpace;
    start[i] = from;
    end[i] = to;
    line[i] = ln;
    col[i] = column;
    value[i] = v;
    count = i + 1;
  }

  /** Drops the tokens before {@code first}; token {@code first} becomes token 0. */
  void discardBefore(int first) {
    int n = count - first;
    System.arraycopy(flags, first, flags, 0, n);
    System.arraycopy(start, first, start, 0, n);
    System.arraycopy(end, first, end, 0, n);
    System.arraycopy(line, first, line, 0, n);
    System.arraycopy(col, first, col, 0, n);
    System.arraycopy(value, first, value, 0, n);
    count = n;
  }

  /** Keeps a string; its index goes into {@code value}. */
  int addString(String s) {
    if (stringCount == strings.length) {
      strings = Arrays.copyOf(strings, stringCount * 2);
    }
    strings[stringCount] = s;
    return stringCount++;
  }

  private void grow() {
    int n = flags.length * 2;
    flags = Arrays.copyOf(flags, n);
    start = Arrays.copyOf(start, n);
    end = Arrays.copyOf(end, n);
    line = Arrays.copyOf(line, n);
    col = Arrays.copyOf(col, n);
    value = Arrays.copyOf(value, n);
  }
}
