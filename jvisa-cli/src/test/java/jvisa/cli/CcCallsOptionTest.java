package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cc --calls} and call-mode variants rebuilt by {@code run --compile}. */
class CcCallsOptionTest {
  @TempDir Path out;

  private static String kernel(String name) {
    return Corpora.TESTKERNELS.folder().resolve(name).resolve("kernel.cl").toString();
  }

  @Test
  void stackCallsWriteOneFilePerCalledFunction() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r = CliRun.of("cc", kernel("calls_modes"), "-o", out.toString(), "--calls", "stackcall");
    assertEquals(ExitCodes.SUCCESS, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("(stackcall calls)"), r.out());
    assertTrue(Files.exists(out.resolve("func_0.visaasm")), "func_0.visaasm");
    assertTrue(Files.exists(out.resolve("func_1.visaasm")), "func_1.visaasm");
  }

  @Test
  void recursionWithoutStackCallsIsBadInputNamingTheFunction() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r = CliRun.of("cc", kernel("recursion"), "-o", out.toString());
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("function 'fib' is recursive"), r.err());
  }

  @Test
  void functionPointersCompileThroughClangAsStackCallsOnly() {
    assumeTrue(
        jvisa.spirv.frontend.FrontEnd.CLANG.available(), "clang-15 + llvm-spirv-15 not installed");
    String source = kernel("function_pointers");
    CliRun refused = CliRun.of("cc", source, "-o", out.toString());
    assertEquals(ExitCodes.BAD_INPUT, refused.exitCode(), refused.out() + refused.err());
    assertTrue(refused.err().contains("only with --calls stackcall"), refused.err());
    CliRun r = CliRun.of("cc", source, "-o", out.toString(), "--calls", "stackcall");
    assertEquals(ExitCodes.SUCCESS, r.exitCode(), r.out() + r.err());
    assertTrue(Files.exists(out.resolve("func_4.visaasm")), "one file per address-taken function");
  }

  @Test
  void aMissingInputIsBadInputSayingSo() {
    for (String name : List.of("missing.cl", "missing.spv")) {
      CliRun r = CliRun.of("cc", out.resolve(name).toString(), "-o", out.toString());
      assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.out() + r.err());
      assertTrue(r.err().contains(name + ": no such file"), r.err());
    }
  }

  @Test
  void anUnknownCallModeIsAUsageError() {
    CliRun r = CliRun.of("cc", kernel("calls_modes"), "-o", out.toString(), "--calls", "jump");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("inline, subroutine or stackcall"), r.err());
  }

  @Test
  void runCompilesAStackCallVariantInItsCallMode() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
    CliRun r =
        CliRun.of(
            "run",
            Corpora.TESTKERNELS.folder().resolve("calls_modes").toString(),
            "--variant",
            "dg2-simd16-stackcall",
            "--compile");
    assertEquals(ExitCodes.SUCCESS, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("cc-dg2-simd16-stackcall"), r.out());
    assertTrue(r.out().contains("PASS"), r.out());
  }
}
