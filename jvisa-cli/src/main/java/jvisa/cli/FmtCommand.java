package jvisa.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.VisaPrinter;
import jvisa.machine.limit.Limits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code jvisa fmt FILE...}: parse and print back in canonical form. */
@Command(
    name = "fmt",
    description = "Parse .visaasm files and print them in canonical form.",
    footer = ExitCodes.HELP_FOOTER)
final class FmtCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "FILE", description = ".visaasm files")
  List<Path> files;

  @Option(
      names = Limits.INPUT_SIZE_FLAG,
      paramLabel = "BYTES",
      converter = ByteSize.class,
      description = "largest file read (default: ${DEFAULT-VALUE})")
  long maxInputSize = Limits.DEFAULT_MAX_INPUT_BYTES;

  @Override
  public Integer call() {
    ProgramFiles p = ProgramFiles.parse(files, maxInputSize);
    if (!p.diagnostics().isEmpty()) {
      for (Diagnostic d : p.diagnostics()) {
        System.err.println(d);
      }
      return ExitCodes.BAD_INPUT;
    }
    for (Unit u : p.units()) {
      System.out.print(VisaPrinter.print(u));
    }
    return ExitCodes.SUCCESS;
  }
}
