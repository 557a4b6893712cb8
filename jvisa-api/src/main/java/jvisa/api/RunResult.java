package jvisa.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import jvisa.machine.check.FindingLog;
import jvisa.ocl.launch.LaunchResult;
import jvisa.ocl.launch.RunStats;

/** What a launch did: its statistics, the buffers it wrote, and the out-of-bounds report. */
public final class RunResult {
  private final LaunchResult result;
  private final Map<String, Buffer> buffers;
  private final FindingLog findings;

  RunResult(LaunchResult result, Map<String, Buffer> buffers, FindingLog findings) {
    this.result = result;
    this.buffers = Map.copyOf(buffers);
    this.findings = findings;
  }

  /** Work-groups, threads, instructions, SIMD efficiency and wall time of the launch. */
  public RunStats stats() {
    return result.stats();
  }

  /** The buffer passed as the parameter called {@code name} (holding the kernel's results). */
  public Optional<Buffer> buffer(String name) {
    return Optional.ofNullable(buffers.get(name));
  }

  /** The name the compiled form ran under, e.g. {@code tgllp-simd16-igc}. */
  public String variant() {
    return result.variant();
  }

  /**
   * With {@link RunOptions#checkBounds()}: a count headline, then one line per out-of-bounds access
   * kept; empty otherwise.
   */
  public List<String> boundsReport() {
    return result.boundsReport();
  }

  /**
   * With {@link RunOptions#checks()}: what the checks found, one line per distinct finding (kernel,
   * instruction and source line, work-group, thread, channels, address; a race names both
   * accesses), with a count when it recurred; empty when nothing was found or nothing checked.
   */
  public List<String> checkReport() {
    return findings.isEmpty() ? List.of() : findings.report();
  }

  /** Whether a check found something. */
  public boolean hasFindings() {
    return !findings.isEmpty();
  }

  /** The findings as JSON (the format of {@code jvisa run --report FILE}). */
  public String checkReportJson() {
    return findings.toJson();
  }

  /** One line: the kernel, its variant and {@link RunStats#describe()}. */
  public String describe() {
    return result.kernel() + " " + result.variant() + ": " + result.stats().describe();
  }

  /**
   * What the kernel's printf calls printed, as an OpenCL runtime prints it once the kernel has run
   * ("" for a kernel without printf); records in buffer order, which is the same every run.
   */
  public String printfOutput() {
    return result.printfOutput();
  }

  /** Whether some printf call did not fit in the 4 MB printf buffer (its text is missing). */
  public boolean printfOverflowed() {
    return result.printf().overflowed();
  }

  /** The launcher's own result (for the command line, which shares its report format). */
  public LaunchResult launchResult() {
    return result;
  }
}
