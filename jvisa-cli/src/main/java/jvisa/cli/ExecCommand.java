package jvisa.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.machine.core.Profiler;
import jvisa.machine.core.ThreadRunner;
import jvisa.machine.core.TraceFilter;
import jvisa.machine.limit.Limits;
import jvisa.ocl.launch.ProgramVerification;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code jvisa exec FILE --simd N --set VAR=v0,v1 --print VAR}: run one thread of a kernel. */
@Command(
    name = "exec",
    description =
        "Run one thread of a kernel: verify it, set variables, run to the end, print variables.",
    footer = ExitCodes.HELP_FOOTER)
final class ExecCommand implements Callable<Integer> {
  @Parameters(
      arity = "1..*",
      paramLabel = "FILE",
      description = "the kernel's .visaasm (and its functions')")
  List<Path> files;

  @Option(
      names = "--simd",
      defaultValue = "16",
      description = "dispatch width: 1, 2, 4, 8, 16 or 32 (default 16)")
  int simd;

  @Option(
      names = "--set",
      paramLabel = "VAR=v0,v1,...",
      description = "initial elements of a variable")
  List<String> sets = new ArrayList<>();

  @Option(
      names = "--print",
      arity = "1..*",
      paramLabel = "VAR",
      description = "variables to print after the run")
  List<String> prints = new ArrayList<>();

  @Option(
      names = "--max-steps",
      defaultValue = "100000000",
      description = "stop after this many instructions")
  long maxSteps;

  @Option(
      names = "--max-call-depth",
      defaultValue = "256",
      description = "deepest call nesting allowed")
  int maxCallDepth;

  @picocli.CommandLine.Mixin LimitOptions limits = new LimitOptions();

  @Option(names = "--no-verify", description = "run the kernel even if the verifier rejects it")
  boolean noVerify;

  @picocli.CommandLine.Mixin InstrumentOptions instrument = new InstrumentOptions();

  @picocli.CommandLine.Mixin EngineOption engine = new EngineOption();

  @Option(
      names = "--check",
      paramLabel = "CHECKS",
      description =
          "run-time checks: uninit (or all; a thread without memory has no other); variables"
              + " given with --set count as written; findings exit with code 5")
  String checks;

  @Option(
      names = "--max-reports",
      paramLabel = "N",
      description = "distinct check reports kept (default 100); further ones are only counted")
  int maxReports = FindingLog.DEFAULT_MAX_REPORTS;

  @Option(
      names = "--report",
      paramLabel = "FILE",
      description = "also write the check reports to FILE as JSON")
  Path reportFile;

  /** The finding log of {@code --check}, or null when the run is unchecked. */
  private FindingLog findingLog() {
    if (checks == null) {
      return null;
    }
    Set<CheckKind> kinds;
    try {
      kinds = CheckKind.parseList(checks);
      if (!checks.trim().equals("all") && !kinds.equals(Set.of(CheckKind.UNINIT))) {
        throw new IllegalArgumentException(
            "exec runs one thread without memory: only --check uninit (or all) applies, not '"
                + checks
                + "'");
      }
      return new FindingLog(maxReports, f -> System.out.println("check: " + f.describe()));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  @Override
  public Integer call() {
    Limits l = limits.toLimits();
    ProgramFiles p = ProgramFiles.parse(files, l.maxInputBytes());
    if (!p.diagnostics().isEmpty()) {
      p.diagnostics().forEach(d -> System.err.println(d));
      return ExitCodes.BAD_INPUT;
    }
    if (simd < 1 || simd > 32 || Integer.bitCount(simd) != 1) {
      throw new UsageException("--simd must be 1, 2, 4, 8, 16 or 32, not " + simd);
    }
    try {
      if (!noVerify) {
        ProgramVerification.requireValid(p.program());
      }
      FindingLog findings = findingLog();
      ThreadRunner runner =
          new ThreadRunner(p.program(), simd, maxSteps, maxCallDepth, l, findings);
      if (findings == null) {
        runner.useEngine(engine.engine);
      }
      for (String s : sets) {
        int eq = s.indexOf('=');
        if (eq <= 0) {
          throw new UsageException("--set wants VAR=v0,v1,..., not '" + s + "'");
        }
        set(runner, s.substring(0, eq), Arrays.asList(s.substring(eq + 1).split(",")));
      }
      TraceFilter filter = instrument.filter();
      Profiler profiler = instrument.profiling() ? runner.profile() : null;
      try (InstrumentOptions.Trace trace = instrument.openTrace()) {
        if (trace != null) {
          runner.trace(trace.writer, filter);
        }
        runner.run();
      }
      for (String v : prints) {
        System.out.println(v + ": " + String.join(" ", read(runner, v)));
      }
      if (profiler != null) {
        instrument.writeProfile(files.get(0).getFileName().toString(), profiler.result());
      }
      if (findings != null) {
        CheckReports.finish(findings, reportFile, System.out);
        if (!findings.isEmpty()) {
          return ExitCodes.CHECK_FINDINGS;
        }
      }
      return ExitCodes.SUCCESS;
    } catch (IOException e) {
      System.err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    }
  }

  /** A variable the program lacks or a value it cannot take is a usage error of --set. */
  private static void set(ThreadRunner runner, String var, List<String> values) {
    try {
      runner.set(var, values);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--set " + var + ": " + e.getMessage());
    }
  }

  private static List<String> read(ThreadRunner runner, String var) {
    try {
      return runner.read(var);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--print " + var + ": " + e.getMessage());
    }
  }
}
