package jvisa.cli;

import java.io.PrintStream;
import jvisa.ocl.corpus.ComparisonResult;
import jvisa.ocl.launch.BufferOutcome;
import jvisa.ocl.launch.LaunchResult;

/** The short report of one run: the statistics line, then PASS/FAIL per output buffer. */
final class RunSummary {
  private RunSummary() {}

  static void print(PrintStream out, LaunchResult r) {
    out.println(r.kernel() + " " + r.variant() + ": " + r.stats().describe());
    for (BufferOutcome b : r.outputs()) {
      out.println("  " + b.argument() + ": " + verdict(b));
    }
  }

  /** Whether no compared buffer differs (buffers without an expected file do not count). */
  static boolean noMismatch(LaunchResult r) {
    return r.outputs().stream().allMatch(b -> !b.compared() || b.passed());
  }

  private static String verdict(BufferOutcome b) {
    if (!b.compared()) {
      return "no expected file to compare with";
    }
    ComparisonResult c = b.comparison();
    return (c.passed() ? "PASS (" : "FAIL (") + c.describe() + ")";
  }
}
