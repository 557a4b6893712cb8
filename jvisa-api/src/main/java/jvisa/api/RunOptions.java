package jvisa.api;

import java.util.Set;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.machine.core.Engine;
import jvisa.machine.dispatch.WorkerPool;
import jvisa.machine.limit.Limits;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;

/**
 * How a launch runs.
 *
 * @param shuffleSeed null for the deterministic schedule (each thread of a work-group runs until it
 *     ends or reaches a barrier, in order); otherwise the seed of a random interleaving of each
 *     group's threads, to expose races (the same seed gives the same interleaving)
 * @param parallelism work-groups run at the same time, on that many Java threads
 * @param stepLimit instructions one hardware thread may execute before it is stopped as a runaway
 * @param limits resource limits of the launch: memory, instructions, work-groups, registers
 * @param verify whether the kernel's vISA must pass jvisa's verifier before it runs
 * @param checkBounds whether out-of-bounds accesses to buffer arguments are recorded for {@link
 *     RunResult#boundsReport()}
 * @param engine the interpreter, or the JIT to JVM bytecode (same results; checked runs always
 *     interpret)
 * @param checks the run-time checks (races, bounds, uninitialised values, barriers) whose findings
 *     {@link RunResult#checkReport()} gives; empty for an unchecked run
 */
public record RunOptions(
    Long shuffleSeed,
    int parallelism,
    long stepLimit,
    Limits limits,
    boolean verify,
    boolean checkBounds,
    Engine engine,
    Set<CheckKind> checks) {
  /** Checks the values. */
  public RunOptions {
    if (parallelism < 1) {
      throw new IllegalArgumentException("parallelism must be at least 1, not " + parallelism);
    }
    if (stepLimit < 1) {
      throw new IllegalArgumentException("the step limit must be at least 1, not " + stepLimit);
    }
    if (limits == null || engine == null || checks == null) {
      throw new IllegalArgumentException("limits, engine and checks must be given");
    }
    checks = Set.copyOf(checks);
  }

  /**
   * The deterministic schedule, one work-group per core, the default limits, verified, bounds not
   * recorded.
   */
  public static RunOptions defaults() {
    return new RunOptions(
        null,
        WorkerPool.defaultParallelism(),
        KernelLauncher.DEFAULT_STEP_LIMIT,
        Limits.defaults(),
        true,
        false,
        Engine.JIT,
        Set.of());
  }

  /** These options with a random interleaving of this seed (null: deterministic). */
  public RunOptions withShuffleSeed(Long seed) {
    return new RunOptions(
        seed, parallelism, stepLimit, limits, verify, checkBounds, engine, checks);
  }

  /** These options with that many work-groups at once. */
  public RunOptions withParallelism(int workers) {
    return new RunOptions(
        shuffleSeed, workers, stepLimit, limits, verify, checkBounds, engine, checks);
  }

  /** These options with another per-thread step limit. */
  public RunOptions withStepLimit(long steps) {
    return new RunOptions(
        shuffleSeed, parallelism, steps, limits, verify, checkBounds, engine, checks);
  }

  /** These options with other resource limits. */
  public RunOptions withLimits(Limits newLimits) {
    return new RunOptions(
        shuffleSeed, parallelism, stepLimit, newLimits, verify, checkBounds, engine, checks);
  }

  /** These options with or without verification before the run. */
  public RunOptions withVerify(boolean check) {
    return new RunOptions(
        shuffleSeed, parallelism, stepLimit, limits, check, checkBounds, engine, checks);
  }

  /** These options with or without recording out-of-bounds accesses. */
  public RunOptions withCheckBounds(boolean check) {
    return new RunOptions(
        shuffleSeed, parallelism, stepLimit, limits, verify, check, engine, checks);
  }

  /** These options on another engine. */
  public RunOptions withEngine(Engine e) {
    return new RunOptions(
        shuffleSeed, parallelism, stepLimit, limits, verify, checkBounds, e, checks);
  }

  /** These options with the given run-time checks (none: unchecked). */
  public RunOptions withChecks(CheckKind... kinds) {
    return new RunOptions(
        shuffleSeed, parallelism, stepLimit, limits, verify, checkBounds, engine, Set.of(kinds));
  }

  LaunchOptions toLaunchOptions(FindingLog findings) {
    return new LaunchOptions(stepLimit, shuffleSeed, parallelism, checkBounds, limits, verify)
        .withChecks(checks, findings)
        .withEngine(engine, false);
  }
}
