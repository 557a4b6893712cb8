package jvisa.ocl.launch;

import java.util.List;

/**
 * The outcome of running one variant of a case: every output buffer's comparison, and what the run cost.
 *
 * @param threads hardware threads run (all work-groups)
 * @param instructions instructions executed by all threads
 */
public record LaunchResult(String kernel, String variant, List<BufferOutcome> outputs, long workGroups,
                           long threads, long instructions) {
  public LaunchResult {
    outputs = List.copyOf(outputs);
  }

  public boolean passed() {
    return outputs.stream().allMatch(BufferOutcome::passed);
  }

  /** A multi-line report: a PASS/FAIL headline, then one line per output buffer. */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append(passed() ? "PASS " : "FAIL ").append(kernel).append('/').append(variant).append(": ")
        .append(workGroups).append(" work-groups, ").append(threads).append(" threads, ").append(instructions)
        .append(" instructions");
    for (BufferOutcome o : outputs) {
      sb.append("\n  ").append(o.describe());
    }
    return sb.toString();
  }
}
