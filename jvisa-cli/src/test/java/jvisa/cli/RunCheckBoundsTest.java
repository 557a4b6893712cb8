package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jvisa run --check-bounds} on vadd_int changed to read b 0x3e0 bytes further on. */
class RunCheckBoundsTest {
  @TempDir Path tmp;

  private Path readingPastTheEnd() throws IOException {
    Path from = Corpora.TESTKERNELS.require().caseDirectory("vadd_int");
    Path copy = RunCommandTest.copyOf(from, tmp.resolve("case"));
    Path visa = copy.resolve("igc/tgllp-simd16-inline/kernel.visaasm");
    String text = Files.readString(visa);
    String read = "T6 0x0:ud V0048.0 V0050.0";
    assertTrue(text.contains(read), "the test kernel changed");
    Files.writeString(visa, text.replace(read, "T6 0x3e0:ud V0048.0 V0050.0"));
    return copy;
  }

  @Test
  void reportsEachOutOfBoundsReadAndOtherwiseRunsAsWithout() throws IOException {
    Path kernel = readingPastTheEnd();
    CliRun checked =
        CliRun.of(
            "run",
            kernel.toString(),
            "--variant",
            "tgllp-simd16-inline",
            "--out",
            tmp.resolve("checked").toString(),
            "--check-bounds");
    CliRun plain =
        CliRun.of(
            "run",
            kernel.toString(),
            "--variant",
            "tgllp-simd16-inline",
            "--out",
            tmp.resolve("plain").toString());
    assertEquals(5, checked.exitCode(), "the check's findings outrank c's mismatch");
    assertEquals(1, plain.exitCode(), "b reads zeros, so c differs from the reference");
    assertTrue(checked.out().contains("\nchecks: 248 findings in 1 report\n"), checked.out());
    assertTrue(checked.out().contains("out-of-bounds read of a surface"), checked.out());
    assertTrue(checked.out().contains("address BTI 1 (argument 'b') + 0x"), checked.out());
    assertFalse(plain.out().contains("out-of-bounds"), plain.out());
    assertArrayEquals(
        Files.readAllBytes(tmp.resolve("plain/c.bin")),
        Files.readAllBytes(tmp.resolve("checked/c.bin")));
    String withoutReport =
        checked
            .out()
            .lines()
            .filter(l -> !l.startsWith("check") && !l.startsWith("    ") && !l.startsWith("  ["))
            .map(l -> l.replaceAll("[0-9.]+ ?(ms|s|us)", "T").replace("checked", "plain"))
            .reduce("", (x, y) -> x + y);
    String plainText =
        plain
            .out()
            .lines()
            .map(l -> l.replaceAll("[0-9.]+ ?(ms|s|us)", "T"))
            .reduce("", (x, y) -> x + y);
    assertEquals(plainText, withoutReport, "the report adds lines and changes nothing else");
  }
}
