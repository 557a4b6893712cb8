package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code ocl} and {@code run} print a kernel's printf output, exactly as written in the kernel's
 * source, before the run's report; with {@code --reference pocl} the lines are compared with
 * PoCL's.
 */
class OclPrintfTest {
  private static final String EXPECTED =
      "item 0 of 8:  0.00|ff  |ok|A\n"
          + "item 1 of 8:  0.50|100 |ok|B\n"
          + "item 2 of 8:  1.00|101 |ok|C\n"
          + "0.250000,-8.000000 21000000000 1.000000e-05 0x1p+0 %\n";

  private static Path kernel;

  @BeforeAll
  static void find() throws URISyntaxException {
    kernel = Path.of(OclPrintfTest.class.getResource("ocl/printf.cl").toURI());
  }

  private static CliRun hello(String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "ocl",
                kernel.toString(),
                "--kernel",
                "hello",
                "--global",
                "8",
                "--local",
                "8",
                "--arg",
                "out=int[8]:out",
                "--arg",
                "base=int:7"));
    args.addAll(List.of(more));
    return CliRun.of(args.toArray(String[]::new));
  }

  @Test
  void oclPrintsTheKernelsTextBeforeTheReport() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    for (String[] how :
        new String[][] {
          {"--simd", "16"},
          {"--simd", "8", "--device", "dg2"},
          {"--compiler", "jvisa", "--simd", "32"},
          {"--compiler", "jvisa", "--simd", "8", "--device", "dg2"}
        }) {
      CliRun r = hello(how);
      assertEquals(0, r.exitCode(), r.err());
      assertTrue(r.out().startsWith(EXPECTED + "hello "), String.join(" ", how) + ":\n" + r.out());
    }
  }

  @Test
  void theReferenceComparesThePrintedLines() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    assumeTrue(Tools.pocl(), "PoCL is not installed");
    CliRun r = hello("--reference", "pocl");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.out().contains("  printf: PASS (4 lines, the same lines as the reference printed)"),
        r.out());
  }

  @Test
  void aFullBufferKeepsTheRecordsThatFitAndWarns() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r =
        CliRun.of(
            "ocl",
            kernel.toString(),
            "--kernel",
            "flood",
            "--global",
            "65536",
            "--local",
            "256",
            "--arg",
            "a=int[4]:out",
            "--compiler",
            "jvisa");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    int fit = (4 * 1024 * 1024 - 4) / 100;
    assertEquals(fit + 1, lines.size());
    assertEquals("0 0 0 0 0 0 0 0 0 0 0 0", lines.get(0));
    assertEquals(
        (fit - 1 + " ").repeat(12).strip(), lines.get(fit - 1), "records in work-item order");
    assertTrue(r.err().contains("printf buffer filled up"), r.err());
  }

  @Test
  void runPrintsTheTextOfACorpusCase() {
    Path dir = CorpusAssumptions.available(Corpora.TESTKERNELS).caseDirectory("printf_mix");
    CliRun r = CliRun.of("run", dir.toString(), "--variant", "dg2-simd16-inline");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.get(0).startsWith("item 2: v="), r.out());
    assertEquals("first 1,-2,3,-4 ok -1234567890123 0.5  99.2%", lines.get(3));
    assertTrue(lines.get(14).startsWith("printf_mix dg2-simd16-inline: "), r.out());
  }
}
