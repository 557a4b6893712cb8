package jvisa.cc.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Module;
import jvisa.cc.spirv.SpirvTranslator;
import org.junit.jupiter.api.Test;

/** Every corpus case's IR, run by the interpreter on the case's inputs, gives the expected outputs. */
class InterpretCorpusTest {
  private static final long BUDGET = 400_000_000L;

  @Test
  void translatedKernelsComputeTheExpectedOutputs() throws Exception {
    assumeFalse(CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    List<String> failures = new ArrayList<>();
    int passed = 0;
    for (CorpusKernels.Compiled c : CorpusKernels.all()) {
      if (c.spirv() == null) {
        continue;
      }
      long start = System.nanoTime();
      String problem;
      long steps = 0;
      try {
        Module m = SpirvTranslator.translate(c.spirv());
        CaseRunner.Outcome o = CaseRunner.run(m, c.spec(), BUDGET);
        problem = o.problem();
        steps = o.steps();
      } catch (CompileError e) {
        problem = e.getMessage();
      }
      System.out.printf("%-40s %s %,d steps %d ms%n", c.label(), problem == null ? "pass" : "FAIL", steps,
          (System.nanoTime() - start) / 1_000_000);
      if (problem == null) {
        passed++;
      } else {
        failures.add(c.label() + ": " + problem);
      }
    }
    System.out.println("interpreter before passes: " + passed + " passed, " + failures.size() + " failed");
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }
}
