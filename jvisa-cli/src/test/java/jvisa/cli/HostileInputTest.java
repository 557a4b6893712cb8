package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * One test per class of hostile input (issue 8): each ends with one {@code error: } line naming
 * what went wrong, and the documented exit code, quickly and without a stack trace. Programs the
 * verifier already rejects run with {@code --no-verify}, so the machine's own checks behind it are
 * shown too.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HostileInputTest {
  private static final String VADD = "vadd_int";
  private static final String VARIANT = "dg2-simd8-inline";

  @TempDir Path tmp;

  private Path vaddCopy() throws IOException {
    return RunCommandTest.copyOf(
        Corpora.TESTKERNELS.require().caseDirectory(VADD), tmp.resolve("case"));
  }

  private Path variantFile(Path caseDir, String file) {
    return caseDir.resolve("igc/" + VARIANT + "/" + file);
  }

  private Path kernel(String name, String body) throws IOException {
    Path f = tmp.resolve(name);
    Files.writeString(f, body);
    return f;
  }

  /**
   * The one line printed on stderr, checked to start with {@code error: } and to contain each of
   * {@code parts}.
   */
  private static void assertOneErrorLine(CliRun r, int exitCode, String... parts) {
    assertEquals(exitCode, r.exitCode(), r.err());
    String err = r.err();
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.startsWith("error: "), err);
    for (String p : parts) {
      assertTrue(err.contains(p), "missing '" + p + "' in " + err);
    }
  }

  /** The one {@code file:line:col: message} diagnostic of a command that reads vISA files. */
  private static void assertOneDiagnostic(CliRun r, String start, String... parts) {
    assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().startsWith(start), r.err());
    for (String p : parts) {
      assertTrue(r.err().contains(p), "missing '" + p + "' in " + r.err());
    }
  }

  @Test
  void aLoopStoringToANewRegionEachIterationStopsAtTheMemoryLimit() throws IOException {
    Path c = vaddCopy();
    Files.writeString(
        variantFile(c, "kernel.visaasm"),
        """
        .version 4.1
        .kernel "vadd_int"
        .decl ADDR v_type=G type=uq num_elts=8 align=hword
        .decl VAL v_type=G type=d num_elts=8 align=hword
        .kernel_attr SimdSize=8
        .function "_main_0"
        _main_0:
            mov (M1, 8) ADDR(0,0)<1> 0x0:uq
            mov (M1, 8) VAL(0,0)<1> 0x1:d
        LOOP:
            lsc_store.ugm.wb.wb (M1, 8)  flat[ADDR]:a64  VAL:d32
            add (M1, 8) ADDR(0,0)<1> ADDR(0,0)<1;1,0> 0x100000000:uq
            jmp (M1, 1) LOOP
        """);
    CliRun r = CliRun.of("run", c.toString(), "--variant", VARIANT, "--max-memory", "16M");
    assertOneErrorLine(
        r,
        ExitCodes.FAULT_OR_LIMIT,
        "emulated memory limit of 16777216 bytes (--max-memory)",
        "lsc_store.ugm",
        "kernel.visaasm:11",
        "kernel 'vadd_int'",
        "thread group (0,0,0) thread 0");
  }

  @Test
  void aHugeDeclarationIsRefusedBeforeRunning() throws IOException {
    Path k =
        kernel(
            "k.visaasm",
            """
        .version 4.1
        .kernel "k"
        .decl BIG v_type=G type=d num_elts=100000000
        .function "_main_0"
            mov (M1, 8) BIG(0,0)<1> 0x1:d
            ret (M1, 1)
        """);
    CliRun r = CliRun.of("exec", k.toString(), "--simd", "8", "--no-verify");
    assertOneErrorLine(
        r,
        ExitCodes.FAULT_OR_LIMIT,
        "register limit of 65536 registers (--max-registers)",
        "kernel 'k'",
        "registers of variables");
  }

  @Test
  void deepRecursionWithLargeCalleeDeclarationsStopsAtTheMemoryLimit() throws IOException {
    Path k =
        kernel(
            "k.visaasm",
            """
        .version 4.1
        .kernel "k"
        .function "_main_0"
            fcall (M1, 8) deep 1 1
            ret (M1, 1)
        """);
    Path f =
        kernel(
            "deep.visaasm",
            """
        .version 4.1
        .global_function "deep"
        .decl LOCAL v_type=G type=q num_elts=4096
        .function "deep_0"
            mov (M1, 8) LOCAL(0,0)<1> 0x1:q
            fcall (M1, 8) deep 1 1
            fret (M1, 8)
        """);
    CliRun r = CliRun.of("exec", k.toString(), f.toString(), "--simd", "8", "--max-memory", "1M");
    assertOneErrorLine(
        r,
        ExitCodes.FAULT_OR_LIMIT,
        "emulated memory limit of 1048576 bytes (--max-memory)",
        "register file of function 'deep'",
        "fcall (M1, 8) deep",
        "deep.visaasm:6");
  }

  @Test
  void aHugeNdRangeIsRefusedBeforeRunning() throws IOException {
    Path c = vaddCopy();
    Path json = c.resolve("case.json");
    Files.writeString(
        json,
        Files.readString(json)
            .replaceFirst("\"global\": \\[\\s*256\\s*]", "\"global\": [4294967295]"));
    long start = System.nanoTime();
    CliRun r = CliRun.of("run", c.toString(), "--variant", VARIANT);
    assertOneErrorLine(
        r,
        ExitCodes.FAULT_OR_LIMIT,
        "work-group limit of 1048576 work-groups (--max-work-groups)",
        "global size [4294967295] in work-groups of [64]",
        "67108864 work-groups");
    assertTrue(System.nanoTime() - start < 10_000_000_000L, "refused at once");
  }

  @Test
  void aRunawayLaunchStopsAtTheInstructionLimit() throws IOException {
    CliRun r =
        CliRun.of(
            "run",
            Corpora.TESTKERNELS.require().caseDirectory(VADD).toString(),
            "--variant",
            VARIANT,
            "--max-instructions",
            "100",
            "--parallelism",
            "1");
    assertOneErrorLine(
        r,
        ExitCodes.FAULT_OR_LIMIT,
        "instruction limit of 100 instructions (--max-instructions)",
        "kernel 'vadd_int'",
        "thread group (");
  }

  @Test
  void aHugeDataParameterStreamSizeIsOutOfRange() throws IOException {
    Path c = vaddCopy();
    Files.delete(variantFile(c, "kernel.bin"));
    Path cos = variantFile(c, "kernel.cos");
    Files.writeString(
        cos,
        Files.readString(cos)
            .replaceFirst(
                "DataParameterStreamSize = \\d+", "DataParameterStreamSize = 2147483647"));
    CliRun r = CliRun.of("run", c.toString(), "--variant", VARIANT);
    assertOneErrorLine(
        r,
        ExitCodes.BAD_INPUT,
        "kernel.cos:",
        "'DataParameterStreamSize' = 2147483647 is out of range: it must be 0 to 8192");
  }

  @Test
  void aHugeSlmSizeIsOutOfRange() throws IOException {
    Path c =
        RunCommandTest.copyOf(
            Corpora.TESTKERNELS.require().caseDirectory("slm_barrier_reverse"),
            tmp.resolve("case"));
    Path cos = c.resolve("igc/" + VARIANT + "/kernel.cos");
    Files.delete(c.resolve("igc/" + VARIANT + "/kernel.bin"));
    Files.writeString(
        cos,
        Files.readString(cos)
            .replaceFirst(
                "TotalInlineLocalMemorySize = \\d+", "TotalInlineLocalMemorySize = 4294967295"));
    CliRun r = CliRun.of("run", c.toString(), "--variant", VARIANT);
    assertOneErrorLine(
        r,
        ExitCodes.BAD_INPUT,
        "kernel.cos:",
        "'TotalInlineLocalMemorySize' = 4294967295 is out of range: it must be 0 to 65536");
  }

  @Test
  void anInputThatIsALinkToDevZeroIsRefused() throws IOException {
    assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero");
    Path c = vaddCopy();
    Path a = c.resolve("in/a.bin");
    Files.delete(a);
    Files.createSymbolicLink(a, Path.of("/dev/zero"));
    CliRun r = CliRun.of("run", c.toString(), "--variant", VARIANT);
    assertOneErrorLine(
        r, ExitCodes.BAD_INPUT, "a.bin: cannot read input of argument 'a'", "not a regular file");
  }

  @Test
  void fmtOfDevZeroIsRefused() {
    assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero");
    CliRun r = CliRun.of("fmt", "/dev/zero");
    assertOneDiagnostic(r, "/dev/zero:1:1: cannot read file: ", "not a regular file");
  }

  @Test
  void aFileLargerThanTheInputLimitIsRefused() throws IOException {
    Path k = kernel("k.visaasm", ".version 4.1\n".repeat(1000));
    CliRun r = CliRun.of("fmt", k.toString(), "--max-input-size", "1K");
    assertOneDiagnostic(
        r,
        k
            + ":1:1: cannot read file: the file has 13000 bytes, more than the input size limit"
            + " of 1024 bytes (--max-input-size raises it)");
  }

  @Test
  void aFifoInputIsRefusedWithoutBlocking() throws Exception {
    Path c = vaddCopy();
    Path a = c.resolve("in/a.bin");
    Files.delete(a);
    Process p;
    try {
      p = new ProcessBuilder("mkfifo", a.toString()).start();
    } catch (IOException e) {
      assumeTrue(false, "no mkfifo: " + e.getMessage());
      return;
    }
    assumeTrue(p.waitFor() == 0 && Files.exists(a), "mkfifo failed");
    CliRun r = CliRun.of("run", c.toString(), "--variant", VARIANT);
    assertOneErrorLine(
        r, ExitCodes.BAD_INPUT, "a.bin: cannot read input of argument 'a'", "not a regular file");
  }

  @Test
  void aFolderGivenAsAFileIsRefused() {
    CliRun r = CliRun.of("fmt", tmp.toString());
    assertOneDiagnostic(r, tmp + ":1:1: cannot read file: is a folder, not a file");
  }

  @Test
  void numEltsWhoseByteSizeOverflowsIntIsALocatedError() throws IOException {
    Path k =
        kernel(
            "k.visaasm",
            """
        .version 4.1
        .kernel "k"
        .decl V v_type=G type=d num_elts=536870911
        .function "_main_0"
            ret (M1, 1)
        """);
    CliRun r = CliRun.of("exec", k.toString(), "--simd", "8", "--no-verify");
    assertOneErrorLine(
        r,
        ExitCodes.BAD_INPUT,
        k + ":3:7: 'V' (536870911 elements of d) would end at ",
        "a register file holds at most 1073741824");
  }

  @Test
  void anAliasFarOutsideItsTargetIsALocatedError() throws IOException {
    Path k =
        kernel(
            "k.visaasm",
            """
        .version 4.1
        .kernel "k"
        .decl V v_type=G type=d num_elts=8
        .decl A v_type=G type=d num_elts=8 alias=<V, 4294967040>
        .function "_main_0"
            mov (M1, 8) A(0,0)<1> 0x1:d
            ret (M1, 1)
        """);
    CliRun r = CliRun.of("exec", k.toString(), "--simd", "8", "--no-verify");
    assertOneErrorLine(
        r,
        ExitCodes.BAD_INPUT,
        k
            + ":4:7: alias 'A' (32 bytes at offset 4294967040) lies outside"
            + " 'V': the offset must be 0 to 0 for its 32 bytes");
    CliRun v = CliRun.of("verify", k.toString());
    assertEquals(ExitCodes.BAD_INPUT, v.exitCode());
    assertTrue(v.err().contains("[alias]"), v.err());
  }

  @Test
  void anInputOfSizeTwoToTheThirtyTwoMinusOneIsALocatedError() throws IOException {
    Path k =
        kernel(
            "k.visaasm",
            """
        .version 4.1
        .kernel "k"
        .decl V v_type=G type=d num_elts=8
        .input V offset=32 size=4294967295
        .function "_main_0"
            ret (M1, 1)
        """);
    CliRun r = CliRun.of("exec", k.toString(), "--simd", "8", "--no-verify");
    assertOneErrorLine(
        r,
        ExitCodes.BAD_INPUT,
        k + ":4:8: input 'V' (offset 32, size 4294967295) lies outside the" + " register file");
    CliRun v = CliRun.of("verify", k.toString());
    assertEquals(ExitCodes.BAD_INPUT, v.exitCode());
    assertTrue(
        v.err().contains("lies outside the register file: offset plus size must be 0 to 8192"),
        v.err());
  }

  @Test
  void javaHeapAndStackExhaustionAreOneLineAndExitCodeThree() {
    assertEquals(
        ExitCodes.FAULT_OR_LIMIT,
        LaunchFailure.exitCodeOf(new OutOfMemoryError("Java heap space")));
    assertEquals(ExitCodes.FAULT_OR_LIMIT, LaunchFailure.exitCodeOf(new StackOverflowError()));
    assertTrue(
        LaunchFailure.messageOf(new OutOfMemoryError()).startsWith("the Java heap is exhausted"));
    assertEquals(ExitCodes.INTERNAL, LaunchFailure.exitCodeOf(new IllegalStateException("bug")));
    assertTrue(
        LaunchFailure.messageOf(new IllegalStateException("bug")).startsWith("internal error: "));
  }

  @Test
  void usageErrorsHaveTheirOwnExitCode() {
    assertEquals(ExitCodes.USAGE, CliRun.of("run", "--no-such-flag").exitCode());
    assertEquals(
        ExitCodes.USAGE, CliRun.of("exec", "x.visaasm", "--max-memory", "lots").exitCode());
    CliRun r = CliRun.of("exec", "x.visaasm", "--max-registers", "0");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.err());
  }
}
