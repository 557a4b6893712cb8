package jvisa.fuzz;

import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.asm.text.VisaPrinter;
import jvisa.verify.Verifier;

/**
 * The properties every input must have: parsing, verifying (and printing what parsed cleanly)
 * return normally, and every diagnostic names the file and a position inside the text (line >= 1,
 * col >= 1).
 */
final class Oracle {
  static final String FILE = "fuzz.visaasm";

  private Oracle() {}

  /** A short description of how the input breaks a property, or null if it does not. */
  static String check(String text) {
    String stage = "parse";
    try {
      ParseResult r = VisaParser.parse(FILE, text);
      String bad = malformed(r.diagnostics(), text, "parser");
      if (bad != null) {
        return bad;
      }
      if (r.unit() == null) {
        return "parser returned no unit";
      }
      stage = "verify";
      bad = malformed(Verifier.verify(Program.of(r.unit())), text, "verifier");
      if (bad != null) {
        return bad;
      }
      if (r.ok()) {
        stage = "print";
        VisaPrinter.print(r.unit());
      }
      return null;
    } catch (RuntimeException | StackOverflowError e) {
      return stage + " threw " + e.getClass().getName() + firstFrame(e);
    }
  }

  private static String firstFrame(Throwable e) {
    StackTraceElement[] st = e.getStackTrace();
    return st.length == 0 ? "" : " at " + st[0];
  }

  private static String malformed(List<Diagnostic> diagnostics, String text, String who) {
    long lines = text.chars().filter(c -> c == '\n').count() + 1;
    for (Diagnostic d : diagnostics) {
      if (!FILE.equals(d.file())
          || d.line() < 1
          || d.col() < 1
          || d.line() > lines
          || d.message() == null
          || d.message().isEmpty()) {
        return who + " gave a malformed diagnostic: " + d;
      }
      if (d.message().startsWith("[internal-error]")) {
        return who + " failed internally: " + d;
      }
    }
    return null;
  }
}
