package jvisa.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import jvisa.machine.core.DecodeException;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.ThreadRunner;
import jvisa.ocl.launch.ProgramVerification;
import jvisa.ocl.launch.VerificationFailure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code jvisa exec FILE --simd N --set VAR=v0,v1 --print VAR}: run one thread of a kernel. */
@Command(
    name = "exec",
    description = "Run one thread of a kernel: verify it, set variables, run to the end, print variables.")
final class ExecCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "FILE", description = "the kernel's .visaasm (and its functions')")
  List<Path> files;

  @Option(names = "--simd", defaultValue = "16", description = "dispatch width: 1, 2, 4, 8, 16 or 32 (default 16)")
  int simd;

  @Option(names = "--set", paramLabel = "VAR=v0,v1,...", description = "initial elements of a variable")
  List<String> sets = new ArrayList<>();

  @Option(names = "--print", arity = "1..*", paramLabel = "VAR", description = "variables to print after the run")
  List<String> prints = new ArrayList<>();

  @Option(names = "--max-steps", defaultValue = "100000000", description = "stop after this many instructions")
  long maxSteps;

  @Option(names = "--max-call-depth", defaultValue = "256", description = "deepest call nesting allowed")
  int maxCallDepth;

  @Option(names = "--no-verify", description = "run the kernel even if the verifier rejects it")
  boolean noVerify;

  @Override
  public Integer call() {
    ProgramFiles p = ProgramFiles.parse(files);
    if (!p.diagnostics().isEmpty()) {
      p.diagnostics().forEach(d -> System.err.println(d));
      return 1;
    }
    try {
      if (!noVerify) {
        ProgramVerification.requireValid(p.program());
      }
      ThreadRunner runner = new ThreadRunner(p.program(), simd, maxSteps, maxCallDepth);
      for (String s : sets) {
        int eq = s.indexOf('=');
        if (eq <= 0) {
          System.err.println("error: --set wants VAR=v0,v1,..., not '" + s + "'");
          return 1;
        }
        runner.set(s.substring(0, eq), Arrays.asList(s.substring(eq + 1).split(",")));
      }
      runner.run();
      for (String v : prints) {
        System.out.println(v + ": " + String.join(" ", runner.read(v)));
      }
      return 0;
    } catch (MachineFault | DecodeException | VerificationFailure | IllegalArgumentException e) {
      System.err.println("error: " + e.getMessage());
      return 1;
    }
  }

}
