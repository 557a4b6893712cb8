package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifyWarningsTest {
  private static final String KERNEL =
      """
      .version 4.1
      .kernel "k"
      .decl U v_type=G type=d num_elts=8 align=hword
      .decl W v_type=G type=d num_elts=8 align=hword
      .function "_main_0"
      _main_0:
          mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
          mov (M1, 8) U(0,0)<1> W(0,0)<1;1,0>
      %s    ret (M1, 1)
      """;

  @TempDir Path tmp;

  private Path write(String extra) throws IOException {
    Path f = tmp.resolve("k.visaasm");
    Files.writeString(f, KERNEL.formatted(extra));
    return f;
  }

  @Test
  void warningsFollowTheErrorsAsFileLineColumnWarningRuleMessage() throws IOException {
    Path f = write("    mov (M1, 3) W(0,0)<1> 0x1:d\n");
    CliRun r = CliRun.of("verify", "--warnings", f.toString());
    String[] lines = r.err().lines().toArray(String[]::new);
    assertEquals(2, lines.length, r.err());
    assertEquals(f + ":9:", lines[0].substring(0, f.toString().length() + 3));
    assertEquals(
        f + ":7:27: warning: [read-before-write] 'U' is read before any write reaches it",
        lines[1]);
    assertEquals(2, r.exitCode(), "an invalid program");
  }

  @Test
  void warningsLeaveTheExitCodeAndAreShownOnlyOnRequest() throws IOException {
    Path f = write("");
    CliRun withWarnings = CliRun.of("verify", "--warnings", f.toString());
    assertEquals(
        f + ":7:27: warning: [read-before-write] 'U' is read before any write reaches it\n",
        withWarnings.err());
    assertEquals(0, withWarnings.exitCode());
    CliRun without = CliRun.of("verify", f.toString());
    assertEquals("", without.err());
    assertEquals(0, without.exitCode());
  }
}
