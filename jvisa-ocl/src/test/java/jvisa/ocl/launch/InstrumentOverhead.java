package jvisa.ocl.launch;

import java.io.Writer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import jvisa.machine.core.TraceFilter;
import jvisa.machine.core.TraceWriter;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * Measures what profiling and tracing cost against a plain launch of one corpus variant (one
 * work-group at a time, warmed up, modes taking turns, best of the runs): {@code java -cp ...
 * InstrumentOverhead CASE_DIR VARIANT [RUNS [plain-only|hooks]]}. Modes: plain, profile, trace of a
 * thread that never runs (the cost of the hooks alone), full trace to a discarding writer.
 */
public final class InstrumentOverhead {
  private InstrumentOverhead() {}

  public static void main(String[] args) throws Exception {
    CaseSpec spec = CaseSpec.load(Path.of(args[0]), 1 << 28);
    VariantSpec variant = spec.variant(args[1]).orElseThrow();
    int runs = args.length > 2 ? Integer.parseInt(args[2]) : 10;
    LaunchOptions options = LaunchOptions.defaults().withParallelism(1);
    List<String> modes =
        args.length > 3 && args[3].equals("plain-only")
            ? List.of("plain")
            : args.length > 3 && args[3].equals("hooks")
                ? List.of("plain", "profile", "trace-nothing")
                : List.of("plain", "profile", "trace-nothing", "trace-all");
    double[][] ms = new double[modes.size()][runs];
    for (int round = -3; round < runs; round++) {
      for (int m = 0; m < modes.size(); m++) {
        long t0 = System.nanoTime();
        if (modes.get(m).equals("plain")) {
          KernelLauncher.launch(spec, variant, options);
        } else {
          KernelLauncher.launch(spec, variant, options, instruments(modes.get(m)));
        }
        if (round >= 0) {
          ms[m][round] = (System.nanoTime() - t0) / 1e6;
        }
      }
    }
    double plain = 0;
    for (int m = 0; m < modes.size(); m++) {
      Arrays.sort(ms[m]);
      double best = ms[m][0];
      plain = m == 0 ? best : plain;
      System.out.printf(
          Locale.ROOT, "%-14s best %8.1f ms  (x%.2f)%n", modes.get(m), best, best / plain);
    }
  }

  private static LaunchInstruments instruments(String mode) {
    TraceWriter nowhere = new TraceWriter(Writer.nullWriter(), Long.MAX_VALUE);
    return switch (mode) {
      case "profile" -> LaunchInstruments.none().withProfile();
      case "trace-nothing" ->
          LaunchInstruments.none().withTrace(nowhere, new TraceFilter(List.of(), List.of(), 0, 0));
      case "trace-all" -> LaunchInstruments.none().withTrace(nowhere, TraceFilter.all());
      default -> LaunchInstruments.none();
    };
  }
}
