package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jvisa.cc.KernelCompiler;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the backend leaves out: phi copies on loop latches (coalescing), copies for bit-preserving
 * casts, lone GEP terms and extended 32-bit indices, and per-component messages of float4 accesses.
 */
class CodeQualityTest {
  @TempDir Path scratch;

  private List<String> compile(Path source, Target target, int simd) {
    String text =
        KernelCompiler.compile(
                source,
                new KernelCompiler.Options(target, simd, null, Optional.empty(), ""),
                scratch.resolve("fe" + target + simd))
            .visaasm();
    return text.lines().toList();
  }

  private Path source(String name, String text) throws IOException {
    Assumptions.assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available());
    Path p = scratch.resolve(name + ".cl");
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p;
  }

  private List<String> nbody(int simd) {
    Path dir = CorpusAssumptions.available(Corpora.SHARED).caseDirectory("nbody");
    return compile(dir.resolve("kernel.cl"), Target.TGLLP, simd);
  }

  /**
   * The lines of the loop whose body holds the first line containing {@code marker}: from its
   * header's label (the label before the body's) to the back edge's jmp.
   */
  private static List<String> loopAround(List<String> lines, String marker) {
    int at = 0;
    while (!lines.get(at).contains(marker)) {
      at++;
    }
    int body = at;
    while (!lines.get(body).endsWith(":")) {
      body--;
    }
    int header = body - 1;
    while (!lines.get(header).endsWith(":")) {
      header--;
    }
    int to = at;
    while (!lines.get(to).contains("jmp ")) {
      to++;
    }
    return lines.subList(header, to + 1);
  }

  /** The lines of the first back edge's block: from its label to its jmp. */
  private static List<String> firstLatch(List<String> lines) {
    int to = 0;
    while (!lines.get(to).contains("jmp ")) {
      to++;
    }
    int from = to;
    while (!lines.get(from).endsWith(":")) {
      from--;
    }
    return lines.subList(from, to + 1);
  }

  private static long count(List<String> lines, String opcode) {
    return lines.stream().filter(l -> l.strip().startsWith(opcode + " ")).count();
  }

  @Test
  void nbodyInnerLoopHasNoCopies() {
    for (int simd : new int[] {8, 16, 32}) {
      List<String> loop = loopAround(nbody(simd), "rsqrt");
      assertEquals(0, count(loop, "mov"), "SIMD" + simd + ": " + String.join("\n", loop));
    }
  }

  @Test
  void uniformFloat4LoadFromSlmIsOneBlockRead() {
    List<String> loop = loopAround(nbody(16), "rsqrt");
    assertEquals(1, count(loop, "oword_ld"), String.join("\n", loop));
    assertEquals(0, count(loop, "gather4_scaled.R"), String.join("\n", loop));
  }

  @Test
  void float4CopyIntoSlmIsOneGatherAndOneScatterOfTheSamePayload() {
    List<String> lines = nbody(16);
    int store = 0;
    while (!lines.get(store).contains("scatter4_scaled.RGBA")) {
      store++;
    }
    String scatter = lines.get(store);
    String gather = lines.get(store - 1);
    assertTrue(gather.contains("svm_gather4scaled.RGBA"), gather);
    String payload = gather.substring(gather.lastIndexOf(' ') + 1);
    assertTrue(scatter.endsWith(" " + payload), gather + " / " + scatter);
    assertEquals(0, count(lines, "svm_gather"), "no per-component gathers");
  }

  @Test
  void uniformFloat4GlobalLoadIsOneBlockRead() throws IOException {
    Path k =
        source(
            "uniform4",
            "__kernel void k(__global const float4* a, __global float* o, int j) {\n"
                + "  float4 v = a[j];\n"
                + "  o[get_global_id(0)] = v.x + v.y * 2.0f + v.z * 3.0f + v.w * 4.0f;\n"
                + "}\n");
    List<String> tgllp = compile(k, Target.TGLLP, 16);
    assertEquals(1, count(tgllp, "svm_block_ld"), String.join("\n", tgllp));
    assertEquals(0, count(tgllp, "svm_gather.4.1"), String.join("\n", tgllp));
    List<String> dg2 = compile(k, Target.DG2, 16);
    assertEquals(0, count(dg2, "svm_block_ld"), "dg2 keeps one LSC load per component");
  }

  @Test
  void accumulatorLoopLatchHasNoPhiCopies() throws IOException {
    Path k =
        source(
            "accumulate",
            "__kernel void k(__global const float* a, __global float* o, int n) {\n"
                + "  float s = 0.0f, t = 1.0f;\n"
                + "  for (int j = 0; j < n; j++) { s = s * 0.5f + a[j]; t = t - a[j]; }\n"
                + "  o[get_global_id(0)] = s + t;\n"
                + "}\n");
    for (int simd : new int[] {8, 16, 32}) {
      List<String> latch = firstLatch(compile(k, Target.TGLLP, simd));
      assertEquals(0, count(latch, "mov"), "SIMD" + simd + ": " + String.join("\n", latch));
    }
  }

  @Test
  void phiReadByAnotherPhiCopyKeepsItsCopy() throws IOException {
    Path k =
        source(
            "swap",
            "__kernel void k(__global int* o, int n) {\n"
                + "  int a = get_global_id(0), b = 1;\n"
                + "  for (int j = 0; j < n; j++) { int t = a + b; a = b; b = t; }\n"
                + "  o[get_global_id(0)] = a * 3 + b;\n"
                + "}\n");
    List<String> latch = firstLatch(compile(k, Target.TGLLP, 16));
    assertEquals(
        2, count(latch, "mov"), "a = b and b = t, in that order: " + String.join("\n", latch));
  }

  @Test
  void vloadnAndVstorenComputeTheirAddressOnce() throws IOException {
    Path k =
        source(
            "vload8",
            "__kernel void k(__global const float* a, __global float* o) {\n"
                + "  int i = get_global_id(0);\n"
                + "  vstore8(vload8(i, a) * 2.0f, i, o);\n"
                + "}\n");
    List<String> lines = compile(k, Target.TGLLP, 16);
    String text = String.join("\n", lines);
    assertEquals(8, count(lines, "svm_gather.4.1"), text);
    assertEquals(0, count(lines, "mulh"), "index * 8 is a shift: " + text);
    assertEquals(1, count(lines, "shl"), "one scaled index, shared by both accesses: " + text);
    long componentSteps =
        lines.stream().filter(l -> l.strip().startsWith("add ") && l.endsWith(":uq")).count();
    assertEquals(14, componentSteps, "components 1..7 of each access at a constant step: " + text);
  }

  @Test
  void longMultiplyByConstantsIsAShiftOrThreeProducts() throws IOException {
    Path k =
        source(
            "mul64",
            "__kernel void k(__global const long* a, __global long* o) {\n"
                + "  int i = get_global_id(0);\n"
                + "  o[2 * i] = a[i] * 16;\n"
                + "  o[2 * i + 1] = a[i] * 10;\n"
                + "}\n");
    List<String> lines = compile(k, Target.TGLLP, 16);
    String text = String.join("\n", lines);
    assertEquals(1, count(lines, "mulh"), "only * 10 needs a high product: " + text);
    assertEquals(
        3, lines.stream().filter(l -> l.contains(" 0xa:ud")).count(), "mul, mulh, cross: " + text);
    assertEquals(0, lines.stream().filter(l -> l.contains(" 0x10:ud")).count(), text);
    assertTrue(
        lines.stream().noneMatch(l -> l.contains(" 0x0:ud") && l.strip().startsWith("mul")), text);
  }

  @Test
  void longDivisionOfSmallOperandsSkipsTheBitLoop() throws IOException {
    Path k =
        source(
            "rem64",
            "__kernel void k(__global const ulong* a, __global const ulong* b, __global ulong* o) {\n"
                + "  int i = get_global_id(0);\n"
                + "  o[i] = a[i] % b[i];\n"
                + "}\n");
    List<String> lines = compile(k, Target.TGLLP, 16);
    String text = String.join("\n", lines);
    assertEquals(
        1,
        lines.stream().filter(l -> l.contains(") mod (M1, 16)")).count(),
        "one 32-bit mod: " + text);
    int skip = 0;
    while (!lines.get(skip).contains("goto (M1, 16) L_div64_small")) {
      skip++;
    }
    int loop = skip;
    while (!lines.get(loop).contains("jmp (M1_NM, 1) L_div64_")) {
      loop++;
    }
    String label = lines.get(skip).substring(lines.get(skip).lastIndexOf(' ') + 1);
    assertEquals(label + ":", lines.get(loop + 1), "the skip lands past the loop: " + text);
    List<String> dg2 = compile(k, Target.DG2, 16);
    assertEquals(0, dg2.stream().filter(l -> l.contains(") mod (")).count(), "dg2 has no mod");
  }

  @Test
  void scaledIndexIsComputedOncePerBlockAndConstantLocalAddressesAreImmediates()
      throws IOException {
    Path k =
        source(
            "rows",
            "__kernel void k(__global const float* a, __global float* o) {\n"
                + "  __local float t[4][16];\n"
                + "  int x = get_local_id(0);\n"
                + "  for (int r = 0; r < 4; r++) t[r][x] = a[r * 16 + x];\n"
                + "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                + "  o[get_global_id(0)] = t[0][x] + t[1][x] * t[2][x] - t[3][x];\n"
                + "}\n");
    List<String> lines = compile(k, Target.TGLLP, 16);
    String text = String.join("\n", lines);
    assertEquals(
        1,
        lines.stream().filter(l -> l.strip().startsWith("shl") && l.contains(" 0x2:ud")).count(),
        "x * 4 once: " + text);
    assertEquals(
        0,
        lines.stream().filter(l -> l.contains("mov (M1_NM, 1)") && l.contains("0x40:ud")).count(),
        text);
  }
}
