package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;

/** {@code run --compile} and {@code corpus --compile}: cases rebuilt by jvisa's own compiler. */
class CompileOptionTest {
  private static Path testkernel(String name) {
    return Corpora.TESTKERNELS.folder().resolve(name);
  }

  @Test
  void runCompilesTheCasesKernelForTheVariantAndPasses() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r =
        CliRun.of(
            "run",
            testkernel("divergent_loops").toString(),
            "--variant",
            "dg2-simd32-inline",
            "--compile");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("cc-dg2-simd32"), r.out());
    assertTrue(r.out().contains("PASS"), r.out());
  }

  @Test
  void corpusCountsWhatTheCompilerCannotBuildAsFailuresWithTheReason() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r =
        CliRun.of(
            "corpus",
            Corpora.TESTKERNELS.folder().toString(),
            "--compile",
            "--variant",
            "tgllp-simd16-*");
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("error: unsupported by the vISA backend: "), r.out());
    assertTrue(!r.out().contains("FAIL calls_modes"), "every call mode is built: " + r.out());
    assertTrue(!r.out().contains("FAIL vadd_int"), r.out());
    assertTrue(!r.out().contains("FAIL mandelbrot"), r.out());
  }

  @Test
  void qualityPutsBothCompilersCountsSideBySide() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r =
        CliRun.of(
            "corpus",
            testkernel("mandelbrot").toString(),
            "--compile",
            "--quality",
            "--variant",
            "tgllp-simd16-inline");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.out().contains("| case variant | static jvisa | static IGC | executed jvisa |"), r.out());
    assertTrue(
        r.out()
            .matches(
                "(?s).*\\| mandelbrot tgllp-simd16-inline \\| \\d+ \\| \\d+ \\| \\d+ \\| \\d+ \\| \\d+\\.\\d\\d \\|.*"),
        r.out());
    assertTrue(
        r.out().contains("executed instructions, jvisa / IGC over 1 variants: mean"), r.out());
  }

  @Test
  void qualityNeedsCompile() {
    CliRun r = CliRun.of("corpus", testkernel("mandelbrot").toString(), "--quality");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("--quality compares jvisa's compiler with IGC"), r.err());
  }

  @Test
  void runCompilesStatefulOnRequest() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r =
        CliRun.of(
            "run",
            testkernel("vadd_int").toString(),
            "--variant",
            "tgllp-simd16-inline",
            "--compile",
            "--stateful");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("cc-tgllp-simd16-inline-stateful"), r.out());
    assertTrue(r.out().contains("PASS"), r.out());
  }

  @Test
  void statefulWithoutCompileIsAUsageError() {
    CliRun r =
        CliRun.of(
            "run",
            testkernel("vadd_int").toString(),
            "--variant",
            "tgllp-simd16-inline",
            "--stateful");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("--stateful applies to --compile only"), r.err());
  }

  @Test
  void ccWritesStatefulAccessesOnRequest(@org.junit.jupiter.api.io.TempDir Path out)
      throws java.io.IOException {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r =
        CliRun.of(
            "cc",
            testkernel("vadd_int").resolve("kernel.cl").toString(),
            "-o",
            out.toString(),
            "--target",
            "dg2",
            "--stateful");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("(inline calls, stateful)"), r.out());
    String visa = java.nio.file.Files.readString(out.resolve("kernel.visaasm"));
    assertTrue(visa.contains("bti(0x2)"), visa);
    CliRun both =
        CliRun.of(
            "cc",
            testkernel("vadd_int").resolve("kernel.cl").toString(),
            "-o",
            out.toString(),
            "--stateless",
            "--stateful");
    assertEquals(ExitCodes.USAGE, both.exitCode(), both.out() + both.err());
  }
}
