package jvisa.spirv.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The committed table is exactly what the generator makes from the installed official grammar. */
class GeneratedGrammarIsCurrentTest {
  @Test
  void committedTableMatchesInstalledGrammar() throws IOException {
    Path dir = GrammarGenerator.DEFAULT_GRAMMAR_DIR;
    boolean installed =
        Files.isRegularFile(dir.resolve(GrammarGenerator.CORE_FILE))
            && Files.isRegularFile(dir.resolve(GrammarGenerator.OPENCL_FILE));
    if (!installed) {
      System.out.println("skipped: no SPIR-V grammar in " + dir + " (install spirv-headers)");
    }
    assumeTrue(installed, "no SPIR-V grammar in " + dir + " (install spirv-headers)");
    String committed = Files.readString(GrammarGenerator.GENERATED_FILE);
    assertEquals(
        GrammarGenerator.generate(dir),
        committed,
        "GeneratedGrammar.java is stale: run GrammarGenerator (see its Javadoc) and commit the result");
  }
}
