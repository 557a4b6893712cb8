package jvisa.cli;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jvisa.corpus.Corpus;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.machine.check.Json;
import jvisa.machine.limit.Limits;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.BufferOutcome;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchInstruments;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import jvisa.ocl.launch.RunStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa corpus DIR}: run every case and variant of a corpus folder and compare with the
 * expected results.
 */
@Command(
    name = "corpus",
    description =
        "Run every case and variant of a corpus folder (format: shared/corpus/README.md) and compare"
            + " the outputs; ends with 'N passed, M failed'. Exit code 0 when all pass, else the highest exit code"
            + " of a failed variant (1 mismatch, 2 bad input, 3 fault or limit).",
    footer = ExitCodes.HELP_FOOTER)
final class CorpusCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "DIR",
      description = "a corpus folder (holding kernels/), its kernels/ folder, or one case")
  Path dir;

  @Option(
      names = "--variant",
      paramLabel = "GLOB",
      description = "only variants whose name matches, e.g. 'tgllp-*'")
  String variantGlob;

  @Option(names = "--jobs", description = "variants run at once (default: one per core)")
  int jobs = Runtime.getRuntime().availableProcessors();

  @picocli.CommandLine.Mixin ScheduleOptions schedule = new ScheduleOptions();

  @picocli.CommandLine.Mixin LimitOptions limits = new LimitOptions();

  @Option(
      names = "--compile",
      description =
          "run each case's kernel.cl compiled by jvisa's own compiler for each variant's target,"
              + " SIMD width and call mode, instead of IGC's vISA")
  boolean compile;

  @picocli.CommandLine.Mixin StatefulOption stateful = new StatefulOption();

  @Option(
      names = "--quality",
      description =
          "with --compile: also run IGC's vISA of each variant and print a table of static and"
              + " executed instructions and SIMD efficiency, jvisa's next to IGC's")
  boolean quality;

  @Option(
      names = {"-v", "--verbose"},
      description = "print a timing line for every variant, passing ones too")
  boolean verbose;

  record Job(CaseSpec spec, VariantSpec variant) {}

  record Outcome(
      Job job, LaunchResult result, String error, int exitCode, long millis, FindingLog findings) {
    boolean passed() {
      return error == null && result.passed();
    }
  }

  @Override
  public Integer call() throws Exception {
    stateful.addressing(compile);
    if (!Files.isDirectory(dir)) {
      System.err.println("error: " + dir + " is not a folder");
      return ExitCodes.BAD_INPUT;
    }
    if (quality && !compile) {
      System.err.println("error: --quality compares jvisa's compiler with IGC: it needs --compile");
      return ExitCodes.USAGE;
    }
    Limits l = limits.toLimits();
    List<Path> cases = Corpus.caseDirectoriesUnder(dir);
    if (cases.isEmpty()) {
      System.err.println("error: no case.json found under " + dir);
      return ExitCodes.BAD_INPUT;
    }
    PathMatcher matcher =
        variantGlob == null ? null : FileSystems.getDefault().getPathMatcher("glob:" + variantGlob);
    List<Job> work = new ArrayList<>();
    int unreadable = 0;
    int exitCode = ExitCodes.SUCCESS;
    for (Path c : cases) {
      CaseSpec spec;
      try {
        spec = CaseSpec.load(c, l.maxInputBytes());
      } catch (RuntimeException e) {
        System.out.println(
            "FAIL " + c.getFileName() + ": " + LaunchFailure.oneLine(LaunchFailure.messageOf(e)));
        unreadable++;
        exitCode = Math.max(exitCode, LaunchFailure.exitCodeOf(e));
        continue;
      }
      for (VariantSpec v : spec.variants()) {
        if (matcher == null || matcher.matches(Path.of(v.name()))) {
          work.add(new Job(spec, v));
        }
      }
    }
    ProgressBar bar = ProgressBar.forTerminal("work-groups");
    if (bar != null) {
      work.forEach(j -> bar.addTotal(workGroups(j.spec())));
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs));
    List<Future<Outcome>> futures = new ArrayList<>();
    CompilerQuality table = quality ? CompilerQuality.collector() : null;
    for (Job j : work) {
      futures.add(pool.submit(() -> run(j, l, bar, table)));
    }
    int passed = 0;
    int failed = unreadable;
    List<String> jsonReports = new ArrayList<>();
    for (Future<Outcome> f : futures) {
      Outcome o = f.get();
      boolean found = o.findings() != null && !o.findings().isEmpty();
      if (bar != null && (verbose || !o.passed() || found)) {
        bar.finish();
      }
      if (o.findings() != null) {
        jsonReports.add(
            "{\"case\": "
                + Json.quote(o.job().spec().directory().getFileName().toString())
                + ", \"variant\": "
                + Json.quote(o.job().variant().name())
                + ", \"findings\": "
                + o.findings().toJson().strip()
                + "}");
      }
      if (found) {
        exitCode = Math.max(exitCode, ExitCodes.CHECK_FINDINGS);
        System.out.println("CHECK " + name(o.job()) + ":");
        o.findings().report().forEach(line -> System.out.println("  " + line));
      }
      if (o.passed()) {
        passed++;
      } else {
        failed++;
        exitCode = Math.max(exitCode, o.error() == null ? ExitCodes.MISMATCH : o.exitCode());
        report(o);
      }
      if (verbose) {
        System.out.println(timing(o));
      }
    }
    pool.shutdown();
    if (bar != null) {
      bar.finish();
    }
    if (schedule.reportFile != null && !schedule.checkKinds().isEmpty()) {
      CheckReports.write(
          schedule.reportFile, "{\"variants\": [\n" + String.join(",\n", jsonReports) + "\n]}\n");
    }
    if (table != null) {
      table.table().forEach(System.out::println);
    }
    System.out.println(passed + " passed, " + failed + " failed");
    return exitCode;
  }

  /** The case's work-groups for the progress bar (saturated: the launch refuses huge ones). */
  private static long workGroups(CaseSpec spec) {
    try {
      return Math.multiplyExact(
          Math.multiplyExact(spec.groupCount(0), spec.groupCount(1)), spec.groupCount(2));
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE / 1024;
    }
  }

  private Outcome run(Job j, Limits l, ProgressBar bar, CompilerQuality table) {
    long start = System.nanoTime();
    ProgressBar.Job progress = bar == null ? null : bar.job(workGroups(j.spec()));
    Set<CheckKind> checks = schedule.checkKinds();
    FindingLog findings = checks.isEmpty() ? null : schedule.newFindingLog(null);
    try (CompiledVariant compiled =
        compile ? CompiledVariant.of(j.spec(), j.variant(), stateful.addressing(compile)) : null) {
      LaunchOptions options =
          schedule
              .toLaunchOptions(jobs > 1 ? 1 : Runtime.getRuntime().availableProcessors())
              .withLimits(l)
              .withChecks(checks, findings);
      LaunchResult r =
          KernelLauncher.launch(
              j.spec(),
              compiled == null ? j.variant() : compiled.variant(),
              options,
              progress == null
                  ? LaunchInstruments.none()
                  : LaunchInstruments.none().withProgress(progress));
      if (table != null && r.passed()) {
        LaunchResult igc =
            KernelLauncher.launch(j.spec(), j.variant(), options, LaunchInstruments.none());
        if (igc.passed()) {
          table.add(
              new CompilerQuality.Row(
                  name(j),
                  CompilerQuality.staticInstructions(j.spec(), compiled.variant()),
                  CompilerQuality.staticInstructions(j.spec(), j.variant()),
                  r.stats(),
                  igc.stats()));
        }
      }
      return new Outcome(
          j, r, null, ExitCodes.SUCCESS, (System.nanoTime() - start) / 1_000_000, findings);
    } catch (RuntimeException | VirtualMachineError e) {
      return new Outcome(
          j,
          null,
          LaunchFailure.oneLine(LaunchFailure.messageOf(e)),
          LaunchFailure.exitCodeOf(e),
          (System.nanoTime() - start) / 1_000_000,
          findings);
    } finally {
      if (progress != null) {
        progress.end();
      }
    }
  }

  private static String name(Job j) {
    return j.spec().directory().getFileName() + " " + j.variant().name();
  }

  /**
   * E.g. {@code "PASS collatz tgllp-simd8-inline: 123 ms, 456789 instructions, SIMD efficiency
   * 71.2%"}.
   */
  private static String timing(Outcome o) {
    String head = (o.passed() ? "PASS " : "FAIL ") + name(o.job()) + ": " + o.millis() + " ms";
    if (o.result() == null) {
      return head;
    }
    RunStats s = o.result().stats();
    return head
        + String.format(
            Locale.ROOT,
            ", %d instructions, SIMD efficiency %.1f%%",
            s.instructions(),
            100 * s.simdEfficiency());
  }

  private static void report(Outcome o) {
    if (o.error() != null) {
      System.out.println("FAIL " + name(o.job()) + ": error: " + o.error());
      return;
    }
    for (BufferOutcome b : o.result().outputs()) {
      if (!b.compared()) {
        System.out.println(
            "FAIL " + name(o.job()) + " buffer " + b.argument() + ": the expected file is missing");
      } else if (!b.passed()) {
        var c = b.comparison();
        System.out.println(
            "FAIL "
                + name(o.job())
                + " buffer "
                + b.argument()
                + ": first difference at ["
                + c.firstMismatch()
                + "] expected "
                + c.expectedAtFirst()
                + ", actual "
                + c.actualAtFirst()
                + "; "
                + c.mismatches()
                + " of "
                + c.elementCount()
                + " elements differ");
      }
    }
  }
}
