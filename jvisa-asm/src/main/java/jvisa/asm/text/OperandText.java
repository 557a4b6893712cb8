package jvisa.asm.text;

import jvisa.asm.model.Operand;
import jvisa.asm.model.Type;

/**
 * One operand written on its own, as a debugger reads it: any operand the assembly allows ({@code
 * V12(0,0)<1;1,0>}, {@code P1}, {@code V3}), optionally followed by {@code :TYPE} to read its
 * elements as another type.
 *
 * @param operand the operand as the parser builds it
 * @param type the type after {@code :}, or null when none was written
 */
public record OperandText(Operand operand, Type type) {

  /**
   * Parses {@code text}.
   *
   * @throws IllegalArgumentException with a message saying what is wrong and where (column)
   */
  public static OperandText parse(String text) {
    Diagnostics lexical = new Diagnostics("operand");
    TokenCursor in = new TokenCursor(new Lexer(text.strip(), lexical));
    try {
      if (in.atEnd() || in.atLineEnd()) {
        throw new IllegalArgumentException("expected an operand");
      }
      Operand o = new OperandParser(in, new ExprParser(in, name -> -1)).operand();
      Type type = null;
      if (in.accept(':')) {
        String name = in.text(in.expectIdent("a type after ':'"));
        type = Type.fromText(name);
        if (type == null) {
          throw new IllegalArgumentException("'" + name + "' is not a vISA type");
        }
      }
      if (!in.atLineEnd()) {
        throw in.error("expected the end of the operand, found " + in.describe(in.peek()));
      }
      if (!lexical.list().isEmpty()) {
        throw new IllegalArgumentException(lexical.list().get(0).message());
      }
      return new OperandText(o, type);
    } catch (TokenCursor.SyntaxError e) {
      throw new IllegalArgumentException("column " + e.col + ": " + e.getMessage());
    }
  }
}
