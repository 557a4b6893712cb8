package jvisa.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * The cost of each check relative to a plain launch, robust on a shared machine: per workload,
 * after warming up, the configurations run round-robin (so a change of load hits them alike), each
 * launch timed by the CPU time of the thread that runs it (one worker: the calling thread; other
 * processes' load does not count), and each configuration keeps the median of its launches. Prints
 * one row per workload: plain CPU milliseconds, then each check's time as a multiple of it. {@code
 * java -cp jvisa-benchmarks.jar jvisa.bench.CheckOverheadTiming [ROUNDS] [WORKLOAD...]}.
 */
public final class CheckOverheadTiming {
  private static final String[] CONFIGS = {"none", "races", "bounds", "uninit", "barriers", "all"};
  private static final String[] DEFAULT_WORKLOADS = {
    "reduction", "histogram", "sgemm_tiled", "local_hist", "collatz"
  };

  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  private CheckOverheadTiming() {}

  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
    String[] workloads =
        args.length > 1 ? Arrays.copyOfRange(args, 1, args.length) : DEFAULT_WORKLOADS;
    System.out.printf(
        Locale.ROOT,
        "%-12s %12s %7s %7s %7s %7s %7s%n",
        "workload",
        "plain cpu ms",
        "races",
        "bounds",
        "uninit",
        "barrier",
        "all");
    for (String w : workloads) {
      CaseSpec spec = CheckOverheadBenchmark.load(w);
      VariantSpec variant = CheckOverheadBenchmark.variantOf(spec);
      long[][] times = new long[CONFIGS.length][rounds];
      for (int round = -2; round < rounds; round++) {
        for (int c = 0; c < CONFIGS.length; c++) {
          long start = CPU.getCurrentThreadCpuTime();
          CheckOverheadBenchmark.launch(spec, variant, CheckOverheadBenchmark.checks(CONFIGS[c]));
          long nanos = CPU.getCurrentThreadCpuTime() - start;
          if (round >= 0) {
            times[c][round] = nanos;
          }
        }
      }
      long[] best = new long[CONFIGS.length];
      for (int c = 0; c < CONFIGS.length; c++) {
        Arrays.sort(times[c]);
        best[c] = times[c][rounds / 2];
      }
      List<String> cells = new ArrayList<>();
      for (int c = 1; c < CONFIGS.length; c++) {
        cells.add(String.format(Locale.ROOT, "%6.2fx", (double) best[c] / best[0]));
      }
      System.out.printf(
          Locale.ROOT, "%-12s %12.1f %s%n", w, best[0] / 1e6, String.join(" ", cells));
    }
  }
}
