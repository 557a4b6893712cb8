package jvisa.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;
import picocli.CommandLine.Option;

/**
 * The launch options shared by {@code run} and {@code corpus}: step limit, schedule, parallelism,
 * bounds checks, engine.
 */
final class ScheduleOptions {
  @Option(
      names = "--max-steps",
      description = "instructions one thread may execute before it is stopped")
  long maxSteps = KernelLauncher.DEFAULT_STEP_LIMIT;

  @Option(
      names = "--shuffle",
      paramLabel = "SEED",
      description = "interleave each group's threads at random points (seeded) to expose races")
  Long shuffleSeed;

  @Option(
      names = "--parallelism",
      paramLabel = "N",
      description = "work-groups run at once (default: one per core)")
  Integer parallelism;

  @Option(
      names = "--check-bounds",
      description = "the same as --check bounds (kept for old scripts)")
  boolean checkBounds;

  @Option(
      names = "--check",
      paramLabel = "CHECKS",
      description =
          "run-time checks, comma-separated: races, bounds, uninit, barriers, or all; a run with"
              + " findings exits with code 5")
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

  /** The checks asked for ({@code --check}, {@code --check-bounds}); empty for none. */
  Set<CheckKind> checkKinds() {
    Set<CheckKind> out = EnumSet.noneOf(CheckKind.class);
    try {
      if (checks != null) {
        out.addAll(CheckKind.parseList(checks));
      }
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    if (checkBounds) {
      out.add(CheckKind.BOUNDS);
    }
    return out;
  }

  /** A finding log for a checked run, printing each new report as it is found when asked. */
  FindingLog newFindingLog(PrintStream live) {
    try {
      return new FindingLog(
          maxReports, live == null ? null : f -> live.println("check: " + f.describe()));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  @Option(names = "--no-verify", description = "run the kernel even if the verifier rejects it")
  boolean noVerify;

  @picocli.CommandLine.Mixin EngineOption engine = new EngineOption();

  LaunchOptions toLaunchOptions(int defaultParallelism) {
    try {
      return engine
          .applyTo(LaunchOptions.defaults())
          .withStepLimit(maxSteps)
          .withShuffleSeed(shuffleSeed)
          .withParallelism(parallelism != null ? parallelism : defaultParallelism)
          .withVerify(!noVerify);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }
}
