package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.cli.ocl.Npy;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code jvisa ocl} on vector kernels without {@code --kernel} (each file has one kernel), with
 * both compilers, compared with PoCL where it is installed; skipped without ocloc.
 */
class OclVectorTest {
  private static final int N = 48;
  @TempDir Path tmp;

  @BeforeEach
  void needsOcloc() {
    assumeTrue(Tools.ocloc(), "ocloc is not installed");
  }

  private static Path resource(String name) throws URISyntaxException {
    return Path.of(OclVectorTest.class.getResource("ocl/" + name).toURI());
  }

  private static List<String> withReference(List<String> args) {
    List<String> out = new ArrayList<>(args);
    if (Tools.pocl()) {
      out.addAll(List.of("--reference", "pocl"));
    }
    return out;
  }

  private static float[] floats(byte[] b) {
    float[] out = new float[b.length / 4];
    ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(out);
    return out;
  }

  private static int[] ints(byte[] b) {
    int[] out = new int[b.length / 4];
    ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
    return out;
  }

  private static String npyHeader(Path npy) throws IOException {
    byte[] b = Files.readAllBytes(npy);
    return new String(b, 10, (b[8] & 0xFF) | (b[9] & 0xFF) << 8, StandardCharsets.ISO_8859_1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"igc", "jvisa"})
  void float4AndInt3BuffersRunWithEitherCompiler(String compiler)
      throws IOException, URISyntaxException {
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            withReference(
                    List.of(
                        "ocl",
                        resource("vector_buffers.cl").toString(),
                        "--compiler",
                        compiler,
                        "--global",
                        Integer.toString(N),
                        "--arg",
                        "x=float4[" + N + "]:iota",
                        "--arg",
                        "a=float:-1.5",
                        "--arg",
                        "out=float4[" + N + "]:out",
                        "--arg",
                        "idx=int3[" + N + "]:out",
                        "--out",
                        out.toString()))
                .toArray(String[]::new));
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().startsWith("axpy4 tgllp-simd"), r.out());
    float[] result = floats(Files.readAllBytes(out.resolve("out.bin")));
    assertEquals(4 * N, result.length);
    for (int i = 0; i < 4 * N; i++) {
      assertEquals(i * -1.5f + (i % 4 + 1), result[i], "component " + i);
    }
    int[] idx = ints(Files.readAllBytes(out.resolve("idx.bin")));
    assertEquals(4 * N, idx.length, "an int3 takes the space of an int4");
    int[] idxComponents =
        ints(Npy.read(Files.readAllBytes(out.resolve("idx.npy")), ElementType.INT));
    assertEquals(3 * N, idxComponents.length, "the .npy holds the components without padding");
    for (int i = 0; i < N; i++) {
      for (int c = 0; c < 3; c++) {
        assertEquals(i + c, idx[4 * i + c]);
        assertEquals(i + c, idxComponents[3 * i + c]);
      }
    }
    assertTrue(npyHeader(out.resolve("out.npy")).contains("'shape': (" + N + ", 4)"));
    assertTrue(npyHeader(out.resolve("idx.npy")).contains("'shape': (" + N + ", 3)"));
    if (Tools.pocl()) {
      assertTrue(
          r.out().contains("  out: PASS (0 of " + 4 * N + " float elements differ)"), r.out());
      assertTrue(r.out().contains("  idx: PASS (0 of " + 3 * N + " int elements differ)"), r.out());
    }
  }

  @Test
  void byValueVectorsReachTheKernel() throws IOException, URISyntaxException {
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            withReference(
                    List.of(
                        "ocl",
                        resource("vector_value.cl").toString(),
                        "--global",
                        Integer.toString(N),
                        "--arg",
                        "x=float4[" + N + "]:random:-4:4",
                        "--arg",
                        "k=float4:0.5,-1,2,3",
                        "--arg",
                        "shift=int3:1,20,300",
                        "--arg",
                        "out=float4[" + N + "]:out",
                        "--arg",
                        "sum=int[" + N + "]:out",
                        "--out",
                        out.toString()))
                .toArray(String[]::new));
    assertEquals(0, r.exitCode(), r.out() + r.err());
    float[] k = {0.5f, -1f, 2f, 3f};
    float[] result = floats(Files.readAllBytes(out.resolve("out.bin")));
    assertEquals(4 * N, result.length);
    CliRun again =
        CliRun.of(
            "ocl",
            resource("vector_value.cl").toString(),
            "--global",
            Integer.toString(N),
            "--arg",
            "x=float4[" + N + "]:random:-4:4",
            "--arg",
            "k=float4:1",
            "--arg",
            "shift=int3:0",
            "--arg",
            "out=float4[" + N + "]:out",
            "--arg",
            "sum=int[" + N + "]:out",
            "--out",
            tmp.resolve("x").toString());
    assertEquals(0, again.exitCode(), again.out() + again.err());
    float[] x = floats(Files.readAllBytes(tmp.resolve("x").resolve("out.bin")));
    for (int i = 0; i < 4 * N; i++) {
      assertEquals(x[i] * k[i % 4], result[i], "component " + i);
    }
    for (int s : ints(Files.readAllBytes(out.resolve("sum.bin")))) {
      assertEquals(321, s);
    }
    if (Tools.pocl()) {
      assertTrue(
          r.out().contains("  out: PASS (0 of " + 4 * N + " float elements differ)"), r.out());
    }
  }

  @Test
  void aByValueVectorOfTheWrongTypeNamesTheDeclaration() throws URISyntaxException {
    CliRun r =
        CliRun.of(
            "ocl",
            resource("vector_value.cl").toString(),
            "--global",
            "4",
            "--arg",
            "x=float4[4]",
            "--arg",
            "k=int4:1,2,3,4",
            "--arg",
            "shift=int3:1",
            "--arg",
            "out=float4[4]:out",
            "--arg",
            "sum=int[4]:out");
    assertEquals(ExitCodes.USAGE, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().startsWith("error: argument 1 (float4 k): given as int4;"), r.err());
  }
}
