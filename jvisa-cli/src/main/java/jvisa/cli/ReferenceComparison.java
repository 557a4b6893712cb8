package jvisa.cli;

import java.io.PrintStream;
import java.util.Map;
import jvisa.api.Buffer;
import jvisa.cli.ocl.KernelArg;
import jvisa.cli.ocl.VectorLayout;
import jvisa.ocl.corpus.BufferComparator;
import jvisa.ocl.corpus.CompareRule;
import jvisa.ocl.corpus.ComparisonResult;

/**
 * Compares jvisa's output buffers with a reference run's: integers exactly, floats within the
 * rule's ULPs; vectors component by component.
 */
final class ReferenceComparison {
  private ReferenceComparison() {}

  /** Prints one PASS/FAIL line per output buffer; returns whether all passed. */
  static boolean print(
      PrintStream out,
      String reference,
      Iterable<KernelArg> args,
      Map<String, Buffer> results,
      Map<String, byte[]> expected,
      CompareRule rule) {
    out.println("compared with " + reference + ":");
    boolean all = true;
    boolean any = false;
    for (KernelArg a : args) {
      if (!(a instanceof KernelArg.Global g) || !g.output()) {
        continue;
      }
      any = true;
      // the padding of 3-component vectors holds nothing to compare
      ComparisonResult c =
          BufferComparator.compare(
              g.type(),
              VectorLayout.strip(g.vectorType(), expected.get(g.name())),
              VectorLayout.strip(g.vectorType(), results.get(g.name()).toByteArray()),
              rule);
      all &= c.passed();
      out.println("  " + g.name() + ": " + (c.passed() ? "PASS (" : "FAIL (") + c.describe() + ")");
    }
    if (!any) {
      out.println("  no output buffers (mark them with :out)");
    }
    return all;
  }
}
