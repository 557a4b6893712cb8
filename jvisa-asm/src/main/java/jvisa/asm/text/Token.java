package jvisa.asm.text;

/**
 * One token. {@code spaceBefore} tells whether white space separated it from the previous token, which
 * the grammar needs to tell {@code cmp.eq} (one mnemonic) from separate words.
 */
record Token(TokenKind kind, String text, long intValue, double floatValue, int line, int col, boolean spaceBefore) {

  boolean is(String punct) {
    return kind == TokenKind.PUNCT && text.equals(punct);
  }

  boolean isIdent(String name) {
    return kind == TokenKind.IDENT && text.equals(name);
  }

  String describe() {
    return switch (kind) {
      case NEWLINE -> "end of line";
      case EOF -> "end of file";
      case STRING -> "string \"" + text + "\"";
      default -> "'" + text + "'";
    };
  }
}
