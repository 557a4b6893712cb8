package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CorpusCommandTest {
  @TempDir Path tmp;

  private Path changedVaddCase() throws IOException {
    Path from = Corpora.TESTKERNELS.require().caseDirectory("vadd_int");
    Path copy = RunCommandTest.copyOf(from, tmp.resolve("vadd_int"));
    byte[] a = Files.readAllBytes(copy.resolve("in/a.bin"));
    a[4 * 9] ^= 1;
    a[4 * 30] ^= 1;
    Files.write(copy.resolve("in/a.bin"), a);
    return copy;
  }

  @Test
  void aFailureLineNamesCaseVariantBufferIndexValuesAndCount() throws IOException {
    Path dir = changedVaddCase();
    int[] expectedC = new int[1];
    byte[] c = Files.readAllBytes(dir.resolve("expected/c.bin"));
    expectedC[0] = (c[36] & 0xFF) | (c[37] & 0xFF) << 8 | (c[38] & 0xFF) << 16 | c[39] << 24;
    CliRun r = CliRun.of("corpus", dir.toString(), "--variant", "dg2-simd8-inline", "-v");
    assertEquals(1, r.exitCode(), r.err());
    String line = r.out().lines().filter(l -> l.contains(" buffer ")).findFirst().orElseThrow();
    assertTrue(
        line.startsWith(
            "FAIL vadd_int dg2-simd8-inline buffer c: first difference at [9] expected "
                + expectedC[0]
                + ", actual "),
        line);
    assertTrue(line.endsWith("; 2 of 256 elements differ"), line);
    assertTrue(
        r.out().contains("FAIL vadd_int dg2-simd8-inline: ") && r.out().contains(" ms, "), r.out());
    assertTrue(r.out().endsWith("0 passed, 1 failed\n"), r.out());
  }

  @Test
  void aVariantThatCannotLaunchIsAFailureNotACrash() throws IOException {
    Path dir = changedVaddCase();
    Files.writeString(
        dir.resolve("igc/tgllp-simd8-inline/kernel.bin"), "not an OpenCL device binary");
    CliRun r = CliRun.of("corpus", dir.toString(), "--variant", "tgllp-simd8-inline");
    assertEquals(2, r.exitCode(), "bad input: " + r.err());
    assertTrue(r.out().startsWith("FAIL vadd_int tgllp-simd8-inline: error: "), r.out());
    assertTrue(r.out().endsWith("0 passed, 1 failed\n"), r.out());
  }
}
