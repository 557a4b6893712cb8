package jvisa.verify.genx;

import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.verify.Verifier;

/**
 * Our side: parses a generated instruction in its kernel with VisaParser and verifies it with
 * Verifier.
 */
final class OurVerifier {
  private OurVerifier() {}

  /** Null if the parser and the verifier accept the line, else the first diagnostic. */
  static String rejection(String line) {
    ParseResult r = VisaParser.parse("k.visaasm", Kernels.kernel(List.of(line)));
    if (!r.ok()) {
      return "parse: " + first(r.diagnostics());
    }
    List<Diagnostic> d = Verifier.verify(Program.of(r.unit()));
    return d.isEmpty() ? null : first(d);
  }

  private static String first(List<Diagnostic> d) {
    return d.isEmpty() ? "?" : d.get(0).message();
  }
}
