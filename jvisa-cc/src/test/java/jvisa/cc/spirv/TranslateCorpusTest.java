package jvisa.cc.spirv;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.CompileError;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Module;
import org.junit.jupiter.api.Test;

/** Every corpus kernel, through each installed front end, translates to IR that verifies. */
class TranslateCorpusTest {
  @Test
  void everyCorpusKernelTranslatesAndVerifies() throws Exception {
    assumeFalse(
        CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    List<String> failures = new ArrayList<>();
    int translated = 0;
    for (CorpusKernels.Compiled c : CorpusKernels.all()) {
      if (c.spirv() == null) {
        failures.add(c.label() + ": front end: " + c.error());
        continue;
      }
      try {
        Module m = SpirvTranslator.translate(c.spirv());
        List<String> problems = IrVerifier.verify(m);
        if (problems.isEmpty()) {
          translated++;
        } else {
          failures.add(
              c.label()
                  + ": "
                  + String.join("\n  ", problems.subList(0, Math.min(5, problems.size()))));
        }
      } catch (CompileError e) {
        failures.add(c.label() + ": " + e.getMessage());
      }
    }
    System.out.println(
        "translated and verified: " + translated + " of " + CorpusKernels.all().size());
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }
}
