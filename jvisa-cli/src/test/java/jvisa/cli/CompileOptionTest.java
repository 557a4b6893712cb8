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
  void corpusBuildsEveryCallModeAndCountsWhatTheCompilerCannotBuildAsAFailureWithTheReason(
      @org.junit.jupiter.api.io.TempDir Path dir) throws java.io.IOException {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun all =
        CliRun.of(
            "corpus",
            Corpora.TESTKERNELS.folder().toString(),
            "--compile",
            "--variant",
            "tgllp-simd16-*");
    assertEquals(0, all.exitCode(), all.out() + all.err());
    assertTrue(all.out().contains(" passed, 0 failed"), all.out());
    // the same case with a kernel the backend refuses: a private pointer made from an integer
    Path unsupported = dir.resolve("vadd_int");
    copyTree(testkernel("vadd_int"), unsupported);
    java.nio.file.Files.writeString(
        unsupported.resolve("kernel.cl"),
        "__kernel void vadd_int(__global const int* a, __global const int* b, __global int* c) {\n"
            + "  int x[4];\n"
            + "  for (int j = 0; j < 4; j++) { x[j] = a[j]; }\n"
            + "  int *p = (int *)((size_t)x + (b[0] & 4));\n"
            + "  c[get_global_id(0)] = a[get_global_id(0)] + b[get_global_id(0)]"
            + " + p[a[0] & 1] * 0;\n"
            + "}\n");
    CliRun r =
        CliRun.of(
            "corpus", unsupported.toString(), "--compile", "--variant", "tgllp-simd16-inline");
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.out()
            .contains(
                "FAIL vadd_int tgllp-simd16-inline: error: unsupported by the vISA backend: "),
        r.out());
  }

  private static void copyTree(Path from, Path to) throws java.io.IOException {
    try (var paths = java.nio.file.Files.walk(from)) {
      for (Path p : (Iterable<Path>) paths::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (java.nio.file.Files.isDirectory(p)) {
          java.nio.file.Files.createDirectories(target);
        } else {
          java.nio.file.Files.copy(p, target);
        }
      }
    }
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
