package jvisa.asm.text;

/**
 * Splits vISA text into {@link Tokens}, on demand. Comments ({@code //}, {@code ///}, {@code /*
 * *}{@code /}) are dropped; newlines are tokens because statements are line-based. Lexical errors
 * are reported to the sink and the offending character is skipped.
 *
 * <p>The lexer scans {@link AsciiText} bytes; the grammar's characters are all ASCII, and where
 * another character matters (digits of other scripts, string literals, error messages) it reads the
 * text itself.
 */
final class Lexer {
  private static final byte IDENT_START = 1;
  private static final byte IDENT_PART = 2;
  private static final byte BLANK = 4;
  private static final byte[] CLASS = new byte[128];
  private static final byte[] HEX = new byte[128];

  static {
    for (char c = 0; c < 128; c++) {
      boolean start =
          (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c == '@';
      boolean part = start || (c >= '0' && c <= '9') || c == '?';
      boolean blank = c == ' ' || c == '\t' || c == '\r' || c == '\f';
      CLASS[c] = (byte) ((start ? IDENT_START : 0) | (part ? IDENT_PART : 0) | (blank ? BLANK : 0));
      HEX[c] = (byte) Character.digit(c, 16);
    }
  }

  private final String text;
  private final byte[] src;
  private final Diagnostics diags;
  private final Tokens tokens;
  private final NameTable names;
  private final int[] endOut = new int[1];
  private int pos;
  private int line = 1;
  private int lineStart;
  private boolean space = true;
  private boolean finished;

  Lexer(String text, Diagnostics diags) {
    this.text = text;
    this.src = AsciiText.bytes(text);
    this.diags = diags;
    this.tokens = new Tokens(text);
    this.names = new NameTable(text, src, tokens);
  }

  /** The token window this lexer appends to. */
  Tokens tokens() {
    return tokens;
  }

  /**
   * Appends the tokens up to the end of the next line (at least one token) to the window; at the
   * end of the text that is a NEWLINE and the EOF. Returns false once the EOF has been appended
   * before.
   */
  boolean lexMore() {
    if (finished) {
      return false;
    }
    byte[] s = src;
    int n = s.length;
    int before = tokens.count;
    while (pos < n) {
      byte b = s[pos];
      if (b == ' ' || is(b, BLANK)) {
        pos = AsciiText.skipBlanks(s, pos + 1);
        space = true;
      } else if (b == '\n') {
        add(Tokens.NEWLINE, pos, pos + 1, 0);
        pos++;
        line++;
        lineStart = pos;
        space = true;
        return true;
      } else if (b == '/' && peek(1) == '/') {
        int newline = text.indexOf('\n', pos);
        pos = newline < 0 ? n : newline;
        space = true;
      } else if (b == '/' && peek(1) == '*') {
        blockComment();
      } else if (b == '"') {
        int start = pos;
        String value = StringLiteral.read(text, diags, line, lineStart, start, endOut);
        pos = endOut[0];
        add(Tokens.STRING, start, pos, tokens.addString(value));
      } else if (is(b, IDENT_START) || (b == '%' && is(peek(1), IDENT_START))) {
        ident();
      } else if (b >= '0' && b <= '9') {
        number();
      } else {
        punct(b >= 0 ? (char) b : text.charAt(pos));
      }
    }
    if (tokens.count == before) {
      add(Tokens.NEWLINE, pos, pos, 0);
      add(Tokens.EOF, pos, pos, 0);
      finished = true;
    }
    return true;
  }

  private static boolean is(byte b, byte charClass) {
    return b >= 0 && (CLASS[b] & charClass) != 0;
  }

  /**
   * The byte {@code ahead} of the current one; 0 past the end, negative for a character beyond
   * ASCII.
   */
  private byte peek(int ahead) {
    int i = pos + ahead;
    return i < src.length ? src[i] : 0;
  }

  private boolean isDigitAt(int i) {
    byte b = src[i];
    return (b >= '0' && b <= '9') || (b < 0 && Character.isDigit(text.charAt(i)));
  }

  private int hexDigitAt(int i) {
    byte b = src[i];
    return b >= 0 ? HEX[b] : Character.digit(text.charAt(i), 16);
  }

  private void add(byte kind, int start, int end, long value) {
    tokens.add(
        space ? (byte) (kind | Tokens.SPACE_BEFORE) : kind,
        start,
        end,
        line,
        start - lineStart + 1,
        value);
    space = false;
  }

  private void blockComment() {
    int start = pos;
    int startLine = line;
    int startCol = pos - lineStart + 1;
    int n = src.length;
    pos += 2;
    while (pos < n && !(src[pos] == '*' && peek(1) == '/')) {
      if (src[pos] == '\n') {
        line++;
        lineStart = pos + 1;
      }
      pos++;
    }
    if (pos >= n) {
      diags.error(startLine, startCol, "unterminated comment: expected '*/'");
    } else {
      pos += 2;
    }
    space = true;
    if (start == pos) {
      pos++;
    }
  }

  private void ident() {
    byte[] s = src;
    int n = s.length;
    int start = pos;
    int h = s[start];
    int p = start + 1;
    while (p < n) {
      byte b = s[p];
      if (!is(b, IDENT_PART)) {
        break;
      }
      h = 31 * h + b;
      p++;
    }
    pos = p;
    add(Tokens.IDENT, start, p, names.intern(start, p, h));
  }

  private void number() {
    int start = pos;
    if (src[pos] == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
      hexNumber(start);
      return;
    }
    boolean afterDot = start > 0 && src[start - 1] == '.';
    byte[] s = src;
    int n = s.length;
    long value = 0;
    boolean plain = true;
    int p = pos;
    while (p < n) {
      byte b = s[p];
      if (b >= '0' && b <= '9') {
        value = value * 10 + (b - '0');
      } else if (b < 0 && Character.isDigit(text.charAt(p))) {
        plain = false;
      } else {
        break;
      }
      p++;
    }
    pos = p;
    boolean isFloat = false;
    if (!afterDot && pos + 1 < n && src[pos] == '.' && isDigitAt(pos + 1)) {
      isFloat = true;
      pos++;
      while (pos < n && isDigitAt(pos)) {
        pos++;
      }
    }
    if (!afterDot && pos < n && (src[pos] == 'e' || src[pos] == 'E')) {
      int save = pos;
      pos++;
      if (pos < n && (src[pos] == '+' || src[pos] == '-')) {
        pos++;
      }
      if (pos < n && isDigitAt(pos)) {
        isFloat = true;
        while (pos < n && isDigitAt(pos)) {
          pos++;
        }
      } else {
        pos = save;
      }
    }
    if (isFloat) {
      add(Tokens.FLOAT, start, pos, Double.doubleToRawLongBits(floatValue(start)));
    } else {
      add(Tokens.INT, start, pos, plain && pos - start <= 18 ? value : bigInteger(start));
    }
  }

  private void hexNumber(int start) {
    int n = src.length;
    int p = pos + 2;
    int digits = p;
    long value = 0;
    int d;
    while (p < n && (d = hexDigitAt(p)) >= 0) {
      value = value << 4 | d;
      p++;
    }
    pos = p;
    int count = p - digits;
    if (count == 0 || count > 16) {
      diags.error(
          line,
          start - lineStart + 1,
          "bad hexadecimal number '" + text.substring(start, pos) + "'");
      value = 0;
    }
    add(Tokens.INT, start, pos, value);
  }

  private double floatValue(int start) {
    String literal = text.substring(start, pos);
    try {
      return Double.parseDouble(literal);
    } catch (NumberFormatException e) {
      diags.error(line, start - lineStart + 1, "bad floating-point number '" + literal + "'");
      return 0;
    }
  }

  /**
   * The value of a decimal literal too long (or too unusual) for the fast path, as two's
   * complement.
   */
  private long bigInteger(int start) {
    String literal = text.substring(start, pos);
    try {
      return Long.parseLong(literal);
    } catch (NumberFormatException e) {
      try {
        return Long.parseUnsignedLong(literal);
      } catch (NumberFormatException e2) {
        diags.error(
            line, start - lineStart + 1, "number '" + literal + "' does not fit in 64 bits");
        return 0;
      }
    }
  }

  private void punct(char c) {
    int start = pos;
    byte next = peek(1);
    char code;
    int length = 2;
    switch (c) {
      case '>' -> {
        if (next == '>') {
          boolean unsigned = peek(2) == '>';
          code = unsigned ? Punct.SHR_UNSIGNED : Punct.SHR;
          length = unsigned ? 3 : 2;
        } else {
          code = next == '=' ? Punct.GE : c;
        }
      }
      case '<' -> code = next == '<' ? Punct.SHL : next == '=' ? Punct.LE : c;
      case '=' -> code = next == '=' ? Punct.EQ : c;
      case '!' -> code = next == '=' ? Punct.NE : c;
      case '(',
          ')',
          '[',
          ']',
          '{',
          '}',
          ',',
          ';',
          ':',
          '.',
          '+',
          '-',
          '*',
          '/',
          '%',
          '&',
          '|',
          '^',
          '~',
          '?' ->
          code = c;
      default -> {
        diags.error(line, start - lineStart + 1, "unexpected character '" + printable(c) + "'");
        pos++;
        space = true;
        return;
      }
    }
    pos += code == c ? 1 : length;
    add(Tokens.PUNCT, start, pos, code);
  }

  static String printable(char c) {
    return c < 32 || c > 126 ? String.format("\\u%04x", (int) c) : String.valueOf(c);
  }
}
