package jvisa.asm.text;

/** Reads one double-quoted string literal with the C escapes Intel's assembler reads. */
final class StringLiteral {
  private final String src;
  private final Diagnostics diags;
  private final int line;
  private final int lineStart;
  private final StringBuilder sb = new StringBuilder();
  private int pos;

  private StringLiteral(String src, Diagnostics diags, int line, int lineStart, int pos) {
    this.src = src;
    this.diags = diags;
    this.line = line;
    this.lineStart = lineStart;
    this.pos = pos;
  }

  /** The literal's value; {@code end[0]} receives the position after it. */
  static String read(String src, Diagnostics diags, int line, int lineStart, int start, int[] end) {
    StringLiteral r = new StringLiteral(src, diags, line, lineStart, start + 1);
    r.body(start);
    end[0] = r.pos;
    return r.sb.toString();
  }

  private void body(int start) {
    int n = src.length();
    while (pos < n && src.charAt(pos) != '"' && src.charAt(pos) != '\n') {
      char c = src.charAt(pos);
      if (c == '\\' && pos + 1 < n && src.charAt(pos + 1) != '\n') {
        escape();
      } else {
        sb.append(c);
        pos++;
      }
    }
    if (pos >= n || src.charAt(pos) != '"') {
      diags.error(
          line, start - lineStart + 1, "unterminated string: expected '\"' before end of line");
    } else {
      pos++;
    }
  }

  /** One escape sequence, starting at '\\'. */
  private void escape() {
    int start = pos;
    char c = src.charAt(pos + 1);
    pos += 2;
    switch (c) {
      case 'a' -> sb.append('\u0007');
      case 'b' -> sb.append('\b');
      case 'e' -> sb.append('\u001b');
      case 'f' -> sb.append('\f');
      case 'n' -> sb.append('\n');
      case 'r' -> sb.append('\r');
      case 't' -> sb.append('\t');
      case 'v' -> sb.append('\u000b');
      case '\'', '"', '?', '\\' -> sb.append(c);
      case 'x' -> {
        int value = 0;
        int digits = 0;
        while (digits < 2 && pos < src.length() && Character.digit(src.charAt(pos), 16) >= 0) {
          value = value * 16 + Character.digit(src.charAt(pos), 16);
          pos++;
          digits++;
        }
        if (digits == 0) {
          diags.error(
              line,
              start - lineStart + 1,
              "bad escape '\\x': expected one or two hexadecimal digits");
        }
        sb.append((char) value);
      }
      default -> {
        if (c >= '0' && c <= '9') {
          int value = c - '0';
          for (int digits = 1;
              digits < 3 && pos < src.length() && Character.isDigit(src.charAt(pos));
              digits++) {
            value = value * 8 + src.charAt(pos) - '0';
            pos++;
          }
          sb.append((char) (value & 0xff));
        } else {
          diags.error(
              line,
              start - lineStart + 1,
              "illegal escape sequence '\\" + Lexer.printable(c) + "' in string");
          sb.append(c);
        }
      }
    }
  }
}
