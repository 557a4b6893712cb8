package jvisa.verify;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import org.junit.jupiter.api.Test;

/** Real IGC output is valid vISA: every corpus variant must verify without a single diagnostic. */
class CorpusVerifyTest {
  @Test
  void everyCorpusVariantVerifies() {
    List<List<Path>> variants = CorpusPrograms.variants();
    assumeTrue(!variants.isEmpty(), "no corpus found under " + CorpusPrograms.roots());
    List<String> problems = new ArrayList<>();
    int files = 0;
    for (List<Path> variant : variants) {
      List<Unit> units = new ArrayList<>();
      for (Path f : variant) {
        ParseResult r = VisaParser.parseFile(f);
        r.diagnostics().forEach(d -> problems.add(d.toString()));
        units.add(r.unit());
        files++;
      }
      for (Diagnostic d : Verifier.verify(new Program(units))) {
        problems.add(d.toString());
      }
    }
    System.out.printf("corpus verify: %d variants, %d .visaasm files, %d problems%n",
        variants.size(), files, problems.size());
    assertTrue(problems.isEmpty(), problems.size() + " problems, first:\n"
        + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
  }
}
