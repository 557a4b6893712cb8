package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.KernelCompiler;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.ocl.abi.BoundProgramBuffer;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.ProgramBuffer;
import jvisa.ocl.abi.ProgramBufferImages;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code __constant} tables beyond the register budget live in the program's constant buffer: a 4
 * KB int table and a 4 KB float table read at run-time indices (per work-item and uniform) next to
 * a small table kept in registers; every result is compared with the table literal's values.
 */
class ConstantBufferTest {
  private static final int WORDS = 1024;
  private static final int SMALL = 8;
  private static final int GLOBAL = 256;
  private static final int LOCAL = 32;
  private static final int SLOTS = 4;

  @TempDir Path scratch;

  private static int intEntry(int k) {
    return k * 0x9E3779B1 ^ (k >>> 3) ^ 0x5bd1e995;
  }

  private static float floatEntry(int k) {
    return (float) (k * 0.37 - 100.5);
  }

  private static int smallEntry(int k) {
    return 1000 + 17 * k;
  }

  /** The three tables' declarations. */
  private static String tableDeclarations() {
    StringBuilder s = new StringBuilder("__constant int big[" + WORDS + "] = {");
    for (int k = 0; k < WORDS; k++) {
      s.append(k == 0 ? "" : ",").append(intEntry(k));
    }
    s.append("};\n__constant float fbig[" + WORDS + "] = {");
    for (int k = 0; k < WORDS; k++) {
      s.append(k == 0 ? "" : ",").append(Float.toHexString(floatEntry(k))).append('f');
    }
    s.append("};\n__constant int small[" + SMALL + "] = {");
    for (int k = 0; k < SMALL; k++) {
      s.append(k == 0 ? "" : ",").append(smallEntry(k));
    }
    return s.append("};\n").toString();
  }

  private static String source() {
    StringBuilder s = new StringBuilder(tableDeclarations());
    s.append(
        """
        __kernel void tables(__global const uint* idx, __global uint* out) {
          int i = get_global_id(0);
          uint k = idx[i];
          out[4 * i] = big[k];
          out[4 * i + 1] = as_uint(fbig[k] * 2.0f);
          out[4 * i + 2] = big[idx[0]] + big[(k + 1) %% %d];
          out[4 * i + 3] = small[k %% %d];
        }
        """
            .formatted(WORDS, SMALL));
    return s.toString();
  }

  private static int[] indices() {
    SplittableRandom r = new SplittableRandom(9);
    int[] idx = new int[GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      idx[i] = i < 4 ? WORDS - 1 - i : r.nextInt(WORDS);
    }
    return idx;
  }

  private static int[] expected(int[] idx) {
    int[] out = new int[SLOTS * GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      int k = idx[i];
      out[4 * i] = intEntry(k);
      out[4 * i + 1] = Float.floatToRawIntBits(floatEntry(k) * 2.0f);
      out[4 * i + 2] = intEntry(idx[0]) + intEntry((k + 1) % WORDS);
      out[4 * i + 3] = smallEntry(k % SMALL);
    }
    return out;
  }

  private OneOutputCase tablesCase(int[] idx) throws IOException {
    return new OneOutputCase(
        scratch.resolve("tables"),
        "tables",
        source(),
        GLOBAL,
        LOCAL,
        List.of("idx"),
        List.of(idx),
        SLOTS * GLOBAL);
  }

