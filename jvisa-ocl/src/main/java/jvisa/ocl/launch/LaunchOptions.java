package jvisa.ocl.launch;

import java.util.Set;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.machine.core.Engine;
import jvisa.machine.dispatch.WorkerPool;
import jvisa.machine.limit.Limits;

/**
 * How a kernel launch runs.
 *
 * @param stepLimit instructions one hardware thread may execute before the run is stopped as a
 *     runaway
 * @param shuffleSeed null for the deterministic schedule (each thread of a work-group runs until it
 *     ends or reaches a barrier, in order); otherwise the seed of a random interleaving of each
 *     group's threads at arbitrary instructions, to expose races (the same seed gives the same
 *     interleaving)
 * @param parallelism work-groups run at the same time on that many Java threads; race-free kernels
 *     give the same results for every value
 * @param checkedBounds whether the buffer arguments' surfaces record every out-of-bounds access for
 *     {@link LaunchResult#outOfBounds()} (the accesses behave the same either way: reads give 0,
 *     writes are dropped)
 * @param limits the launch's resource limits (memory, instructions, work-groups, registers, input
 *     files)
 * @param checks the run-time checks attached to the launch (empty for none)
 * @param findings where the checks report (null when there are none)
 * @param verify whether the kernel's vISA must pass the verifier before it runs (a program it
 *     rejects is refused with {@link VerificationFailure}); on by default
 * @param engine how threads execute; {@link Engine#JIT} is not used for threads that are profiled,
 *     traced or checked (they run on the interpreter)
 * @param compileFirst with the JIT, compile the program before any thread runs instead of in the
 *     background while the interpreter starts (for tests that must exercise the compiled code)
 */
public record LaunchOptions(
    long stepLimit,
    Long shuffleSeed,
    int parallelism,
    boolean checkedBounds,
    Limits limits,
    boolean verify,
    Set<CheckKind> checks,
    FindingLog findings,
    Engine engine,
    boolean compileFirst) {
  public LaunchOptions {
    checks = Set.copyOf(checks);
    if (!checks.isEmpty() && findings == null) {
      throw new IllegalArgumentException("checks need a finding log");
    }
    if (stepLimit < 1) {
      throw new IllegalArgumentException("the step limit must be at least 1, not " + stepLimit);
    }
    if (parallelism < 1) {
      throw new IllegalArgumentException("parallelism must be at least 1, not " + parallelism);
    }
  }

  /** Unchecked options on the interpreter. */
  public LaunchOptions(
      long stepLimit,
      Long shuffleSeed,
      int parallelism,
      boolean checkedBounds,
      Limits limits,
      boolean verify) {
    this(
        stepLimit,
        shuffleSeed,
        parallelism,
        checkedBounds,
        limits,
        verify,
        Set.of(),
        null,
        Engine.JIT,
        false);
  }

  /** Options with the default limits. */
  public LaunchOptions(long stepLimit, Long shuffleSeed, int parallelism, boolean checkedBounds) {
    this(stepLimit, shuffleSeed, parallelism, checkedBounds, Limits.defaults(), true);
  }

  /** Options without bounds checking, with the default limits. */
  public LaunchOptions(long stepLimit, Long shuffleSeed, int parallelism) {
    this(stepLimit, shuffleSeed, parallelism, false);
  }

  /** The default step limit, no shuffling, one work-group per available processor. */
  public static LaunchOptions defaults() {
    return new LaunchOptions(
        KernelLauncher.DEFAULT_STEP_LIMIT, null, WorkerPool.defaultParallelism());
  }

  public LaunchOptions withStepLimit(long limit) {
    return new LaunchOptions(
        limit,
        shuffleSeed,
        parallelism,
        checkedBounds,
        limits,
        verify,
        checks,
        findings,
        engine,
        compileFirst);
  }

  public LaunchOptions withShuffleSeed(Long seed) {
    return new LaunchOptions(
        stepLimit,
        seed,
        parallelism,
        checkedBounds,
        limits,
        verify,
        checks,
        findings,
        engine,
        compileFirst);
  }

  public LaunchOptions withParallelism(int workers) {
    return new LaunchOptions(
        stepLimit,
        shuffleSeed,
        workers,
        checkedBounds,
        limits,
        verify,
        checks,
        findings,
        engine,
        compileFirst);
  }

  public LaunchOptions withCheckedBounds(boolean checked) {
    return new LaunchOptions(
        stepLimit,
        shuffleSeed,
        parallelism,
        checked,
        limits,
        verify,
        checks,
        findings,
        engine,
        compileFirst);
  }

  public LaunchOptions withLimits(Limits newLimits) {
    return new LaunchOptions(
        stepLimit,
        shuffleSeed,
        parallelism,
        checkedBounds,
        newLimits,
        verify,
        checks,
        findings,
        engine,
        compileFirst);
  }

  /**
   * Runs the launch under {@code kinds} (none: unchecked), reporting into {@code log}; the bounds
   * check also records out-of-bounds buffer accesses as {@link #checkedBounds} does.
   */
  public LaunchOptions withChecks(Set<CheckKind> kinds, FindingLog log) {
    return new LaunchOptions(
        stepLimit,
        shuffleSeed,
        parallelism,
        checkedBounds,
        limits,
        verify,
        kinds,
        kinds.isEmpty() ? null : log,
        engine,
        compileFirst);
  }

  /** Whether the program must pass the verifier before it runs. */
  public LaunchOptions withVerify(boolean check) {
    return new LaunchOptions(
        stepLimit,
        shuffleSeed,
        parallelism,
        checkedBounds,
        limits,
        check,
        checks,
        findings,
        engine,
        compileFirst);
  }

  /** Runs on {@code e}; with the JIT, {@code first} compiles before the run, not in background. */
  public LaunchOptions withEngine(Engine e, boolean first) {
    return new LaunchOptions(
        stepLimit,
        shuffleSeed,
        parallelism,
        checkedBounds,
        limits,
        verify,
        checks,
        findings,
        e,
        first);
  }
}
