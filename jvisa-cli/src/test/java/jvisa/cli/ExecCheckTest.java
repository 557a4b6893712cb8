package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jvisa exec --check uninit}: one thread's uninitialised-value check. */
class ExecCheckTest {
  @TempDir Path tmp;

  private Path kernel() throws IOException {
    Path f = tmp.resolve("k.visaasm");
    Files.writeString(
        f,
        """
        .version 4.1
        .kernel "k"
        .decl A v_type=G type=d num_elts=8 align=hword
        .decl B v_type=G type=d num_elts=8 align=hword
        .decl P1 v_type=P num_elts=8
        .function "_main_0"
        _main_0:
            cmp.gt (M1, 8) P1 A(0,0)<1;1,0> 0x0:d
            (P1) goto (M1, 8) L
            mov (M1, 8) B(0,0)<1> 0x1:d
        L:
            ret (M1, 1)
        """);
    return f;
  }

  @Test
  void aBranchOnAnUnsetVariableIsAFinding() throws IOException {
    CliRun r = CliRun.of("exec", kernel().toString(), "--simd", "8", "--check", "uninit");
    assertEquals(ExitCodes.CHECK_FINDINGS, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("uninitialised predicate decides a branch"), r.out());
    assertTrue(r.out().contains("comes from 'A'"), r.out());
  }

  @Test
  void aVariableSetOnTheCommandLineIsWritten() throws IOException {
    CliRun r =
        CliRun.of(
            "exec",
            kernel().toString(),
            "--simd",
            "8",
            "--set",
            "A=1,0,1,0,1,0,1,0",
            "--check",
            "all",
            "--print",
            "B");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("checks: no findings") || !r.out().contains("check:"), r.out());
  }

  @Test
  void checksThatNeedMemoryAreAUsageError() throws IOException {
    CliRun r = CliRun.of("exec", kernel().toString(), "--check", "races");
    assertEquals(ExitCodes.USAGE, r.exitCode());
    assertTrue(r.err().contains("only --check uninit (or all) applies"), r.err());
  }
}
