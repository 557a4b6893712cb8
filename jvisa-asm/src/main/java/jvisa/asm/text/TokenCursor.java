package jvisa.asm.text;

import jvisa.asm.model.SourcePos;

/**
 * A position in the {@link Tokens}, with the helpers every part of the parser uses. Tokens are
 * named by their index in the window; the accessors read the parallel arrays.
 */
final class TokenCursor {
  /** Thrown to abandon the current statement; the parser records it and skips to the next line. */
  static final class SyntaxError extends RuntimeException {
    final int line;
    final int col;

    SyntaxError(int line, int col, String message) {
      super(message, null, false, false);
      this.line = line;
      this.col = col;
    }
  }

  private final Lexer lexer;
  private final Tokens tokens;

  /**
   * The window's flags and values, read on every step; refreshed when lexing may have grown the
   * window.
   */
  private byte[] flags;

  private long[] values;
  private int index;

  /** Reads the tokens of the lexer, which lexes them as the cursor moves on. */
  TokenCursor(Lexer lexer) {
    this.lexer = lexer;
    this.tokens = lexer.tokens();
    lexMore();
  }

  private boolean lexMore() {
    boolean more = lexer.lexMore();
    flags = tokens.flags;
    values = tokens.value;
    return more;
  }

  private int kind(int t) {
    return flags[t] & Tokens.KIND_MASK;
  }

  // ---- the token under the cursor and moving on

  int peek() {
    return index;
  }

  int peek(int ahead) {
    int i = index + ahead;
    while (i >= tokens.count) {
      if (!lexMore()) {
        return tokens.count - 1;
      }
    }
    return i;
  }

  int next() {
    int t = index;
    if (kind(t) != Tokens.EOF) {
      index = t + 1;
      if (index == tokens.count) {
        lexMore();
      }
    }
    return t;
  }

  /**
   * Forgets the tokens before the cursor, which the parser no longer refers to (between
   * statements), so the window stays small.
   */
  void forgetPast() {
    if (index > 0) {
      tokens.discardBefore(index);
      index = 0;
    }
  }

  boolean atEnd() {
    return kind(index) == Tokens.EOF;
  }

  boolean atLineEnd() {
    return isLineEnd(index);
  }

  /** True if the next token is that punctuation. */
  boolean at(char punct) {
    return isPunct(index, punct);
  }

  /**
   * True if the next token is that punctuation and touches the previous token (no space between).
   */
  boolean atAdjacent(char punct) {
    return isPunct(index, punct) && !spaceBefore(index);
  }

  boolean accept(char punct) {
    if (at(punct)) {
      next();
      return true;
    }
    return false;
  }

  int expect(char punct, String what) {
    if (!at(punct)) {
      throw error("expected '" + Punct.text(punct) + "' " + what + ", found " + describe(index));
    }
    return next();
  }

  int expectIdent(String what) {
    if (kind(index) != Tokens.IDENT) {
      throw error("expected " + what + ", found " + describe(index));
    }
    return next();
  }

  void expectLineEnd() {
    if (!atLineEnd()) {
      throw error("expected end of line, found " + describe(index));
    }
  }

  void skipLine() {
    while (!atLineEnd()) {
      next();
    }
  }

  // ---- what a token is

  boolean isIdent(int t) {
    return kind(t) == Tokens.IDENT;
  }

  boolean isIdent(int t, String name) {
    return kind(t) == Tokens.IDENT && tokens.strings[(int) values[t]].equals(name);
  }

  boolean isInt(int t) {
    return kind(t) == Tokens.INT;
  }

  boolean isFloat(int t) {
    return kind(t) == Tokens.FLOAT;
  }

  boolean isString(int t) {
    return kind(t) == Tokens.STRING;
  }

  boolean isPunct(int t, char punct) {
    return kind(t) == Tokens.PUNCT && values[t] == punct;
  }

  boolean isLineEnd(int t) {
    int k = kind(t);
    return k == Tokens.NEWLINE || k == Tokens.EOF;
  }

  boolean spaceBefore(int t) {
    return (flags[t] & Tokens.SPACE_BEFORE) != 0;
  }

  /** The {@link Punct} code of a punctuation token, 0 for another kind of token. */
  char punct(int t) {
    return kind(t) == Tokens.PUNCT ? (char) values[t] : 0;
  }

  long intValue(int t) {
    return kind(t) == Tokens.INT ? values[t] : 0;
  }

  double floatValue(int t) {
    return kind(t) == Tokens.FLOAT ? Double.longBitsToDouble(values[t]) : 0;
  }

  /** The token as written (a string literal's value without quotes). */
  String text(int t) {
    return switch (kind(t)) {
      case Tokens.IDENT, Tokens.STRING -> tokens.strings[(int) values[t]];
      case Tokens.PUNCT -> Punct.text((char) values[t]);
      case Tokens.NEWLINE -> "\n";
      case Tokens.EOF -> "";
      default -> tokens.src.substring(tokens.start[t], tokens.end[t]);
    };
  }

  String describe(int t) {
    return switch (kind(t)) {
      case Tokens.NEWLINE -> "end of line";
      case Tokens.EOF -> "end of file";
      case Tokens.STRING -> "string \"" + text(t) + "\"";
      default -> "'" + text(t) + "'";
    };
  }

  int line(int t) {
    return tokens.line[t];
  }

  int col(int t) {
    return tokens.col[t];
  }

  // ---- errors and positions

  SyntaxError error(String message) {
    return errorAt(index, message);
  }

  SyntaxError errorAt(int t, String message) {
    return new SyntaxError(line(t), col(t), message);
  }

  SourcePos pos(int t) {
    return new SourcePos(line(t), col(t));
  }

  SourcePos pos() {
    return pos(index);
  }
}
