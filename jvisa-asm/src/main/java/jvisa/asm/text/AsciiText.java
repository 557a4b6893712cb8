package jvisa.asm.text;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The text as one byte per character, which scans faster than {@code char}s: ASCII characters are
 * themselves, every other character is the negative byte {@link #OTHER} (the lexer then reads the
 * character from the text).
 */
final class AsciiText {
  static final byte OTHER = (byte) 0x80;

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long EIGHT_SPACES = 0x2020202020202020L;

  private AsciiText() {}

  static byte[] bytes(String text) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    if (utf8.length == text.length()) {
      return utf8; // every character is ASCII
    }
    byte[] b = new byte[text.length()];
    for (int i = 0; i < b.length; i++) {
      char c = text.charAt(i);
      b[i] = c < 128 ? (byte) c : OTHER;
    }
    return b;
  }

  /**
   * The position of the first character at or after {@code from} that is not a blank (space, tab,
   * carriage return, form feed); the column padding before IGC's comments is skipped eight spaces
   * at a time.
   */
  static int skipBlanks(byte[] s, int from) {
    int n = s.length;
    int p = from;
    while (p + 8 <= n && (long) LONGS.get(s, p) == EIGHT_SPACES) {
      p += 8;
    }
    while (p < n && isBlank(s[p])) {
      p++;
    }
    return p;
  }

  private static boolean isBlank(byte b) {
    return b == ' ' || b == '\t' || b == '\r' || b == '\f';
  }
}
