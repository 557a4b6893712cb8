package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {
  @TempDir Path tmp;

  private static Path testKernel(String name) {
    return Corpora.TESTKERNELS.require().caseDirectory(name);
  }

  private List<String> entries(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void writesEachOutputBufferAndReportsPass() throws IOException {
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            "run",
            testKernel("vadd_int").toString(),
            "--variant",
            "tgllp-simd16-inline",
            "--out",
            out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("work-groups") && r.out().contains("SIMD efficiency"), r.out());
    assertTrue(r.out().contains("c: PASS"), r.out());
    assertEquals(List.of("c.bin"), entries(out));
    assertArrayEquals(
        Files.readAllBytes(testKernel("vadd_int").resolve("expected/c.bin")),
        Files.readAllBytes(out.resolve("c.bin")));
    assertEquals(List.of("out"), entries(tmp), "no staging folder is left behind");
  }

  @Test
  void aFaultWritesNothingAndKeepsOldFiles() throws IOException {
    Path out = tmp.resolve("out");
    Files.createDirectories(out);
    Files.writeString(out.resolve("out.bin"), "old");
    CliRun r =
        CliRun.of(
            "run",
            testKernel("mandelbrot").toString(),
            "--variant",
            "dg2-simd16-inline",
            "--out",
            out.toString(),
            "--max-steps",
            "20");
    assertEquals(3, r.exitCode(), "a kernel fault");
    assertTrue(r.err().startsWith("error: step limit of 20"), r.err());
    assertEquals("old", Files.readString(out.resolve("out.bin")));
    assertEquals(List.of("out"), entries(tmp));
  }

  @Test
  void vIsaThatDoesNotParseWritesNothing() throws IOException {
    Path copy = copyOf(testKernel("vadd_int"), tmp.resolve("case"));
    Files.writeString(copy.resolve("igc/tgllp-simd8-inline/kernel.visaasm"), "this is not vISA\n");
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            "run", copy.toString(), "--variant", "tgllp-simd8-inline", "--out", out.toString());
    assertEquals(2, r.exitCode(), "an invalid program");
    assertTrue(r.err().startsWith("error: "), r.err());
    assertFalse(Files.exists(out));
    assertEquals(List.of("case"), entries(tmp));
  }

  @Test
  void aBadCaseFileIsAnError() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("bad"));
    Files.writeString(dir.resolve("case.json"), "{\"kernel\": 3}");
    CliRun r = CliRun.of("run", dir.toString(), "--out", tmp.resolve("out").toString());
    assertEquals(2, r.exitCode(), "bad input");
    assertTrue(r.err().startsWith("error: "), r.err());
    assertFalse(Files.exists(tmp.resolve("out")));
  }

  @Test
  void withoutVariantSeveralVariantsAreListed() {
    CliRun r = CliRun.of("run", testKernel("vadd_int").toString());
    assertEquals(4, r.exitCode(), "a usage error");
    assertTrue(
        r.err().contains("tgllp-simd8-inline") && r.err().contains("dg2-simd32-inline"), r.err());
  }

  @Test
  void aMissingExpectedFileIsNotCompared() throws IOException {
    Path copy = copyOf(testKernel("vadd_int"), tmp.resolve("case"));
    Files.delete(copy.resolve("expected/c.bin"));
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of("run", copy.toString(), "--variant", "dg2-simd8-inline", "--out", out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("c: no expected file"), r.out());
    assertArrayEquals(
        Files.readAllBytes(testKernel("vadd_int").resolve("expected/c.bin")),
        Files.readAllBytes(out.resolve("c.bin")));
  }

  @Test
  void aMismatchIsReportedAndTheOutputsAreStillWritten() throws IOException {
    Path copy = copyOf(testKernel("vadd_int"), tmp.resolve("case"));
    byte[] a = Files.readAllBytes(copy.resolve("in/a.bin"));
    a[4 * 5] ^= 2;
    Files.write(copy.resolve("in/a.bin"), a);
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            "run", copy.toString(), "--variant", "tgllp-simd32-inline", "--out", out.toString());
    assertEquals(1, r.exitCode());
    assertTrue(r.out().contains("c: FAIL (1 of 256 int elements differ"), r.out());
    assertTrue(r.out().contains("first at [5]"), r.out());
    assertEquals(1024, Files.size(out.resolve("c.bin")));
  }

  static Path copyOf(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
    return to;
  }
}
