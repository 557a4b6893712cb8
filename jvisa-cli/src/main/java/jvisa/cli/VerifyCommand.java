package jvisa.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import jvisa.asm.text.Diagnostic;
import jvisa.machine.limit.Limits;
import jvisa.verify.Verifier;
import jvisa.verify.defuse.ReadBeforeWrite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa verify [--warnings] FILE...}: parse the files as one program and check the spec's
 * rules.
 */
@Command(
    name = "verify",
    description =
        "Parse .visaasm files (a kernel and the functions it stack-calls) and verify them.",
    footer = ExitCodes.HELP_FOOTER)
final class VerifyCommand implements Callable<Integer> {
  @Option(
      names = "--warnings",
      description =
          "also report reads of variables no instruction writes first "
              + "(file:line:col: warning: [rule] message, after the errors; the exit code stays that of the errors)")
  boolean warnings;

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
    List<Diagnostic> all = new ArrayList<>(p.diagnostics());
    if (all.isEmpty()) {
      all.addAll(Verifier.verify(p.program()));
    }
    for (Diagnostic d : all) {
      System.err.println(d);
    }
    if (warnings && p.diagnostics().isEmpty()) {
      for (Diagnostic w : ReadBeforeWrite.warnings(p.program())) {
        System.err.println(w.file() + ":" + w.line() + ":" + w.col() + ": warning: " + w.message());
      }
    }
    if (all.isEmpty()) {
      System.out.println("ok: " + files.size() + " file(s) verified");
      return ExitCodes.SUCCESS;
    }
    return ExitCodes.BAD_INPUT;
  }
}
