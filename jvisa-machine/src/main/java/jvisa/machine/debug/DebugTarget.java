package jvisa.machine.debug;

/**
 * A run the debugger can start from the beginning as often as it likes: each {@link #run} builds
 * fresh memory and threads and runs them on one Java thread in a fixed order (work-groups in order,
 * each group's threads round-robin until they end or wait at a barrier), so every run executes the
 * same instructions in the same order.
 */
public interface DebugTarget {
  /**
   * Runs from the start, telling {@code hook} of each thread before it runs.
   *
   * @return what the run produced, for the user (e.g. its outputs compared), or null
   * @throws RuntimeException when the run fails (a fault, a limit): the debugger shows it
   */
  String run(ThreadHook hook);

  /** The work-groups a run has. */
  default long workGroups() {
    return 1;
  }
}
