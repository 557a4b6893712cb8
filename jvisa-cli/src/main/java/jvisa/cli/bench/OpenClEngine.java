package jvisa.cli.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Measures a workload on a real OpenCL platform through {@code tools/bench/bench_opencl.py}: PoCL
 * (a native CPU OpenCL) directly, Oclgrind (a simulator) under {@code oclgrind python3 ...}. Each
 * repeat is one process; a run past the time limit is killed and reported as such. For PoCL, as for
 * jvisa, one more process times warm launches: the fastest of {@code warm} more launches of the
 * built kernel, its buffers written again from the inputs before each (Oclgrind's would take
 * minutes each).
 */
public final class OpenClEngine {
  public static final List<String> NAMES = List.of("pocl", "oclgrind");
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String name;
  private final List<String> command;
  private final Duration timeout;

  public OpenClEngine(String name, String python, Path script, Duration timeout) {
    this.name = name;
    this.timeout = timeout;
    List<String> c = new ArrayList<>();
    if (name.equals("oclgrind")) {
      c.add("oclgrind");
    }
    c.addAll(List.of(python, script.toString(), "--platform", name));
    this.command = List.copyOf(c);
  }

  public String name() {
    return name;
  }

  public Duration timeout() {
    return timeout;
  }

  public EngineResult measure(Workload w, Path caseDir, Path scratch, int repeat, int warm) {
    List<Double> kernel = new ArrayList<>();
    double warmKernel = Double.NaN;
    List<Double> process = new ArrayList<>();
    List<String> checks = new ArrayList<>();
    long rss = -1;
    int runs = repeat + (warm > 0 && name.equals("pocl") ? 1 : 0);
    for (int i = 0; i < runs; i++) {
      boolean warmRun = i == repeat;
      List<String> c = new ArrayList<>(command);
      if (warmRun) {
        c.addAll(List.of("--warm", Integer.toString(warm)));
      }
      c.add(caseDir.toAbsolutePath().toString());
      c.add(scratch.toAbsolutePath().toString());
      ChildProcess p;
      try {
        p = ChildProcess.run(c, scratch, timeout);
      } catch (IOException e) {
        return EngineResult.missing(name, "not available: cannot start " + c.get(0));
      }
      if (p.timedOut()) {
        return EngineResult.missing(
            name, String.format(Locale.ROOT, "timed out after %d s", timeout.toSeconds()));
      }
      JsonNode report;
      try {
        report = JSON.readTree(p.jsonLine().isEmpty() ? "{}" : p.jsonLine());
      } catch (IOException e) {
        report = JSON.createObjectNode();
      }
      if (report.has("unavailable")) {
        return EngineResult.missing(name, "not available: " + report.get("unavailable").asText());
      }
      if (p.exitCode() != 0 || !report.has("kernel_seconds")) {
        return EngineResult.missing(
            name, "failed (exit " + p.exitCode() + "): " + p.firstMessage());
      }
      checks.add(check(w.expectedSha256(), report.get("sha256")));
      if (warmRun) {
        warmKernel = report.path("warm_kernel_seconds").asDouble(Double.NaN);
        continue;
      }
      kernel.add(report.get("kernel_seconds").asDouble());
      process.add(p.seconds());
      rss = Math.max(rss, report.path("peak_rss_kb").asLong(-1));
    }
    return new EngineResult(
        name,
        EngineResult.median(kernel),
        warmKernel,
        EngineResult.median(process),
        -1,
        rss,
        -1,
        Double.NaN,
        Double.NaN,
        EngineResult.combinedCheck(checks),
        null);
  }

  static String check(Map<String, String> expected, JsonNode actual) {
    if (expected.isEmpty()) {
      return "unchecked";
    }
    StringBuilder wrong = new StringBuilder();
    expected.forEach(
        (arg, sha) -> {
          if (!sha.equals(actual.path(arg).asText())) {
            wrong.append(wrong.length() == 0 ? "WRONG: " : ", ").append(arg);
          }
        });
    return wrong.length() > 0 ? wrong.toString() : "ok";
  }
}
