package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import jvisa.cli.ocl.Npy;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code jvisa ocl} end to end with ocloc (and PoCL for the comparisons); skipped without. */
class OclCommandTest {
  private static Path kernels;
  @TempDir Path tmp;

  @BeforeAll
  static void find() throws URISyntaxException {
    kernels = Path.of(OclCommandTest.class.getResource("ocl/kernels.cl").toURI());
  }

  @BeforeEach
  void needsOcloc() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
  }

  private static String[] scaleSum(String... more) {
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "ocl",
                kernels.toString(),
                "--kernel",
                "scale_sum",
                "--global",
                "96",
                "--local",
                "32",
                "--simd",
                "16",
                "--arg",
                "x=int[96]:iota:-40",
                "--arg",
                "a=int:-3",
                "--arg",
                "b=uint:4000000000",
                "--arg",
                "out=int[96]:out",
                "--arg",
                "sums=int[3]:out",
                "--arg",
                "tmp=local:int[32]"));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  private static int[] ints(byte[] b) {
    int[] out = new int[b.length / 4];
    ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
    return out;
  }

  @Test
  void writesEveryOutputAsBinAndNpyAndPrintsTheSummary() throws IOException {
    Path out = tmp.resolve("out");
    CliRun r = CliRun.of(scaleSum("--out", out.toString()));
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("scale_sum tgllp-simd16-igc: 3 work-groups, 6 threads"), r.out());
    assertTrue(r.out().contains("wrote 2 output buffer(s) to " + out), r.out());
    try (Stream<Path> s = Files.list(out)) {
      assertEquals(
          List.of("out.bin", "out.npy", "sums.bin", "sums.npy"),
          s.map(p -> p.getFileName().toString()).sorted().toList());
    }
    int[] expectedOut = new int[96];
    int[] expectedSums = new int[3];
    for (int i = 0; i < 96; i++) {
      expectedOut[i] = -3 * (i - 40) + (int) 4_000_000_000L;
      expectedSums[i / 32] += expectedOut[i];
    }
    assertArrayEquals(expectedOut, ints(Files.readAllBytes(out.resolve("out.bin"))));
    assertArrayEquals(expectedSums, ints(Files.readAllBytes(out.resolve("sums.bin"))));
    assertArrayEquals(
        Files.readAllBytes(out.resolve("sums.bin")),
        Npy.read(Files.readAllBytes(out.resolve("sums.npy")), ElementType.INT));
  }

  @Test
  void matchesPoclOnAKernelWithScalarsAndALocalBuffer() {
    assumeTrue(Tools.pocl(), "PoCL with pyopencl is not installed");
    CliRun r = CliRun.of(scaleSum("--reference", "pocl", "--device", "dg2"));
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("compared with pocl:"), r.out());
    assertTrue(r.out().contains("  out: PASS (0 of 96 int elements differ)"), r.out());
    assertTrue(r.out().contains("  sums: PASS (0 of 3 int elements differ)"), r.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"tgllp", "dg2"})
  void ourCompilersKernelMatchesPocl(String device) {
    assumeTrue(Tools.pocl(), "PoCL with pyopencl is not installed");
    CliRun r =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "collatz_steps",
            "--compiler",
            "jvisa",
            "--device",
            device,
            "--simd",
            "32",
            "--global",
            "200",
            "--local",
            "40",
            "--arg",
            "start=uint[200]:random:1:100000",
            "--arg",
            "steps=uint[200]:out",
            "--arg",
            "cap=uint:300",
            "--reference",
            "pocl");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("collatz_steps " + device + "-simd32-jvisa: "), r.out());
    assertTrue(r.out().contains("  steps: PASS (0 of 200 uint elements differ)"), r.out());
  }

  @Test
  void checksRunOnTheCompiledKernelAndFindingsExitWithTheirCode() {
    CliRun r =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "racy",
            "--global",
            "64",
            "--local",
            "32",
            "--arg",
            "v=int[4]:out",
            "--check",
            "races");
    assertEquals(ExitCodes.CHECK_FINDINGS, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("data race (write after write) in kernel 'racy'"), r.out());
    assertTrue(r.out().contains("address argument 'v' + 0x0"), r.out());
  }

  @Test
  void aFailingComparisonShowsTheFirstDifferenceAndExitsWithMismatch() {
    assumeTrue(Tools.pocl(), "PoCL with pyopencl is not installed");
    CliRun r =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "grid",
            "--global",
            "16,8",
            "--local",
            "8,2",
            "--arg",
            "m=float[128]:out",
            "--arg",
            "scale=float:37.5",
            "--arg",
            "approx=float[128]:out",
            "--reference",
            "pocl",
            "--ulp",
            "0");
    // What the user sees, e.g.:
    // grid tgllp-simd16-igc: 8 work-groups, 8 threads, ...
    // compared with pocl:
    //   m: PASS (0 of 128 float elements differ)
    //   approx: FAIL (57 of 128 float elements differ (0 allowed); first at [1]: expected
    //     43.28 (0x422d1eb8), got 43.280003 (0x422d1eb9); max ulp distance 2)
    assertEquals(ExitCodes.MISMATCH, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("  m: PASS (0 of 128 float elements differ)"), r.out());
    assertTrue(r.out().contains("  approx: FAIL ("), r.out());
    assertTrue(r.out().contains("(0 allowed); first at ["), r.out());
    assertTrue(r.out().contains("max ulp distance"), r.out());
  }

  @Test
  void aSpecJsonReplacesTheFlags() throws IOException {
    assumeTrue(Tools.pocl(), "PoCL with pyopencl is not installed");
    Path spec = tmp.resolve("spec.json");
    Files.writeString(
        spec,
        "{\"kernel\": \"scale_sum\", \"global\": [64], \"local\": [16], \"seed\": 5,\n"
            + " \"args\": [{\"name\": \"x\", \"kind\": \"global\", \"type\": \"int\", \"count\": 64,"
            + " \"init\": {\"random_int\": [-1000, 1000]}},\n"
            + " {\"name\": \"a\", \"kind\": \"scalar\", \"type\": \"int\", \"value\": 7},\n"
            + " {\"name\": \"b\", \"kind\": \"scalar\", \"type\": \"uint\", \"value\": 1},\n"
            + " {\"name\": \"out\", \"kind\": \"global\", \"type\": \"int\", \"count\": 64,"
            + " \"output\": true},\n"
            + " {\"name\": \"sums\", \"kind\": \"global\", \"type\": \"int\", \"count\": 4,"
            + " \"output\": true},\n"
            + " {\"name\": \"tmp\", \"kind\": \"local\", \"type\": \"int\", \"count\": 16}]}\n");
    CliRun r =
        CliRun.of("ocl", kernels.toString(), "--spec", spec.toString(), "--reference", "pocl");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("  sums: PASS (0 of 4 int elements differ)"), r.out());
  }

  @Test
  void badArgumentsNameTheArgumentAndTheSignature() {
    String signature =
        "scale_sum(__global const int* x, int a, uint b, __global int* out, __global int* sums,"
            + " __local int* tmp)";
    CliRun wrongName =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "scale_sum",
            "--global",
            "4",
            "--arg",
            "x=int[4]",
            "--arg",
            "alpha=int:1",
            "--arg",
            "b=uint:1",
            "--arg",
            "out=int[4]",
            "--arg",
            "sums=int[1]",
            "--arg",
            "tmp=local:int[4]");
    assertEquals(ExitCodes.USAGE, wrongName.exitCode());
    assertEquals(
        "error: argument 1 is given as 'alpha', but the kernel's argument 1 is int a; the kernel"
            + " is "
            + signature
            + "\n",
        wrongName.err());
    CliRun tooFew =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "scale_sum",
            "--global",
            "4",
            "--arg",
            "x=int[4]");
    assertEquals(ExitCodes.USAGE, tooFew.exitCode());
    assertTrue(tooFew.err().contains("takes 6 argument(s), 1 given"), tooFew.err());
    CliRun wrongKind =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "scale_sum",
            "--global",
            "4",
            "--arg",
            "x=int:3",
            "--arg",
            "a=int:1",
            "--arg",
            "b=uint:1",
            "--arg",
            "out=int[4]",
            "--arg",
            "sums=int[1]",
            "--arg",
            "tmp=local:int[4]");
    assertEquals(ExitCodes.USAGE, wrongKind.exitCode());
    assertTrue(
        wrongKind
            .err()
            .contains(
                "argument 0 (__global const int* x): given a scalar, but it is a"
                    + " __global buffer"),
        wrongKind.err());
    CliRun overflow =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "scale_sum",
            "--global",
            "4",
            "--arg",
            "x=int[4]",
            "--arg",
            "a=int:5000000000",
            "--arg",
            "b=uint:1",
            "--arg",
            "out=int[4]",
            "--arg",
            "sums=int[1]",
            "--arg",
            "tmp=local:int[4]");
    assertEquals(ExitCodes.USAGE, overflow.exitCode());
    CliRun floatForInt =
        CliRun.of(
            "ocl",
            kernels.toString(),
            "--kernel",
            "scale_sum",
            "--global",
            "4",
            "--arg",
            "x=int[4]",
            "--arg",
            "a=float:1",
            "--arg",
            "b=int:1",
            "--arg",
            "out=uint[4]",
            "--arg",
            "sums=int[1]",
            "--arg",
            "tmp=local:int[4]");
    assertEquals(
        ExitCodes.USAGE, floatForInt.exitCode(), "int for uint is fine, float for int not");
    assertTrue(
        floatForInt.err().startsWith("error: argument 1 (int a): given as float;"),
        floatForInt.err());
    assertTrue(overflow.err().contains("does not fit int argument 'a'"), overflow.err());
  }

  @Test
  void compilerProblemsAreBadInput() {
    CliRun noKernel = CliRun.of("ocl", kernels.toString(), "--kernel", "nope", "--global", "4");
    assertEquals(ExitCodes.BAD_INPUT, noKernel.exitCode());
    assertTrue(noKernel.err().contains("has no kernel 'nope'; its kernels: "), noKernel.err());
    Path unsupported = kernels.resolveSibling("unsupported.cl");
    CliRun jvisa =
        CliRun.of(
            "ocl",
            unsupported.toString(),
            "--kernel",
            "report",
            "--global",
            "4",
            "--compiler",
            "jvisa");
    assertEquals(ExitCodes.BAD_INPUT, jvisa.exitCode());
    assertTrue(
        jvisa.err().startsWith("error: unsupported SPIR-V instruction ")
            && jvisa.err().contains("printf %s argument that is not a string literal"),
        jvisa.err());
  }
}
