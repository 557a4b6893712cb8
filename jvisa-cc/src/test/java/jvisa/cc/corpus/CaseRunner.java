package jvisa.cc.corpus;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.interp.ExecutionError;
import jvisa.cc.interp.Interpreter;
import jvisa.cc.interp.KernelArg;
import jvisa.cc.interp.NdRange;
import jvisa.cc.ir.Module;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.BufferComparator;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.ComparisonResult;

/**
 * Runs a case's kernel IR on the case's inputs through the interpreter and compares with its
 * expected outputs.
 */
public final class CaseRunner {
  /** The outcome: null problem when every output matched. */
  public record Outcome(String problem, long steps) {
    public boolean passed() {
      return problem == null;
    }
  }

  private CaseRunner() {}

  public static Outcome run(Module module, CaseSpec spec, long stepBudget) {
    List<KernelArg> args = new ArrayList<>();
    List<byte[]> buffers = new ArrayList<>();
    for (ArgSpec a : spec.args()) {
      if (a.kind() == ArgKind.GLOBAL) {
        byte[] b = spec.loadInput(a).clone();
        buffers.add(b);
        args.add(new KernelArg.Buffer(b));
      } else if (a.kind() == ArgKind.LOCAL) {
        buffers.add(null);
        args.add(new KernelArg.Local(a.byteSize()));
      } else {
        buffers.add(null);
        args.add(new KernelArg.Scalar(a.scalarBytes()));
      }
    }
    long[] global = spec.global().stream().mapToLong(Long::longValue).toArray();
    long[] local = spec.local().stream().mapToLong(Long::longValue).toArray();
    long steps;
    try {
      steps = Interpreter.run(module, spec.kernel(), NdRange.of(global, local), args, stepBudget);
    } catch (ExecutionError e) {
      return new Outcome(e.getMessage(), 0);
    }
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < spec.args().size(); i++) {
      ArgSpec a = spec.args().get(i);
      if (a.output()) {
        ComparisonResult r =
            BufferComparator.compare(
                a.type(), spec.loadExpected(a), buffers.get(i), spec.compare());
        if (!r.passed()) {
          problems.add(a.name() + ": " + r.describe());
        }
      }
    }
    return new Outcome(problems.isEmpty() ? null : String.join("; ", problems), steps);
  }
}