  @ParameterizedTest
  @EnumSource(Target.class)
  void compiledKernelsReadTheConstantBuffer(Target target) throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    int[] idx = indices();
    OneOutputCase c = tablesCase(idx);
    FrontEnd fe = CorpusKernels.availableFrontEnds().get(0);
    for (int simd : new int[] {8, 16, 32}) {
      int[] got = c.runCompiled(scratch, target, simd, Optional.of(fe));
      assertArrayEquals(expected(idx), got, target + " SIMD" + simd);
    }
  }

  @Test
  void theLaunchDescriptionBindsTheBufferAndItsBytesLieBesideIt() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    Path source = scratch.resolve("tables.cl");
    Files.writeString(source, source());
    Path out = scratch.resolve("out");
    KernelCompiler.write(
        KernelCompiler.compile(
            source,
            new KernelCompiler.Options(Target.TGLLP, 16, null, Optional.empty(), ""),
            scratch.resolve("fe")),
        out);
    KernelMetadata meta = KernelMetadata.fromCos(out.resolve(KernelCompiler.COS_FILE));
    List<BoundProgramBuffer> bound = meta.boundProgramBuffers();
    assertEquals(1, bound.size());
    assertEquals(2 * 4 * WORDS, bound.get(0).size(), "both big tables, the small one not");
    assertEquals(8, bound.get(0).dataParamSize());
    assertTrue(bound.get(0).dataParamOffset() + 8 <= meta.crossThreadDataSize());
    byte[] bytes =
        Files.readAllBytes(
            out.resolve(ProgramBufferImages.fileName(ProgramBuffer.Kind.CONSTANT, 0)));
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    for (int k = 0; k < WORDS; k++) {
      assertEquals(intEntry(k), b.getInt(4 * k), "big[" + k + "]");
      assertEquals(floatEntry(k), b.getFloat(4 * WORDS + 4 * k), "fbig[" + k + "]");
    }
  }

  @Test
  void tablesWithinTheRegisterBudgetNeedNoBuffer() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    Path source = scratch.resolve("small.cl");
    Files.writeString(
        source,
        "__constant uint t[256] = {1, 2, 3};\n"
            + "__kernel void k(__global const uint* idx, __global uint* out) {\n"
            + "  int i = get_global_id(0);\n  out[i] = t[idx[i] & 255];\n}\n");
    KernelMetadata meta =
        KernelCompiler.compile(
                source,
                new KernelCompiler.Options(Target.DG2, 16, null, Optional.empty(), ""),
                scratch.resolve("fe"))
            .metadata();
    assertEquals(List.of(), meta.programBuffers(), "1024 bytes stay in registers");
  }

  private KernelMetadata compileTwoTables(CallMode calls) throws IOException {
    Path source = scratch.resolve("two.cl");
    Files.writeString(
        source,
        "__constant uint a[192] = {1, 2, 3};\n__constant uint b[192] = {4, 5, 6};\n"
            + "__attribute__((noinline)) uint pick(uint k) { return a[k] + b[k]; }\n"
            + "__kernel void k(__global const uint* idx, __global uint* out) {\n"
            + "  int i = get_global_id(0);\n  out[i] = pick(idx[i] % 192);\n}\n");
    return KernelCompiler.compile(
            source,
            new KernelCompiler.Options(
                Target.TGLLP, 16, null, Optional.empty(), "", calls, Addressing.STATELESS),
            scratch.resolve("fe"))
        .metadata();
  }

  @Test
  void tablesTogetherBeyondTheBudgetPutTheLaterOnesInTheBuffer() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    assertEquals(
        List.of(new ProgramBuffer(ProgramBuffer.Kind.CONSTANT, 0, 768, 0)),
        compileTwoTables(CallMode.INLINE).programBuffers(),
        "a's 768 bytes fit the 1024, b's do not");
  }

  private static final String STACK_KERNEL =
      """
      __attribute__((noinline)) uint deeper(uint k) {
        return big[(k + 1) %% %d] + small[k %% %d];
      }
      __attribute__((noinline)) uint callee(uint k) {
        return as_uint(fbig[k] * 2.0f) ^ deeper(k);
      }
      __kernel void stack_tables(__global const uint* idx, __global uint* out) {
        int i = get_global_id(0);
        uint k = idx[i];
        out[4 * i] = big[k];
        out[4 * i + 1] = callee(k);
        out[4 * i + 2] = deeper(k ^ 5);
        out[4 * i + 3] = small[k %% %d];
      }
      """;

  private static int deeper(int k) {
    return intEntry((k + 1) % WORDS) + smallEntry(k % SMALL);
  }

  /**
   * Stack-called functions (and one called by another) read the buffer tables through the address
   * each stack call passes, and the small table from their own registers.
   */
  @ParameterizedTest
  @EnumSource(Target.class)
  void stackCalledFunctionsReadTheConstantBuffer(Target target) throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    int[] idx = indices();
    String source = tableDeclarations() + STACK_KERNEL.formatted(WORDS, SMALL, SMALL);
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("stack"),
            "stack_tables",
            source,
            GLOBAL,
            LOCAL,
            List.of("idx"),
            List.of(idx),
            SLOTS * GLOBAL);
    int[] expected = new int[SLOTS * GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      int k = idx[i];
      expected[4 * i] = intEntry(k);
      expected[4 * i + 1] = Float.floatToRawIntBits(floatEntry(k) * 2.0f) ^ deeper(k);
      expected[4 * i + 2] = deeper(k ^ 5);
      expected[4 * i + 3] = smallEntry(k % SMALL);
    }
    for (FrontEnd fe : CorpusKernels.availableFrontEnds()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            expected,
            c.runCompiled(scratch, target, simd, CallMode.STACKCALL, Optional.of(fe)),
            target + " SIMD" + simd + " " + fe);
      }
    }
    assertEquals(
        List.of(new ProgramBuffer(ProgramBuffer.Kind.CONSTANT, 0, 768, 0)),
        compileTwoTables(CallMode.STACKCALL).programBuffers(),
        "the same placement as inline calls");
  }
}
