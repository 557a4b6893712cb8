package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits vISA text into tokens. Comments ({@code //}, {@code ///}, {@code /* *}{@code /}) are dropped;
 * newlines are tokens because statements are line-based. Lexical errors are reported to the sink and the
 * offending character is skipped.
 */
final class Lexer {
  private final String src;
  private final Diagnostics diags;
  private final List<Token> tokens = new ArrayList<>();
  private int pos;
  private int line = 1;
  private int lineStart;
  private boolean space = true;

  Lexer(String src, Diagnostics diags) {
    this.src = src;
    this.diags = diags;
  }

  List<Token> run() {
    int n = src.length();
    while (pos < n) {
      char c = src.charAt(pos);
      if (c == '\n') {
        add(TokenKind.NEWLINE, "\n", pos);
        pos++;
        line++;
        lineStart = pos;
        space = true;
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        pos++;
        space = true;
      } else if (c == '/' && peek(1) == '/') {
        while (pos < n && src.charAt(pos) != '\n') {
          pos++;
        }
        space = true;
      } else if (c == '/' && peek(1) == '*') {
        blockComment();
      } else if (c == '"') {
        string();
      } else if (isIdentStart(c) || (c == '%' && isIdentStart(peek(1)))) {
        ident();
      } else if (c >= '0' && c <= '9') {
        number();
      } else {
        punct(c);
      }
    }
    add(TokenKind.NEWLINE, "\n", pos);
    add(TokenKind.EOF, "", pos);
    return tokens;
  }

  private char peek(int ahead) {
    int i = pos + ahead;
    return i < src.length() ? src.charAt(i) : '\0';
  }

  static boolean isIdentStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c == '@';
  }

  static boolean isIdentPart(char c) {
    return isIdentStart(c) || (c >= '0' && c <= '9') || c == '?';
  }

  private void add(TokenKind kind, String text, int start) {
    add(kind, text, 0, 0, start);
  }

  private void add(TokenKind kind, String text, long iv, double fv, int start) {
    tokens.add(new Token(kind, text, iv, fv, line, start - lineStart + 1, space));
    space = false;
  }

  private void blockComment() {
    int start = pos;
    int startLine = line;
    int startCol = pos - lineStart + 1;
    pos += 2;
    while (pos < src.length() && !(src.charAt(pos) == '*' && peek(1) == '/')) {
      if (src.charAt(pos) == '\n') {
        line++;
        lineStart = pos + 1;
      }
      pos++;
    }
    if (pos >= src.length()) {
      diags.error(startLine, startCol, "unterminated comment: expected '*/'");
    } else {
      pos += 2;
    }
    space = true;
    if (start == pos) {
      pos++;
    }
  }

  private void string() {
    int start = pos;
    StringBuilder sb = new StringBuilder();
    pos++;
    while (pos < src.length() && src.charAt(pos) != '"' && src.charAt(pos) != '\n') {
      char c = src.charAt(pos);
      if (c == '\\' && pos + 1 < src.length() && src.charAt(pos + 1) != '\n') {
        escape(sb);
      } else {
        sb.append(c);
        pos++;
      }
    }
    if (pos >= src.length() || src.charAt(pos) != '"') {
      diags.error(line, start - lineStart + 1, "unterminated string: expected '\"' before end of line");
    } else {
      pos++;
    }
    add(TokenKind.STRING, sb.toString(), start);
  }

  /** One escape sequence of a string literal (the C escapes Intel's assembler reads), starting at '\\'. */
  private void escape(StringBuilder sb) {
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
          diags.error(line, start - lineStart + 1, "bad escape '\\x': expected one or two hexadecimal digits");
        }
        sb.append((char) value);
      }
      default -> {
        if (c >= '0' && c <= '9') {
          int value = c - '0';
          for (int digits = 1; digits < 3 && pos < src.length() && Character.isDigit(src.charAt(pos)); digits++) {
            value = value * 8 + src.charAt(pos) - '0';
            pos++;
          }
          sb.append((char) (value & 0xff));
        } else {
          diags.error(line, start - lineStart + 1, "illegal escape sequence '\\" + printable(c) + "' in string");
          sb.append(c);
        }
      }
    }
  }

  private void ident() {
    int start = pos;
    pos++;
    while (pos < src.length() && isIdentPart(src.charAt(pos))) {
      pos++;
    }
    // "r[" opens an indirect operand
    add(TokenKind.IDENT, src.substring(start, pos), start);
  }

  private void number() {
    int start = pos;
    boolean afterDot = start > 0 && src.charAt(start - 1) == '.';
    if (src.charAt(pos) == '0' && (peek(1) == 'x' || peek(1) == 'X')) {
      pos += 2;
      int digits = pos;
      while (pos < src.length() && Character.digit(src.charAt(pos), 16) >= 0) {
        pos++;
      }
      String hex = src.substring(digits, pos);
      if (hex.isEmpty() || hex.length() > 16) {
        diags.error(line, start - lineStart + 1, "bad hexadecimal number '" + src.substring(start, pos) + "'");
        add(TokenKind.INT, src.substring(start, pos), 0, 0, start);
        return;
      }
      add(TokenKind.INT, src.substring(start, pos), Long.parseUnsignedLong(hex, 16), 0, start);
      return;
    }
    while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
      pos++;
    }
    boolean isFloat = false;
    if (!afterDot && pos + 1 < src.length() && src.charAt(pos) == '.' && Character.isDigit(src.charAt(pos + 1))) {
      isFloat = true;
      pos++;
      while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
        pos++;
      }
    }
    if (!afterDot && pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
      int save = pos;
      pos++;
      if (pos < src.length() && (src.charAt(pos) == '+' || src.charAt(pos) == '-')) {
        pos++;
      }
      if (pos < src.length() && Character.isDigit(src.charAt(pos))) {
        isFloat = true;
        while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
          pos++;
        }
      } else {
        pos = save;
      }
    }
    String text = src.substring(start, pos);
    if (isFloat) {
      add(TokenKind.FLOAT, text, 0, Double.parseDouble(text), start);
      return;
    }
    long v;
    try {
      v = Long.parseLong(text);
    } catch (NumberFormatException e) {
      try {
        v = Long.parseUnsignedLong(text);
      } catch (NumberFormatException e2) {
        diags.error(line, start - lineStart + 1, "number '" + text + "' does not fit in 64 bits");
        v = 0;
      }
    }
    add(TokenKind.INT, text, v, 0, start);
  }

  private static final String[] MULTI = {">>>", "<<", ">>", "<=", ">=", "==", "!="};

  private void punct(char c) {
    int start = pos;
    if ("()<>[]{},;:.=+-*/%&|^~!?".indexOf(c) < 0) {
      diags.error(line, start - lineStart + 1, "unexpected character '" + printable(c) + "'");
      pos++;
      space = true;
      return;
    }
    for (String m : MULTI) {
      if (src.startsWith(m, pos)) {
        pos += m.length();
        add(TokenKind.PUNCT, m, start);
        return;
      }
    }
    pos++;
    add(TokenKind.PUNCT, String.valueOf(c), start);
  }

  private static String printable(char c) {
    return c < 32 || c > 126 ? String.format("\\u%04x", (int) c) : String.valueOf(c);
  }
}
