package jvisa.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.machine.check.CheckKind;
import jvisa.machine.core.Engine;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Uses only the public surface of jvisa-api (and the JDK) the way an embedding program would:
 * compile with Intel's compiler (skipped without ocloc), set arguments, run, read buffers back.
 */
class PublicApiTest {
  private static Path source;

  @BeforeAll
  static void findSource() throws URISyntaxException {
    source = Path.of(PublicApiTest.class.getResource("scale_sum.cl").toURI());
  }

  static boolean oclocInstalled() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":", -1)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "ocloc"))) {
        return true;
      }
    }
    return false;
  }

  private static Kernel compile(String name, int simd, String compiler) {
    assumeTrue(oclocInstalled(), "ocloc is not installed");
    return Kernel.compile(
        source, name, CompileOptions.defaults().withSimd(simd).withCompiler(compiler));
  }

  private static Kernel compile(String name, int simd) {
    return compile(name, simd, Compilers.IGC);
  }

  @ParameterizedTest
  @CsvSource({"8,igc", "16,igc", "32,igc", "8,jvisa", "16,jvisa", "32,jvisa"})
  void scalarsLocalBufferAndOutputsComeBackAtEverySimdWidth(int simd, String compiler) {
    Kernel k = compile("scale_sum", simd, compiler);
    assertEquals(simd, k.simd());
    int n = 96;
    int group = 32;
    int[] x = new int[n];
    for (int i = 0; i < n; i++) {
      x[i] = i * 7 - 300;
    }
    Buffer out = Buffer.zeros(ElementType.INT, n);
    Buffer sums = Buffer.zeros(ElementType.INT, n / group);
    RunResult r =
        k.newCall()
            .arg("x", Buffer.of(x))
            .arg("a", -3)
            .arg(2, 4_000_000_000L) // uint b: wraps to -294967296 as an int
            .arg("out", out)
            .arg("sums", sums)
            .local("tmp", group * 4L)
            .run(NDRange.of(n).withLocal(group), RunOptions.defaults().withParallelism(2));
    int[] expectedOut = new int[n];
    int[] expectedSums = new int[n / group];
    for (int i = 0; i < n; i++) {
      expectedOut[i] = -3 * x[i] + (int) 4_000_000_000L;
      expectedSums[i / group] += expectedOut[i];
    }
    assertArrayEquals(expectedOut, out.toIntArray());
    assertArrayEquals(expectedSums, sums.toIntArray());
    assertEquals(n / group, r.stats().workGroups());
    assertTrue(r.stats().instructions() > 0);
    assertEquals(out, r.buffer("out").orElseThrow());
  }

  @ParameterizedTest
  @ValueSource(strings = {Compilers.IGC, Compilers.JVISA})
  void printfOutputComesBackAsAString(String compiler) {
    Kernel k = compile("greet", 16, compiler);
    RunResult r = k.newCall().arg("v", Buffer.of(5, 1, 3, 2, 9)).run(NDRange.of(5));
    assertEquals("work-item 0 sees 5\nwork-item 2 sees 3\nwork-item 4 sees 9\n", r.printfOutput());
    assertTrue(!r.printfOverflowed());
    RunResult none =
        compile("halve", 16, compiler)
            .newCall()
            .arg(0, Buffer.of(2.0f))
            .arg(1, 2.0f)
            .run(NDRange.of(1));
    assertEquals("", none.printfOutput());
  }

  @Test
  void floatBufferFromAByteBufferAndAFloatScalar() {
    Kernel k = compile("halve", 16);
    ByteBuffer data = ByteBuffer.allocate(64 * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < 64; i++) {
      data.putFloat(i * 1.5f);
    }
    data.flip();
    Buffer f = Buffer.of(ElementType.FLOAT, data);
    k.newCall().arg(0, f).arg("by", 2.0f).run(NDRange.of(64));
    float[] got = f.toFloatArray();
    for (int i = 0; i < 64; i++) {
      assertEquals(i * 0.75f, got[i]);
    }
  }

  @Test
  void signatureComesFromTheCompilersArgumentInfo() {
    Kernel k = compile("scale_sum", 8);
    assertEquals(
        "scale_sum(__global const int* x, int a, uint b, __global int* out, __global int* sums,"
            + " __local int* tmp)",
        k.signature());
  }

  @Test
  void argumentMistakesNameTheArgumentAndTheSignature() {
    Kernel k = compile("scale_sum", 8);
    KernelArgumentException wrongKind =
        assertThrows(KernelArgumentException.class, () -> k.newCall().arg("a", Buffer.of(1, 2)));
    assertTrue(wrongKind.getMessage().contains("argument 1 (int a)"), wrongKind.getMessage());
    assertTrue(wrongKind.getMessage().contains("it is a scalar"), wrongKind.getMessage());
    assertTrue(wrongKind.getMessage().contains(k.signature()), wrongKind.getMessage());

    KernelArgumentException unknown =
        assertThrows(KernelArgumentException.class, () -> k.newCall().arg("y", 3));
    assertTrue(unknown.getMessage().startsWith("argument 'y': no such argument"));

    KernelArgumentException tooBig =
        assertThrows(KernelArgumentException.class, () -> k.newCall().arg("a", 1L << 40));
    assertTrue(tooBig.getMessage().contains("does not fit int"), tooBig.getMessage());

    KernelArgumentException index =
        assertThrows(KernelArgumentException.class, () -> k.newCall().arg(6, 1));
    assertTrue(index.getMessage().contains("the kernel takes 6"), index.getMessage());

    KernelArgumentException unset =
        assertThrows(
            KernelArgumentException.class,
            () -> k.newCall().arg("x", Buffer.of(1)).arg("a", 1).run(NDRange.of(1)));
    assertTrue(unset.getMessage().startsWith("argument 2 (uint b): not set"), unset.getMessage());

    Buffer shared = Buffer.of(1);
    KernelArgumentException twice =
        assertThrows(
            KernelArgumentException.class,
            () ->
                k.newCall()
                    .arg("x", shared)
                    .arg("a", 1)
                    .arg("b", 1)
                    .arg("out", shared)
                    .arg("sums", Buffer.of(0))
                    .local("tmp", 4)
                    .run(NDRange.of(1)));
    assertTrue(twice.getMessage().contains("also passed as argument 0"), twice.getMessage());
  }

  @Test
  void compilerErrorsCarryTheCompilersDiagnostics() throws Exception {
    assumeTrue(oclocInstalled(), "ocloc is not installed");
    Path bad = Files.createTempFile("jvisa-api-bad", ".cl");
    try {
      Files.writeString(bad, "__kernel void k(__global int* a) { a[0] = undeclared; }\n");
      CompileException e =
          assertThrows(
              CompileException.class, () -> Kernel.compile(bad, "k", CompileOptions.defaults()));
      assertTrue(e.getMessage().contains("undeclared identifier"), e.getMessage());
      CompileException missing =
          assertThrows(
              CompileException.class,
              () -> Kernel.compile(source, "nope", CompileOptions.defaults()));
      assertTrue(
          missing.getMessage().contains("has no kernel 'nope'; its kernels: "),
          missing.getMessage());
    } finally {
      Files.delete(bad);
    }
  }

  @Test
  void spirvModulesCompileToo() throws Exception {
    assumeTrue(oclocInstalled(), "ocloc is not installed");
    Path dir = Files.createTempDirectory("jvisa-api-spv");
    try {
      Path bc = dir.resolve("k.bc");
      Path spv = dir.resolve("k.spv");
      boolean made =
          run(
                  "clang-15",
                  "-cc1",
                  "-triple",
                  "spir64-unknown-unknown",
                  "-cl-std=CL1.2",
                  "-emit-llvm-bc",
                  "-finclude-default-header",
                  "-o",
                  bc.toString(),
                  source.toString())
              && run("llvm-spirv-15", bc.toString(), "-o", spv.toString());
      assumeTrue(made, "clang-15 and llvm-spirv-15 are not installed");
      Kernel k = Kernel.compile(spv, "halve", CompileOptions.defaults().withSimd(8));
      Buffer f = Buffer.of(2f, 4f, 6f, 8f, 10f, 12f, 14f, 16f);
      k.newCall().arg(0, f).arg(1, 2f).run(NDRange.of(8));
      assertArrayEquals(new float[] {1, 2, 3, 4, 5, 6, 7, 8}, f.toFloatArray());
    } finally {
      try (java.util.stream.Stream<Path> s = Files.list(dir)) {
        for (Path p : s.toList()) {
          Files.delete(p);
        }
      }
      Files.delete(dir);
    }
  }

  private static boolean run(String... command) throws InterruptedException {
    try {
      Process p =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      return p.waitFor() == 0;
    } catch (java.io.IOException e) {
      return false;
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 16, 32})
  void theJvisaCompilerRunsThroughTheSameCalls(int simd) {
    assumeTrue(oclocInstalled(), "ocloc is not installed");
    Kernel k =
        Kernel.compile(
            source,
            "halve",
            CompileOptions.defaults().withCompiler(Compilers.JVISA).withSimd(simd));
    Buffer f = Buffer.of(new float[] {3f, -7f, 1e30f, 0.5f, 8f, 1f / 3, 100f, 6f, 9f, 11f});
    k.newCall().arg(0, f).arg("by", 2f).run(NDRange.of(10));
    assertArrayEquals(
        new float[] {1.5f, -3.5f, 5e29f, 0.25f, 4f, 1f / 6, 50f, 3f, 4.5f, 5.5f}, f.toFloatArray());
  }

  @Test
  void checksReportARaceAndTheJitEngineGivesTheSameResults() {
    Kernel k = compile("racy", 16);
    Buffer v = Buffer.zeros(ElementType.INT, 4);
    RunResult checked =
        k.newCall()
            .arg("v", v)
            .run(NDRange.of(64).withLocal(32), RunOptions.defaults().withChecks(CheckKind.RACES));
    assertTrue(checked.hasFindings());
    assertTrue(checked.checkReport().get(0).startsWith("checks: "), checked.checkReport().get(0));
    assertTrue(checked.checkReportJson().contains("\"total\""), checked.checkReportJson());

    Kernel sum = compile("scale_sum", 16);
    int[][] results = new int[2][];
    Engine[] engines = {Engine.INTERP, Engine.JIT};
    for (int e = 0; e < 2; e++) {
      Buffer out = Buffer.zeros(ElementType.INT, 64);
      RunResult r =
          sum.newCall()
              .arg("x", Buffer.of(new int[64]))
              .arg("a", 5)
              .arg("b", 9)
              .arg("out", out)
              .arg("sums", Buffer.zeros(ElementType.INT, 2))
              .local("tmp", 32 * 4L)
              .run(NDRange.of(64).withLocal(32), RunOptions.defaults().withEngine(engines[e]));
      assertTrue(r.checkReport().isEmpty());
      assertTrue(!r.hasFindings());
      results[e] = out.toIntArray();
    }
    assertArrayEquals(results[0], results[1]);
    assertEquals(9, results[1][63]);
  }

  @Test
  void aRecursiveKernelCompilesWithStackCallsChosenForIt() {
    assumeTrue(oclocInstalled(), "ocloc is not installed");
    Kernel k =
        Kernel.compile(
            source, "prefix_walk", CompileOptions.defaults().withCompiler(Compilers.JVISA));
    int[] in = new int[64];
    for (int i = 0; i < in.length; i++) {
      in[i] = 3 * i + 1;
    }
    Buffer out = Buffer.zeros(ElementType.INT, 64);
    k.newCall().arg("in", Buffer.of(in)).arg("out", out).run(NDRange.of(64).withLocal(16));
    int[] got = out.toIntArray();
    for (int i = 0; i < got.length; i++) {
      int expected = 0;
      for (int d = 0; d <= (i & 7); d++) {
        expected += in[d];
      }
      assertEquals(expected, got[i], "work-item " + i);
    }
  }

  @Test
  void whatTheJvisaCompilerCannotDoYetIsACompileError() {
    assumeTrue(oclocInstalled(), "ocloc is not installed");
    CompileException e =
        assertThrows(
            CompileException.class,
            () ->
                Kernel.compile(
                    source,
                    "integer_pointer",
                    CompileOptions.defaults().withCompiler(Compilers.JVISA)));
    assertTrue(e.getMessage().startsWith("unsupported"), e.getMessage());
  }

  @Test
  void corpusCaseAndItsVisaFilesRunWithTheCasesInputs() throws Exception {
    Path root = Path.of(System.getProperty("jvisa.projectRoot", "..")).resolve("testkernels");
    Path vadd = root.resolve("vadd_int");
    Path variant = vadd.resolve("igc/tgllp-simd16-inline");
    int[] expected = Buffer.of(ElementType.INT, read(vadd.resolve("expected/c.bin"))).toIntArray();
    for (Kernel k :
        new Kernel[] {
          Kernel.fromCorpusCase(vadd, "tgllp-simd16-inline"),
          Kernel.fromVisa(variant.resolve("kernel.visaasm"), variant.resolve("kernel.cos")),
          Kernel.fromVisa(variant.resolve("kernel.visaasm"), variant.resolve("kernel.bin"))
        }) {
      Buffer c = Buffer.zeros(ElementType.INT, 256);
      k.newCall()
          .arg(0, Buffer.of(ElementType.INT, read(vadd.resolve("in/a.bin"))))
          .arg(1, Buffer.of(ElementType.INT, read(vadd.resolve("in/b.bin"))))
          .arg("c", c)
          .run(NDRange.of(256).withLocal(64));
      assertArrayEquals(expected, c.toIntArray(), k.signature());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"igc", "jvisa"})
  void aLargeConstantTableIsReadFromTheConstantBuffer(String compiler) throws Exception {
    assumeTrue(oclocInstalled(), "ocloc is not installed");
    Path cl = Path.of(PublicApiTest.class.getResource("constant_table.cl").toURI());
    Kernel k = Kernel.compile(cl, "lookup", CompileOptions.defaults().withCompiler(compiler));
    int n = 128;
    int[] idx = new int[n];
    int[] expected = new int[n];
    for (int i = 0; i < n; i++) {
      idx[i] = i * 977 + 5;
      int entry = idx[i] % 1100;
      expected[i] = entry * 37 % 1001 - 500;
    }
    Buffer out = Buffer.zeros(ElementType.INT, n);
    k.newCall().arg("idx", Buffer.of(idx)).arg("out", out).run(NDRange.of(n).withLocal(32));
    assertArrayEquals(expected, out.toIntArray(), compiler);
  }

  private static ByteBuffer read(Path p) throws java.io.IOException {
    return ByteBuffer.wrap(Files.readAllBytes(p));
  }
}
