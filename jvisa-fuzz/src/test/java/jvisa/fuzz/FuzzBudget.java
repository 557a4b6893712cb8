package jvisa.fuzz;

/**
 * How long a fuzz test runs: {@code count} inputs drawn from {@code seed}, or, when {@code seconds}
 * is above 0, as many as fit in that time.
 */
record FuzzBudget(long seed, long count, double seconds) {
  /**
   * The budget the system properties {@code prefix.seed}, {@code .count} and {@code .seconds} set.
   */
  static FuzzBudget read(String prefix, long defaultSeed, long defaultCount) {
    return new FuzzBudget(
        Long.getLong(prefix + ".seed", defaultSeed),
        Long.getLong(prefix + ".count", defaultCount),
        Double.parseDouble(System.getProperty(prefix + ".seconds", "0")));
  }

  /** The end, as {@link System#nanoTime}, of a timed run starting now. */
  long deadline() {
    return System.nanoTime() + (long) (seconds * 1e9);
  }

  /** Whether input {@code i} (from 0) still runs, in a run that ends at {@code deadline}. */
  boolean allows(long i, long deadline) {
    return seconds > 0 ? System.nanoTime() < deadline : i < count;
  }

  /** "N inputs" or "S s". */
  String describe() {
    return seconds > 0 ? seconds + " s" : count + " inputs";
  }
}
