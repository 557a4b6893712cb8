package jvisa.asm.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every .visaasm file of each corpus parses, and {@code parse(print(parse(f))) == parse(f)}. */
class CorpusRoundTripTest {
  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyCorpusFileParsesAndRoundTrips(Corpora corpus) {
    List<Path> files = CorpusAssumptions.available(corpus).visaasmFiles();
    List<String> problems = new ArrayList<>();
    int instructions = 0;
    for (Path f : files) {
      ParseResult r = VisaParser.parseFile(f);
      if (!r.ok()) {
        r.diagnostics().stream().limit(3).forEach(d -> problems.add(d.toString()));
        continue;
      }
      instructions += r.unit().body().size();
      String printed = VisaPrinter.print(r.unit());
      ParseResult again = VisaParser.parse(f + " (printed)", printed);
      if (!again.ok()) {
        again.diagnostics().stream().limit(3).forEach(d -> problems.add(d.toString()));
      } else if (!again.unit().equals(r.unit())) {
        problems.add(f + ": parse(print(parse(f))) differs from parse(f)");
      } else {
        assertEquals(printed, VisaPrinter.print(again.unit()), "printing is not stable for " + f);
      }
    }
    System.out.printf(
        "%s corpus round trip: %d .visaasm files, %d statements, %d problems%n",
        corpus, files.size(), instructions, problems.size());
    assertTrue(
        problems.isEmpty(), String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
    assertTrue(files.size() > 0);
  }
}
