package jvisa.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import jvisa.ocl.launch.LaunchResult;
import jvisa.ocl.launch.RunStats;

/** What a launch did: its statistics, the buffers it wrote, and the out-of-bounds report. */
public final class RunResult {
  private final LaunchResult result;
  private final Map<String, Buffer> buffers;

  RunResult(LaunchResult result, Map<String, Buffer> buffers) {
    this.result = result;
    this.buffers = Map.copyOf(buffers);
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

  /** One line: the kernel, its variant and {@link RunStats#describe()}. */
  public String describe() {
    return result.kernel() + " " + result.variant() + ": " + result.stats().describe();
  }

  /** The launcher's own result (for the command line, which shares its report format). */
  public LaunchResult launchResult() {
    return result;
  }
}
