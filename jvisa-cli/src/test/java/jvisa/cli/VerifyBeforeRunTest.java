package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code exec} and {@code run} refuse a program the verifier rejects, unless {@code --no-verify} is
 * given.
 */
class VerifyBeforeRunTest {
  /**
   * An alias whose offset is not aligned to its type: the verifier rejects it, the machine would
   * run it.
   */
  private static final String BAD_ALIAS =
      ".decl VBAD v_type=G type=d num_elts=1 align=dword alias=<V0032, 2>";

  @TempDir Path tmp;

  private Path kernelWithBadAlias() throws IOException {
    Path f = tmp.resolve("k.visaasm");
    Files.writeString(
        f,
        """
        .version 4.1
        .kernel "k"
        .decl V0032 v_type=G type=d num_elts=8 align=hword
        %s
        .kernel_attr SimdSize=8
        .function "_main_0"
        _main_0:
            mov (M1, 8) V0032(0,0)<1> 0x7:d
            ret (M1, 1)
        """
            .formatted(BAD_ALIAS));
    return f;
  }

  @Test
  void execRefusesAProgramTheVerifierRejects() throws IOException {
    Path f = kernelWithBadAlias();
    CliRun r = CliRun.of("exec", f.toString(), "--simd", "8", "--print", "V0032");
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
    assertTrue(r.err().startsWith("error: the program does not verify (1 error)"), r.err());
    assertTrue(r.err().contains(f + ":4:7: [alias] alias offset 2 is not aligned"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void execWithNoVerifyRunsIt() throws IOException {
    CliRun r =
        CliRun.of(
            "exec",
            kernelWithBadAlias().toString(),
            "--simd",
            "8",
            "--print",
            "V0032",
            "--no-verify");
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("V0032: 7 7 7 7 7 7 7 7", r.out().strip());
  }

  private Path caseWithBadAlias() throws IOException {
    Path copy =
        RunCommandTest.copyOf(
            Corpora.TESTKERNELS.require().caseDirectory("vadd_int"), tmp.resolve("case"));
    Path visa = copy.resolve("igc/tgllp-simd8-inline/kernel.visaasm");
    String text = Files.readString(visa);
    String decl = ".decl V0032 v_type=G type=d num_elts=8 align=hword\n";
    assertTrue(text.contains(decl));
    Files.writeString(visa, text.replace(decl, decl + BAD_ALIAS + "\n"));
    return copy;
  }

  @Test
  void runRefusesAProgramTheVerifierRejectsAndWritesNothing() throws IOException {
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            "run",
            caseWithBadAlias().toString(),
            "--variant",
            "tgllp-simd8-inline",
            "--out",
            out.toString());
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
    assertTrue(r.err().startsWith("error: the program does not verify (1 error)"), r.err());
    assertTrue(
        r.err().contains("kernel.visaasm:34:7: [alias] alias offset 2 is not aligned"), r.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void runWithNoVerifyRunsIt() throws IOException {
    CliRun r =
        CliRun.of(
            "run", caseWithBadAlias().toString(), "--variant", "tgllp-simd8-inline", "--no-verify");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("c: PASS"), r.out());
  }
}
