package jvisa.asm.text;

import java.util.List;
import jvisa.asm.model.SourcePos;

/** A position in the token list, with the helpers every part of the parser uses. */
final class TokenCursor {
  /** Thrown to abandon the current statement; the parser records it and skips to the next line. */
  static final class SyntaxError extends RuntimeException {
    final Token at;

    SyntaxError(Token at, String message) {
      super(message, null, false, false);
      this.at = at;
    }
  }

  private final List<Token> tokens;
  private int index;

  TokenCursor(List<Token> tokens) {
    this.tokens = tokens;
  }

  Token peek() {
    return tokens.get(index);
  }

  Token peek(int ahead) {
    int i = Math.min(index + ahead, tokens.size() - 1);
    return tokens.get(i);
  }

  Token next() {
    Token t = tokens.get(index);
    if (t.kind() != TokenKind.EOF) {
      index++;
    }
    return t;
  }

  boolean atEnd() {
    return peek().kind() == TokenKind.EOF;
  }

  boolean atLineEnd() {
    TokenKind k = peek().kind();
    return k == TokenKind.NEWLINE || k == TokenKind.EOF;
  }

  /** True if the next token is that punctuation. */
  boolean at(String punct) {
    return peek().is(punct);
  }

  /** True if the next token is that punctuation and touches the previous token (no space between). */
  boolean atAdjacent(String punct) {
    Token t = peek();
    return t.is(punct) && !t.spaceBefore();
  }

  boolean accept(String punct) {
    if (at(punct)) {
      next();
      return true;
    }
    return false;
  }

  Token expect(String punct, String what) {
    if (!at(punct)) {
      throw error("expected '" + punct + "' " + what + ", found " + peek().describe());
    }
    return next();
  }

  Token expectIdent(String what) {
    if (peek().kind() != TokenKind.IDENT) {
      throw error("expected " + what + ", found " + peek().describe());
    }
    return next();
  }

  void expectLineEnd() {
    if (!atLineEnd()) {
      throw error("expected end of line, found " + peek().describe());
    }
  }

  void skipLine() {
    while (!atLineEnd()) {
      next();
    }
  }

  SyntaxError error(String message) {
    return new SyntaxError(peek(), message);
  }

  SyntaxError errorAt(Token t, String message) {
    return new SyntaxError(t, message);
  }

  static SourcePos pos(Token t) {
    return new SourcePos(t.line(), t.col());
  }

  SourcePos pos() {
    return pos(peek());
  }
}
