package jvisa.cli.bench;

import java.util.Arrays;
import java.util.List;

/**
 * One engine's measurement of one workload over the repeats: medians of the times, maxima of the
 * memory figures; {@code note} says why there are no times (missing, timed out, failed).
 *
 * @param warmKernelSeconds jvisa's fastest kernel time once the JVM has warmed up (later launches
 *     in one process; NaN when not measured)
 * @param peakHeapBytes -1 when the engine does not report it
 * @param channelOps -1 when the engine does not count them
 * @param compiledFraction of jvisa's executed instructions, the part its JIT's code ran (NaN
 *     elsewhere)
 * @param check {@code ok}, {@code unchecked}, {@code WRONG: ...} or {@code -} when nothing ran
 */
public record EngineResult(
    String engine,
    double kernelSeconds,
    double warmKernelSeconds,
    double processSeconds,
    long peakHeapBytes,
    long peakRssKb,
    long channelOps,
    double simdEfficiency,
    double compiledFraction,
    String check,
    String note) {

  /** No measurement, for the reason {@code note}. */
  public static EngineResult missing(String engine, String note) {
    return new EngineResult(
        engine, Double.NaN, Double.NaN, Double.NaN, -1, -1, -1, Double.NaN, Double.NaN, "-", note);
  }

  public boolean measured() {
    return note == null;
  }

  public boolean wrong() {
    return check.startsWith("WRONG");
  }

  /** The middle value (the mean of the two middle ones for an even count). */
  static double median(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** The check of several runs: the first that is not {@code ok}, else {@code ok}. */
  static String combinedCheck(List<String> checks) {
    return checks.stream().filter(c -> !c.equals("ok")).findFirst().orElse("ok");
  }

  static long max(long... values) {
    return Arrays.stream(values).max().orElse(-1);
  }
}
