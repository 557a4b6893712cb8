package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code jvisa ocl} without {@code --kernel}: the compiled program's only kernel, else a usage
 * error naming the kernels; skipped without ocloc.
 */
class OclKernelChoiceTest {
  @TempDir Path tmp;

  @BeforeEach
  void needsOcloc() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
  }

  private CliRun run(String compiler, String source) throws IOException {
    Path cl = tmp.resolve("k.cl");
    Files.writeString(cl, source);
    return CliRun.of(
        "ocl",
        cl.toString(),
        "--compiler",
        compiler,
        "--global",
        "8",
        "--arg",
        "a=int[8]:out",
        "--out",
        tmp.resolve("out").toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"igc", "jvisa"})
  void theOnlyKernelRunsEvenBesideKernelsInCommentsAndStrings(String compiler) throws IOException {
    CliRun r =
        run(
            compiler,
            "// __kernel void line_comment(__global int* a) {}\n"
                + "/* __kernel void block_comment(__global int* a) {} */\n"
                + "__constant char text[] = \"__kernel void in_a_string(__global int* a) {}\";\n"
                + "int helper(int i) { return i * 3 + text[0]; }\n"
                + "__kernel void real(__global int* a) {\n"
                + "  a[get_global_id(0)] = helper((int)get_global_id(0));\n"
                + "}\n");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().startsWith("real "), r.out());
    byte[] out = Files.readAllBytes(tmp.resolve("out").resolve("a.bin"));
    assertEquals(3 * 5 + '_', out[4 * 5]);
  }

  @ParameterizedTest
  @ValueSource(strings = {"igc", "jvisa"})
  void twoKernelsFromAMacroAreAUsageErrorNamingThem(String compiler) throws IOException {
    CliRun r =
        run(
            compiler,
            "#define K(name) __kernel void name(__global int* a) { a[get_global_id(0)] = 1; }\n"
                + "K(first)\n"
                + "K(second)\n");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.err().startsWith("error: ")
            && r.err().contains(" defines 2 kernels (first, second); choose one with --kernel"),
        r.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {"igc", "jvisa"})
  void noKernelIsAUsageError(String compiler) throws IOException {
    CliRun r = run(compiler, "int helper(int i) { return i + 1; }\n");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains(" defines no kernel"), r.err());
  }
}
