package jvisa.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;

/**
 * Parses the .visaasm files named on a command line into one program, collecting every diagnostic.
 */
record ProgramFiles(Program program, List<Unit> units, List<Diagnostic> diagnostics) {

  /** Parses regular files of at most {@code maxBytes} each. */
  static ProgramFiles parse(List<Path> files, long maxBytes) {
    List<Unit> units = new ArrayList<>();
    List<Diagnostic> diags = new ArrayList<>();
    for (Path f : files) {
      ParseResult r = VisaParser.parseFile(f, maxBytes);
      diags.addAll(r.diagnostics());
      if (r.unit() != null) {
        units.add(r.unit());
      }
    }
    return new ProgramFiles(new Program(units), units, diags);
  }
}
