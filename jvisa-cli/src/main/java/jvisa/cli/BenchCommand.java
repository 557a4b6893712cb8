package jvisa.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import jvisa.asm.io.FileTrees;
import jvisa.cli.bench.BenchTable;
import jvisa.cli.bench.EngineResult;
import jvisa.cli.bench.JvisaEngine;
import jvisa.cli.bench.OpenClEngine;
import jvisa.cli.bench.Workload;
import jvisa.corpus.ProjectRoot;
import jvisa.ocl.corpus.CaseSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code jvisa bench [--workload NAME]... [--repeat N] [--vs pocl,oclgrind]}: runs the benchmark
 * workloads ({@code benchkernels/}) on jvisa, optionally on PoCL and Oclgrind too, checks every
 * result and prints the tables.
 */
@Command(
    name = "bench",
    description =
        "Run the benchmark workloads (benchkernels/: IGC's tgllp SIMD16 vISA) on the vISA machine, each"
            + " in a fresh JVM, check their results and print kernel and process time, work-items/s,"
            + " channel-operations/s and peak memory per workload; --vs also runs them on PoCL and"
            + " Oclgrind (tools/bench/bench_opencl.py) and adds the ratios. Exit code 0 when every"
            + " result is right, 1 when one is wrong, 3 when a jvisa run fails.",
    footer = ExitCodes.HELP_FOOTER)
final class BenchCommand implements Callable<Integer> {
  @Option(
      names = "--workload",
      paramLabel = "NAME",
      description = "a workload (a folder of --dir) to run; repeatable (default: all)")
  List<String> workloads = new ArrayList<>();

  @Option(
      names = "--repeat",
      paramLabel = "N",
      description = "processes per workload and engine; times are their medians (default: 1)")
  int repeat = 1;

  @Option(
      names = "--warm",
      paramLabel = "N",
      description =
          "launches after the first in one more process per workload and engine; the table's warm"
              + " kernel time is their fastest (0: no warm run; default: 30, enough for the JVM's"
              + " C2 to compile what stays hot)")
  int warm = 30;

  @Option(
      names = "--vs",
      paramLabel = "ENGINES",
      split = ",",
      description = "also run on these OpenCL engines: pocl, oclgrind")
  List<String> versus = new ArrayList<>();

  @picocli.CommandLine.Mixin EngineOption engine = new EngineOption();

  @Option(
      names = "--dir",
      paramLabel = "DIR",
      description = "folder of workloads in the case format (default: benchkernels/)")
  Path dir;

  @Option(
      names = "--oclgrind-timeout",
      paramLabel = "SECONDS",
      description = "Oclgrind runs longer than this are stopped and reported (default: 120)")
  long oclgrindTimeout = 120;

  @Option(
      names = "--python",
      paramLabel = "PATH",
      description = "the Python that has pyopencl (default: /usr/bin/python3)")
  String python = "/usr/bin/python3";

