package jvisa.cli.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import jvisa.ocl.launch.BufferOutcome;
import jvisa.ocl.launch.LaunchResult;
import jvisa.ocl.launch.RunStats;

/**
 * What one jvisa process measured on one workload; the worker prints it as one JSON line.
 *
 * @param kernelSeconds the work-groups' run alone
 * @param launchSeconds the whole launch: parse, verify, decode, setup, run, output comparison
 * @param channelOps active channels summed over executed instructions
 * @param compiledFraction of the executed instructions, the part the JIT's compiled code ran
 * @param peakHeapBytes sum of the heap memory pools' peak usages (an upper bound of the peak)
 * @param peakRssKb the process's peak resident set (Linux {@code VmHWM}; -1 elsewhere)
 * @param check {@code ok}, {@code unchecked} (nothing to compare with) or what is wrong
 * @param warmKernelSeconds the fastest kernel time of the later launches in the same JVM, once its
 *     compilers have warmed up (-1 with one launch)
 */
public record WorkerReport(
    double kernelSeconds,
    double launchSeconds,
    long instructions,
    long channelOps,
    double simdEfficiency,
    double compiledFraction,
    long peakHeapBytes,
    long peakRssKb,
    String check,
    double warmKernelSeconds) {
  /** Writes the line without an ObjectMapper, whose set-up would count in the process time. */
  private static final JsonFactory JSON = new JsonFactory();

  public static WorkerReport of(LaunchResult r, Map<String, String> expectedSha256) {
    RunStats s = r.stats();
    return new WorkerReport(
        s.kernelNanos() / 1e9,
        s.wallNanos() / 1e9,
        s.instructions(),
        s.activeChannels(),
        s.simdEfficiency(),
        s.compiledFraction(),
        measuredPeakHeapBytes(),
        measuredPeakRssKb(),
        check(r, expectedSha256),
        -1);
  }

  /** This report with one more launch in the same JVM: its kernel time and its check. */
  public WorkerReport withWarmLaunch(LaunchResult again, Map<String, String> expectedSha256) {
    double seconds = again.stats().kernelNanos() / 1e9;
    String againCheck = check(again, expectedSha256);
    return new WorkerReport(
        kernelSeconds,
        launchSeconds,
        instructions,
        channelOps,
        simdEfficiency,
        compiledFraction,
        measuredPeakHeapBytes(),
        measuredPeakRssKb(),
        check.equals("ok") ? againCheck : check,
        warmKernelSeconds < 0 ? seconds : Math.min(warmKernelSeconds, seconds));
  }

  /** Every output compared: with its expected file, else with its expected SHA-256. */
  static String check(LaunchResult r, Map<String, String> expectedSha256) {
    StringBuilder wrong = new StringBuilder();
    boolean unchecked = false;
    for (BufferOutcome b : r.outputs()) {
      boolean ok;
      if (b.compared()) {
        ok = b.passed();
      } else if (expectedSha256.containsKey(b.argument())) {
        ok =
            expectedSha256
                .get(b.argument())
                .equals(Workload.sha256(r.outputBytes().get(b.argument())));
      } else {
        unchecked = true;
        continue;
      }
      if (!ok) {
        wrong.append(wrong.length() == 0 ? "WRONG: " : ", ").append(b.argument());
      }
    }
    return wrong.length() > 0 ? wrong.toString() : unchecked ? "unchecked" : "ok";
  }

  static long measuredPeakHeapBytes() {
    long sum = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        sum += pool.getPeakUsage().getUsed();
      }
    }
    return sum;
  }

  static long measuredPeakRssKb() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", ""));
        }
      }
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    return -1;
  }

  /**
   * One JSON line, written field by field: data binding would spend a fresh worker a few hundredths
   * of a second introspecting this record, inside the process time it measures.
   */
  public String toJson() {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      g.writeStartObject();
      g.writeNumberField("kernelSeconds", kernelSeconds);
      g.writeNumberField("launchSeconds", launchSeconds);
      g.writeNumberField("instructions", instructions);
      g.writeNumberField("channelOps", channelOps);
      g.writeNumberField("simdEfficiency", simdEfficiency);
      g.writeNumberField("compiledFraction", compiledFraction);
      g.writeNumberField("peakHeapBytes", peakHeapBytes);
      g.writeNumberField("peakRssKb", peakRssKb);
      g.writeStringField("check", check);
      g.writeNumberField("warmKernelSeconds", warmKernelSeconds);
      g.writeEndObject();
    } catch (IOException e) {
      throw new IllegalStateException("writing to a string cannot fail", e);
    }
    return out.toString();
  }

  public static WorkerReport fromJson(String line) throws JsonProcessingException {
    return new ObjectMapper().readValue(line, WorkerReport.class);
  }
}
