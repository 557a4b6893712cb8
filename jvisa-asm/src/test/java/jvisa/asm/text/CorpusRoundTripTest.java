package jvisa.asm.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.asm.CorpusFiles;
import org.junit.jupiter.api.Test;

class CorpusRoundTripTest {
  @Test
  void everyCorpusFileParsesAndRoundTrips() {
    assumeTrue(CorpusFiles.present(), "shared corpus not found at " + CorpusFiles.root());
    List<Path> files = CorpusFiles.visaasmFiles();
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
    System.out.printf("corpus round trip: %d .visaasm files, %d statements, %d problems%n",
        files.size(), instructions, problems.size());
    assertTrue(problems.isEmpty(), String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
    assertTrue(files.size() > 0);
  }
}
