package jvisa.asm.text;

/** Lexical classes of the vISA text. */
enum TokenKind {
  IDENT,
  INT,
  FLOAT,
  STRING,
  PUNCT,
  NEWLINE,
  EOF
}