  @Override
  public Integer call() {
    if (repeat < 1 || oclgrindTimeout < 1) {
      throw new UsageException("--repeat and --oclgrind-timeout must be at least 1");
    }
    if (warm < 0) {
      throw new UsageException("--warm must be at least 0");
    }
    for (String engine : versus) {
      if (!OpenClEngine.NAMES.contains(engine)) {
        throw new UsageException(
            "--vs: unknown engine '"
                + engine
                + "' (known: "
                + String.join(", ", OpenClEngine.NAMES)
                + ")");
      }
    }
    Path folder;
    Path script;
    try {
      folder = dir != null ? dir : ProjectRoot.locate().resolve("benchkernels");
      script = ProjectRoot.locate().resolve("tools/bench/bench_opencl.py");
    } catch (IllegalStateException e) {
      System.err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    List<Path> cases = cases(folder);
    if (cases.isEmpty()) {
      return ExitCodes.USAGE;
    }
    List<OpenClEngine> engines = new ArrayList<>();
    for (String engine : versus) {
      Duration limit = Duration.ofSeconds(engine.equals("oclgrind") ? oclgrindTimeout : 3600);
      engines.add(new OpenClEngine(engine, python, script, limit));
    }
    double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    List<BenchTable.Row> rows = new ArrayList<>();
    try {
      for (Path c : cases) {
        rows.add(measure(c, engines));
      }
    } catch (IOException e) {
      System.err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    }
    double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    System.out.print(BenchTable.jvisa(rows));
    if (!engines.isEmpty()) {
      System.out.println();
      System.out.print(BenchTable.versus(rows));
    }
    System.out.println();
    printNotes(engines, loadBefore, loadAfter);
    return exitCode(rows);
  }

  private BenchTable.Row measure(Path caseDir, List<OpenClEngine> engines) throws IOException {
    Workload w = Workload.load(caseDir);
    Path scratch = Files.createTempDirectory("jvisa-bench-");
    try {
      w.writeInputs(scratch);
      System.err.println("bench: " + w.name() + " on jvisa");
      EngineResult jvisa =
          new JvisaEngine(Main.class.getName(), engine.engine)
              .measure(w, caseDir, scratch, repeat, warm);
      List<EngineResult> others = new ArrayList<>();
      for (OpenClEngine e : engines) {
        System.err.println("bench: " + w.name() + " on " + e.name());
        others.add(e.measure(w, caseDir, scratch, repeat, warm));
      }
      return new BenchTable.Row(w, jvisa, others);
    } finally {
      FileTrees.delete(scratch);
    }
  }

  /** The chosen workloads' folders, or empty after printing why. */
  private List<Path> cases(Path folder) {
    if (!Files.isDirectory(folder)) {
      System.err.println("error: no workload folder " + folder);
      return List.of();
    }
    List<Path> all;
    try (Stream<Path> s = Files.list(folder)) {
      all =
          s.filter(p -> Files.isRegularFile(p.resolve(CaseSpec.FILE_NAME)))
              .sorted(Comparator.comparing(Path::toString))
              .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (workloads.isEmpty()) {
      return all;
    }
    List<Path> chosen = new ArrayList<>();
    for (String name : workloads) {
      Path p = folder.resolve(name);
      if (!all.contains(p)) {
        System.err.println(
            "error: no workload '"
                + name
                + "' in "
                + folder
                + " (there are: "
                + String.join(", ", all.stream().map(x -> x.getFileName().toString()).toList())
                + ")");
        return List.of();
      }
      chosen.add(p);
    }
    return chosen;
  }

  private void printNotes(List<OpenClEngine> engines, double loadBefore, double loadAfter) {
    System.out.printf(
        Locale.ROOT,
        "Times are medians of %d process(es) per workload and engine. kernel: jvisa's work-group run"
            + " (after parse, verify and decode, and after the JIT's code generation when the"
            + " launch compiles before it runs), the OpenCL profiling event elsewhere; warm kernel:"
            + " jvisa's fastest of %d more launches of the loaded kernel in one process with the JVM's"
            + " default compilers, as a program using the Java API runs (on the code the JIT compiled"
            + " in the first, the JVM warmed up), for PoCL likewise the fastest"
            + " of as many more launches in one more process; process: start to exit of a"
            + " fresh process (JVM or Python) that loads, runs and checks one workload."
            + " jvisa runs %d work-groups at once. Machine: %d cores, load average %.2f before,"
            + " %.2f after.%n",
        repeat,
        warm,
        Runtime.getRuntime().availableProcessors(),
        Runtime.getRuntime().availableProcessors(),
        loadBefore,
        loadAfter);
    for (OpenClEngine e : engines) {
      if (e.name().equals("oclgrind")) {
        System.out.printf(
            Locale.ROOT,
            "Oclgrind runs are stopped after %d s (--oclgrind-timeout) and reported as timed out.%n",
            e.timeout().toSeconds());
      }
    }
  }

  private static int exitCode(List<BenchTable.Row> rows) {
    boolean wrong = false;
    for (BenchTable.Row r : rows) {
      if (!r.jvisa().measured()) {
        return ExitCodes.FAULT_OR_LIMIT;
      }
      wrong |= r.jvisa().wrong() || r.others().stream().anyMatch(EngineResult::wrong);
    }
    return wrong ? ExitCodes.MISMATCH : ExitCodes.SUCCESS;
  }
}
