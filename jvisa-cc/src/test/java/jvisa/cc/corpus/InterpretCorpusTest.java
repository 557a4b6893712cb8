package jvisa.cc.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.CompileError;
import jvisa.cc.analysis.Uniformity;
import jvisa.cc.ir.Module;
import jvisa.cc.pass.PassStats;
import jvisa.cc.pass.Pipeline;
import jvisa.cc.spirv.SpirvTranslator;
import org.junit.jupiter.api.Test;

/**
 * Every corpus case's IR, run by the interpreter on the case's inputs, gives the expected outputs,
 * both as translated and after the passes; and the passes leave no scalar private variable.
 */
class InterpretCorpusTest {
  private static final long BUDGET = 400_000_000L;

  @Test
  void translatedKernelsComputeTheExpectedOutputs() throws Exception {
    assumeFalse(
        CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    List<String> failures = new ArrayList<>();
    int passed = 0;
    int passedAfter = 0;
    int scalarAllocasLeft = 0;
    long maxCompileMicros = 0;
    for (CorpusKernels.Compiled c : CorpusKernels.all()) {
      if (c.spirv() == null) {
        continue;
      }
      long start = System.nanoTime();
      String problem;
      long steps = 0;
      String after;
      long stepsAfter = 0;
      String stats = "";
      try {
        long t0 = System.nanoTime();
        Module m = SpirvTranslator.translate(c.spirv());
        long translateNanos = System.nanoTime() - t0;
        CaseRunner.Outcome o = CaseRunner.run(m, c.spec(), BUDGET);
        problem = o.problem();
        steps = o.steps();
        long t1 = System.nanoTime();
        PassStats s = Pipeline.optimize(m);
        long compileMicros = (translateNanos + System.nanoTime() - t1) / 1000;
        maxCompileMicros = Math.max(maxCompileMicros, compileMicros);
        stats = s.toString() + "; translate+passes " + compileMicros + " us";
        scalarAllocasLeft += s.scalarAllocasLeft();
        if (s.scalarAllocasLeft() > 0) {
          failures.add(c.label() + ": " + s.scalarAllocasLeft() + " scalar allocas left");
        }
        Uniformity u = Uniformity.analyze(m.kernel(c.spec().kernel()).orElseThrow());
        long uniform = u.branches().values().stream().filter(b -> b).count();
        stats +=
            String.format(
                "; branches %d uniform, %d divergent", uniform, u.branches().size() - uniform);
        CaseRunner.Outcome oa = CaseRunner.run(m, c.spec(), BUDGET);
        after = oa.problem();
        stepsAfter = oa.steps();
      } catch (CompileError e) {
        problem = e.getMessage();
        after = problem;
      }
      System.out.printf(
          "%-36s before %s %,d steps, after %s %,d steps, %d ms; %s%n",
          c.label(),
          problem == null ? "pass" : "FAIL",
          steps,
          after == null ? "pass" : "FAIL",
          stepsAfter,
          (System.nanoTime() - start) / 1_000_000,
          stats);
      if (problem == null) {
        passed++;
      } else {
        failures.add(c.label() + " before passes: " + problem);
      }
      if (after == null) {
        passedAfter++;
      } else {
        failures.add(c.label() + " after passes: " + after);
      }
    }
    System.out.println(
        "interpreter: before passes "
            + passed
            + " passed, after passes "
            + passedAfter
            + " passed, of "
            + CorpusKernels.all().size()
            + "; scalar allocas left "
            + scalarAllocasLeft
            + "; slowest translate+passes "
            + maxCompileMicros
            + " us");
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }
}
