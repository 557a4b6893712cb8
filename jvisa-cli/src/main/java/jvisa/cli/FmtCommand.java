package jvisa.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.VisaPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code jvisa fmt FILE...}: parse and print back in canonical form. */
@Command(name = "fmt", description = "Parse .visaasm files and print them in canonical form.")
final class FmtCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "FILE", description = ".visaasm files")
  List<Path> files;

  @Override
  public Integer call() {
    ProgramFiles p = ProgramFiles.parse(files);
    if (!p.diagnostics().isEmpty()) {
      for (Diagnostic d : p.diagnostics()) {
        System.err.println(d);
      }
      return 1;
    }
    for (Unit u : p.units()) {
      System.out.print(VisaPrinter.print(u));
    }
    return 0;
  }
}
