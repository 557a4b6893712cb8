package jvisa.ocl.launch;

import java.util.Locale;

/**
 * What running a variant cost.
 *
 * @param threads hardware threads run (all work-groups)
 * @param instructions instructions executed by all threads
 * @param compiledInstructions of those, the instructions the JIT's compiled code executed
 * @param activeChannels sum over executed instructions of the channels enabled at the time
 * @param dispatchedChannels sum over executed instructions of the channels their thread was
 *     dispatched with
 * @param wallNanos wall-clock time of the whole launch (decoding, setup, run and comparison)
 * @param kernelNanos wall-clock time of running the work-groups alone (the kernel's execution)
 */
public record RunStats(
    long workGroups,
    long threads,
    long instructions,
    long compiledInstructions,
    long activeChannels,
    long dispatchedChannels,
    long wallNanos,
    long kernelNanos) {

  /**
   * Fraction of dispatched channels that were enabled, over all executed instructions (1 with no
   * instructions).
   */
  public double simdEfficiency() {
    return dispatchedChannels == 0 ? 1.0 : (double) activeChannels / dispatchedChannels;
  }

  /** Fraction of executed instructions that compiled code ran (0 with no instructions). */
  public double compiledFraction() {
    return instructions == 0 ? 0 : (double) compiledInstructions / instructions;
  }

  public double wallMillis() {
    return wallNanos / 1e6;
  }

  /**
   * E.g. {@code "768 work-groups, 3072 threads, 4512345 instructions executed, SIMD efficiency
   * 87.3%, 812 ms"}.
   */
  public String describe() {
    return String.format(
        Locale.ROOT,
        "%d work-groups, %d threads, %d instructions executed, SIMD efficiency %.1f%%,"
            + " %.0f ms",
        workGroups,
        threads,
        instructions,
        100 * simdEfficiency(),
        wallMillis());
  }
}
