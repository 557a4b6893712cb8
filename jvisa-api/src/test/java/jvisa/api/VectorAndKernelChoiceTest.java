package jvisa.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compiling without a kernel name (the program's only kernel) and by-value vector arguments;
 * skipped without ocloc.
 */
class VectorAndKernelChoiceTest {
  @TempDir Path tmp;

  private Path source(String text) throws IOException {
    assumeTrue(PublicApiTest.oclocInstalled(), "ocloc is not installed");
    return Files.writeString(tmp.resolve("k.cl"), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {Compilers.IGC, Compilers.JVISA})
  void theOnlyKernelIsCompiledWithoutAName(String compiler) throws IOException {
    Path cl =
        source(
            "/* __kernel void old(__global int* a) {} */\n"
                + "__kernel void only(__global int* a) { a[get_global_id(0)] += 2; }\n");
    Kernel k = Kernel.compile(cl, null, CompileOptions.defaults().withCompiler(compiler));
    assertEquals("only", k.name());
    Buffer a = Buffer.of(1, 2, 3, 4);
    k.newCall().arg("a", a).run(NDRange.of(4));
    assertArrayEquals(new int[] {3, 4, 5, 6}, a.toIntArray());
  }

  @ParameterizedTest
  @ValueSource(strings = {Compilers.IGC, Compilers.JVISA})
  void noneOrSeveralKernelsAreListed(String compiler) throws IOException {
    CompileOptions o = CompileOptions.defaults().withCompiler(compiler);
    Path two =
        source(
            "#define K(n) __kernel void n(__global int* a) { a[0] = 1; }\n"
                + "K(first)\nK(second)\n");
    CompileException e = assertThrows(CompileException.class, () -> Kernel.compile(two, null, o));
    assertEquals(List.of("first", "second"), e.kernelChoices().orElseThrow());
    assertTrue(
        e.getMessage().endsWith("defines 2 kernels (first, second); choose one with --kernel"));
    Path none = source("int helper(int i) { return i; }\n");
    CompileException n = assertThrows(CompileException.class, () -> Kernel.compile(none, null, o));
    assertEquals(List.of(), n.kernelChoices().orElseThrow());
    CompileException named =
        assertThrows(CompileException.class, () -> Kernel.compile(none, "k", o));
    assertTrue(named.kernelChoices().isEmpty(), "a named kernel that is missing is another error");
  }

  @org.junit.jupiter.api.Test
  void byValueVectorsPassEveryComponent() throws IOException {
    Path cl =
        source(
            "__kernel void v(__global float4* out, float4 k, int3 s, __global int* sum) {\n"
                + "  size_t i = get_global_id(0);\n"
                + "  out[i] = k * (float)i; sum[i] = s.x * 100 + s.y * 10 + s.z;\n}\n");
    Kernel k = Kernel.compile(cl, null, CompileOptions.defaults());
    Buffer out = Buffer.zeros(ElementType.FLOAT, 4 * 16);
    Buffer sum = Buffer.zeros(ElementType.INT, 16);
    k.newCall()
        .arg("out", out)
        .vector("k", 1.5f, -2, 3, 1e9)
        .vector("s", 1, 2, 3)
        .arg("sum", sum)
        .run(NDRange.of(16));
    float[] k4 = {1.5f, -2f, 3f, 1e9f};
    float[] results = out.toFloatArray();
    for (int i = 0; i < results.length; i++) {
      int workItem = i / 4;
      assertEquals(k4[i % 4] * workItem, results[i], "component " + i);
    }
    for (int s : sum.toIntArray()) {
      assertEquals(123, s);
    }
    KernelArgumentException wrongCount =
        assertThrows(KernelArgumentException.class, () -> k.newCall().vector("k", 1, 2));
    assertTrue(
        wrongCount.getMessage().contains("needs 4 components, not 2"), wrongCount.getMessage());
    KernelArgumentException notVector =
        assertThrows(KernelArgumentException.class, () -> k.newCall().vector("out", 1, 2));
    assertTrue(notVector.getMessage().contains("given a vector"), notVector.getMessage());
  }
}
