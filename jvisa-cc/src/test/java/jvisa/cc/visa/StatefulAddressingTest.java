package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import jvisa.cc.KernelCompiler;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stateful addressing at a buffer's edges: an access whose pointer arithmetic leaves the buffer
 * lands outside its surface, so it reads 0 and its write is dropped (stateless, the same accesses
 * would reach whatever memory lies there); a pointer chosen between two buffers stays stateless.
 */
class StatefulAddressingTest {
  private static final int N = 64;
  private static final int SHIFT = 32;
  private static final int UNTOUCHED = 0xdeadbeef;

  @TempDir Path scratch;

  private static final String OUT_OF_BUFFER =
      """
      __kernel void out_of_buffer(__global const uint* src, __global uint* out,
                                  __global uint* dst, int shift) {
        int i = get_global_id(0);
        out[i] = src[i + shift];
        dst[i - shift] = (uint)i + 1u;
      }
      """;

  private static final String CHOSEN =
      """
      __kernel void chosen(__global uint* a, __global uint* b) {
        int i = get_global_id(0);
        __global uint* p = (i & 1) ? a : b;
        p[i] = (uint)i * 5u + 1u;
      }
      """;

  @Test
  void accessesLeavingTheBufferReadZeroAndWriteNothing() throws IOException {
    assumeFrontEnd();
    int[] src = new int[N];
    int[] out = new int[N];
    int[] dst = new int[N];
    for (int i = 0; i < N; i++) {
      src[i] = 3 * i + 7;
    }
    for (int i = 0; i < N; i++) {
      out[i] = i + SHIFT < N ? src[i + SHIFT] : 0;
      dst[i] = i + SHIFT < N ? i + SHIFT + 1 : UNTOUCHED;
    }
    Path dir = scratch.resolve("out_of_buffer");
    writeCase(
        dir,
        OUT_OF_BUFFER,
        "out_of_buffer",
        buffer("src", src, null),
        buffer("out", new int[N], out),
        buffer("dst", filled(UNTOUCHED), dst),
        "{\"name\": \"shift\", \"kind\": \"scalar\", \"type\": \"int\", \"value\": " + SHIFT + "}");
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        String visa = run(dir, t, simd);
        assertFalse(
            visa.contains("svm_") || visa.contains("flat["), t + ": stateless access\n" + visa);
        assertTrue(visa.contains(t == Target.DG2 ? "bti(0x2)" : "movs (M1_NM, 1)"), visa);
      }
    }
  }

  @Test
  void pointerChosenBetweenBuffersStaysStateless() throws IOException {
    assumeFrontEnd();
    int[] a = new int[N];
    int[] b = new int[N];
    for (int i = 0; i < N; i++) {
      a[i] = (i & 1) != 0 ? i * 5 + 1 : 0;
      b[i] = (i & 1) == 0 ? i * 5 + 1 : 0;
    }
    Path dir = scratch.resolve("chosen");
    writeCase(dir, CHOSEN, "chosen", buffer("a", new int[N], a), buffer("b", new int[N], b));
    for (Target t : Target.values()) {
      String visa = run(dir, t, 16);
      assertTrue(visa.contains(t == Target.DG2 ? "flat[" : "svm_scatter"), visa);
    }
  }

  private String run(Path dir, Target t, int simd) throws IOException {
    CaseSpec spec = CaseSpec.load(dir);
    Path out = scratch.resolve(spec.kernel() + "-" + t.cliName() + simd);
    VariantSpec v =
        KernelCompiler.compileCase(spec, t, simd, Addressing.STATEFUL, Optional.empty(), out);
    LaunchResult r = KernelLauncher.launch(spec, v);
    assertTrue(r.passed(), spec.kernel() + " " + v.name() + ": " + r.describe());
    assertEquals("cc-" + t.cliName() + "-simd" + simd + "-inline-stateful", v.name());
    return Files.readString(out.resolve(KernelCompiler.VISA_FILE));
  }

  private static void assumeFrontEnd() {
    Assumptions.assumeTrue(
        FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
  }

  private static int[] filled(int value) {
    int[] a = new int[N];
    java.util.Arrays.fill(a, value);
    return a;
  }

  /** A buffer argument: its input and, for an output, its expected contents. */
  private record Buffer(String name, int[] input, int[] expected) {}

  private static Buffer buffer(String name, int[] input, int[] expected) {
    return new Buffer(name, input, expected);
  }

  private static void writeCase(Path dir, String source, String kernel, Object... args)
      throws IOException {
    Files.createDirectories(dir.resolve("in"));
    Files.createDirectories(dir.resolve("expected"));
    Files.writeString(dir.resolve("kernel.cl"), source, StandardCharsets.UTF_8);
    StringBuilder json = new StringBuilder();
    json.append("{\"kernel\": \"").append(kernel).append("\", \"global\": [").append(N);
    json.append("], \"local\": [16], \"args\": [");
    for (int k = 0; k < args.length; k++) {
      json.append(k == 0 ? "" : ", ");
      if (args[k] instanceof Buffer b) {
        Files.write(dir.resolve("in/" + b.name() + ".bin"), LittleEndianFiles.bytes(b.input()));
        json.append("{\"name\": \"").append(b.name()).append("\", \"kind\": \"global\", ");
        json.append("\"type\": \"uint\", \"count\": ").append(N).append(", \"init\": \"zero\", ");
        json.append("\"input\": \"in/").append(b.name()).append(".bin\"");
        if (b.expected() != null) {
          Files.write(
              dir.resolve("expected/" + b.name() + ".bin"), LittleEndianFiles.bytes(b.expected()));
          json.append(", \"output\": true, \"expected\": \"expected/");
          json.append(b.name()).append(".bin\"");
        }
        json.append('}');
      } else {
        json.append(args[k]);
      }
    }
    json.append("], \"variants\": [], \"compare\": {}}");
    Files.writeString(dir.resolve("case.json"), json, StandardCharsets.UTF_8);
  }
}
