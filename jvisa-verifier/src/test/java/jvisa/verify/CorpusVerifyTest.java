package jvisa.verify;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import jvisa.corpus.CorpusVariant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Real IGC output is valid vISA: every variant of each corpus (its kernel.visaasm with the
 * func_*.visaasm it stack-calls, as one program) must verify without a single diagnostic.
 */
class CorpusVerifyTest {
  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyCorpusVariantVerifies(Corpora corpus) {
    List<CorpusVariant> variants = CorpusAssumptions.available(corpus).variants();
    assertFalse(variants.isEmpty(), "no variant in the " + corpus + " corpus");
    List<String> problems = new ArrayList<>();
    int files = 0;
    for (CorpusVariant variant : variants) {
      List<Unit> units = new ArrayList<>();
      for (Path f : variant.visaasmFiles()) {
        ParseResult r = VisaParser.parseFile(f);
        r.diagnostics().forEach(d -> problems.add(d.toString()));
        units.add(r.unit());
        files++;
      }
      for (Diagnostic d : Verifier.verify(new Program(units))) {
        problems.add(d.toString());
      }
    }
    System.out.printf(
        "%s corpus verify: %d variants, %d .visaasm files, %d problems%n",
        corpus, variants.size(), files, problems.size());
    assertTrue(
        problems.isEmpty(),
        problems.size()
            + " problems, first:\n"
            + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
  }
}
