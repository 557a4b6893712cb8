package jvisa.cli;

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
      description =
          "record every out-of-bounds access to a buffer argument and report it (run only)")
  boolean checkBounds;

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
          .withCheckedBounds(checkBounds)
          .withVerify(!noVerify);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }
}
