package jvisa.ocl.launch;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.machine.memory.OutOfBoundsLog;

/**
 * The outcome of running one variant of a case: every output buffer's comparison and final bytes,
 * and what the run cost.
 *
 * @param outputBytes each output buffer's contents after the run, by argument name, in argument
 *     order (the arrays are not copied: read them, do not change them)
 * @param outOfBounds the out-of-bounds accesses to buffer arguments of a run with {@link
 *     LaunchOptions#checkedBounds()}; null when bounds were not checked
 * @param printf what the kernel's printf calls printed, as Intel's runtime prints it after the
 *     launch ({@link PrintfRun#none()} for a kernel without printf)
 */
public record LaunchResult(
    String kernel,
    String variant,
    List<BufferOutcome> outputs,
    Map<String, byte[]> outputBytes,
    RunStats stats,
    OutOfBoundsLog outOfBounds,
    PrintfRun printf) {
  public LaunchResult {
    outputs = List.copyOf(outputs);
    outputBytes = Collections.unmodifiableMap(new LinkedHashMap<>(outputBytes));
  }

  /** The result of a run without bounds checking. */
  public LaunchResult(
      String kernel,
      String variant,
      List<BufferOutcome> outputs,
      Map<String, byte[]> outputBytes,
      RunStats stats) {
    this(kernel, variant, outputs, outputBytes, stats, null, PrintfRun.none());
  }

  /** The result of a kernel without printf. */
  public LaunchResult(
      String kernel,
      String variant,
      List<BufferOutcome> outputs,
      Map<String, byte[]> outputBytes,
      RunStats stats,
      OutOfBoundsLog outOfBounds) {
    this(kernel, variant, outputs, outputBytes, stats, outOfBounds, PrintfRun.none());
  }

  /** The text the kernel's printf calls printed ("" when none). */
  public String printfOutput() {
    return printf.text();
  }

  /** Whether the run checked the bounds of its buffer arguments. */
  public boolean checkedBounds() {
    return outOfBounds != null;
  }

  /**
   * The out-of-bounds report, one line per line: a count headline, then one line per kept access
   * (kind, size, offset, surface and argument); empty when bounds were not checked.
   */
  public List<String> boundsReport() {
    return outOfBounds == null ? List.of() : List.of(outOfBounds.report().split("\n"));
  }

  public long workGroups() {
    return stats.workGroups();
  }

  /** Hardware threads run (all work-groups). */
  public long threads() {
    return stats.threads();
  }

  /** Instructions executed by all threads. */
  public long instructions() {
    return stats.instructions();
  }

  /** Whether every output buffer was compared and matched. */
  public boolean passed() {
    return outputs.stream().allMatch(BufferOutcome::passed);
  }

  /**
   * A multi-line report: a PASS/FAIL headline with the run statistics, then one line per output
   * buffer.
   */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append(passed() ? "PASS " : "FAIL ")
        .append(kernel)
        .append('/')
        .append(variant)
        .append(": ")
        .append(stats.describe());
    for (BufferOutcome o : outputs) {
      sb.append("\n  ").append(o.describe());
    }
    return sb.toString();
  }
}
