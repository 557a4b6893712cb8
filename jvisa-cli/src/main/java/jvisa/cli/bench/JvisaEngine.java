package jvisa.cli.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jvisa.machine.core.Engine;

/**
 * Measures a workload on jvisa, one fresh JVM per repeat (so process time includes the JVM's
 * start-up and warm-up, as a user's {@code ./jvisa run} would), running the hidden {@code
 * bench-worker} command with the JVM options of the {@code ./jvisa} script ({@link JvmOptions}).
 * The warm launches run in a JVM with its default compilers instead (C1, then C2 for the code that
 * stays hot), as a program that launches kernels again through the Java API runs by default: the
 * script's choice of C1 alone is for processes that launch once.
 */
public final class JvisaEngine {
  public static final String WORKER_COMMAND = "bench-worker";
  private static final Duration NO_LIMIT = Duration.ofDays(1);

  private final List<String> javaCommand;
  private final List<String> warmCommand;

  /**
   * The command starting this jar's main class on {@code engine}: the running JVM, its class path.
   */
  public JvisaEngine(String mainClass, Engine engine) {
    String java = ProcessHandle.current().info().command().orElse("java");
    String classPath = System.getProperty("java.class.path");
    List<String> options = new ArrayList<>(JvmOptions.of(JvmOptions.JVM));
    options.addAll(classDataSharing(classPath));
    options.addAll(
        List.of(
            "-cp",
            classPath,
            mainClass,
            WORKER_COMMAND,
            "--engine",
            engine.name().toLowerCase(Locale.ROOT)));
    List<String> command = new ArrayList<>(List.of(java));
    command.addAll(JvmOptions.of(JvmOptions.JIT));
    command.addAll(options);
    this.javaCommand = List.copyOf(command);
    List<String> warm = new ArrayList<>(List.of(java));
    warm.addAll(options);
    this.warmCommand = List.copyOf(warm);
  }

  /** The worker's command line up to its arguments: the JVM, its options, the worker command. */
  List<String> command() {
    return javaCommand;
  }

  /** As {@link #command}, for the process of warm launches. */
  List<String> warmCommand() {
    return warmCommand;
  }

  /**
   * The {@code ./jvisa} script's class-data-sharing options when {@code classPath} is its jar and
   * the script has written the archive beside it, so workers start as a user's run does.
   */
  private static List<String> classDataSharing(String classPath) {
    if (!classPath.endsWith(".jar") || classPath.contains(java.io.File.pathSeparator)) {
      return List.of();
    }
    Path archive = Path.of(classPath).resolveSibling("jvisa.jsa");
    if (!Files.isRegularFile(archive)) {
      return List.of();
    }
    return List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off,cds+dynamic=off");
  }

  /**
   * {@code repeat} processes that launch the workload once, then, when {@code warmLaunches > 0},
   * one more that launches it {@code 1 + warmLaunches} times for the warm kernel time.
   */
  public EngineResult measure(Workload w, Path caseDir, Path scratch, int repeat, int warmLaunches)
      throws IOException {
    List<Double> kernel = new ArrayList<>();
    List<Double> process = new ArrayList<>();
    List<String> checks = new ArrayList<>();
    long heap = -1;
    long rss = -1;
    WorkerReport last = null;
    double warm = Double.NaN;
    for (int i = 0; i < repeat + (warmLaunches > 0 ? 1 : 0); i++) {
      boolean warmRun = i == repeat;
      List<String> command = new ArrayList<>(warmRun ? warmCommand : javaCommand);
      if (warmRun) {
        command.add("--launches");
        command.add(Integer.toString(1 + warmLaunches));
      }
      command.add(caseDir.toAbsolutePath().toString());
      command.add(scratch.toAbsolutePath().toString());
      ChildProcess p = ChildProcess.run(command, scratch, NO_LIMIT);
      if (p.exitCode() != 0 || p.jsonLine().isEmpty()) {
        return EngineResult.missing(
            "jvisa", "failed (exit " + p.exitCode() + "): " + p.firstMessage());
      }
      WorkerReport report;
      try {
        report = WorkerReport.fromJson(p.jsonLine());
      } catch (JsonProcessingException e) {
        return EngineResult.missing("jvisa", "unreadable worker report: " + e.getOriginalMessage());
      }
      checks.add(report.check());
      if (warmRun) {
        warm = report.warmKernelSeconds();
        continue;
      }
      last = report;
      kernel.add(last.kernelSeconds());
      process.add(p.seconds());
      heap = Math.max(heap, last.peakHeapBytes());
      rss = Math.max(rss, last.peakRssKb());
    }
    return new EngineResult(
        "jvisa",
        EngineResult.median(kernel),
        warm,
        EngineResult.median(process),
        heap,
        rss,
        last.channelOps(),
        last.simdEfficiency(),
        last.compiledFraction(),
        EngineResult.combinedCheck(checks),
        null);
  }
}
