package jvisa.asm.text;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import jvisa.asm.io.InputFiles;
import jvisa.asm.model.LabelStmt;

/**
 * Reads the vISA text assembly ({@code .visaasm}) as IGC writes it and Intel's {@code GenX_IR}
 * reads it. Syntax errors are collected as {@code file:line:col: message}; the parser then skips to
 * the next line, so one run reports every bad line. It never throws on bad input.
 */
public final class VisaParser {
  private final String file;

  /** The lexer's diagnostics come first, as if the whole text were lexed before parsing. */
  private final Diagnostics lexical;

  private final Diagnostics diags;
  private final TokenCursor in;
  private final UnitParts parts = new UnitParts();
  private final InstructionParser instructions;
  private final DirectiveParser directives;

  private VisaParser(String file, String text) {
    this.file = file;
    this.lexical = new Diagnostics(file);
    this.diags = new Diagnostics(file);
    this.in = new TokenCursor(new Lexer(text, lexical));
    ExprParser expr = new ExprParser(in, parts::sizeOf);
    this.instructions = new InstructionParser(in, new OperandParser(in, expr));
    this.directives = new DirectiveParser(in, expr, instructions, parts);
  }

  /** Parses text; {@code file} names it in diagnostics. */
  public static ParseResult parse(String file, String text) {
    return new VisaParser(file, text).run();
  }

  /**
   * Reads and parses a file of at most {@link InputFiles#DEFAULT_MAX_BYTES}; an unreadable file
   * gives one diagnostic.
   */
  public static ParseResult parseFile(Path path) {
    return parseFile(path, InputFiles.DEFAULT_MAX_BYTES);
  }

  /**
   * Reads and parses a regular file of at most {@code maxBytes}; an unreadable file gives one
   * diagnostic.
   */
  public static ParseResult parseFile(Path path, long maxBytes) {
    String text;
    try {
      byte[] bytes = InputFiles.read(path, maxBytes);
      text = new String(bytes, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      return new ParseResult(
          null,
          List.of(new Diagnostic(path.toString(), 1, 1, "cannot read file: " + e.getMessage())));
    }
    return parse(path.toString(), text);
  }

  private ParseResult run() {
    while (!in.atEnd()) {
      in.forgetPast();
      if (in.atLineEnd()) {
        in.next();
        continue;
      }
      try {
        statement();
        in.expectLineEnd();
      } catch (TokenCursor.SyntaxError e) {
        diags.error(e.line, e.col, e.getMessage());
        in.skipLine();
      } catch (RuntimeException | StackOverflowError e) {
        // a parser defect must not escape as an exception: report it where it happened
        int at = in.peek();
        diags.error(
            in.line(at), in.col(at), "internal parser error (" + e + "); please report this input");
        in.skipLine();
      }
    }
    if (parts.major < 0) {
      diags.error(1, 1, "missing '.version' directive");
    }
    if (parts.isKernel == null) {
      diags.error(1, 1, "missing '.kernel' or '.global_function' directive");
    }
    return new ParseResult(parts.toUnit(file), diags.listAfter(lexical));
  }

  private void statement() {
    int t = in.peek();
    int after = in.peek(1);
    if (in.isPunct(t, '.') && in.isIdent(after) && !in.spaceBefore(after)) {
      in.next();
      directives.directive(in.next());
    } else if (in.isIdent(t) && in.isPunct(after, ':') && in.isLineEnd(in.peek(2))) {
      in.next();
      in.next();
      parts.body.add(new LabelStmt(in.text(t), in.pos(t)));
    } else if (in.isPunct(t, '{') || in.isPunct(t, '}')) {
      throw in.error("declaration scopes ('{' ... '}') are not supported");
    } else {
      parts.body.add(instructions.instruction());
    }
  }
}
