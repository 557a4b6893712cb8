package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.PrintfSurface;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * printf compiled by our backend writes IGC's printf buffer protocol: the launcher prints exactly
 * what IGC's kernels print, in the same order, on both targets, every SIMD width and call mode;
 * what it cannot compile is refused naming why.
 */
class PrintfKernelsTest {
  @TempDir Path scratch;

  private static CaseSpec printfMix() {
    return CaseSpec.load(
        CorpusAssumptions.available(Corpora.TESTKERNELS).caseDirectory("printf_mix"));
  }

  /** IGC's variant of the same target and width (inline when IGC has no such call mode). */
  private static VariantSpec igcVariant(CaseSpec spec, Target t, int simd, CallMode calls) {
    String prefix = t.cliName() + "-simd" + simd + "-";
    return spec.variant(prefix + calls.cliName())
        .or(() -> spec.variant(prefix + "inline"))
        .orElseThrow();
  }

  @ParameterizedTest
  @EnumSource(Target.class)
  void compiledKernelsPrintWhatIgcsPrint(Target t) throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    CaseSpec spec = printfMix();
    for (CallMode calls : CallMode.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        Path out = scratch.resolve(t.cliName() + simd + calls.cliName());
        VariantSpec ours =
            KernelCompiler.compileCase(
                spec, t, simd, calls, Addressing.STATELESS, Optional.empty(), out);
        LaunchResult r = KernelLauncher.launch(spec, ours);
        String igc = KernelLauncher.launch(spec, igcVariant(spec, t, simd, calls)).printfOutput();
        String label = t + " SIMD" + simd + " " + calls;
        assertTrue(r.passed(), label + ": " + r.describe());
        assertTrue(igc.lines().count() > 10, label);
        assertEquals(igc, r.printfOutput(), label);
        List<Path> files = new ArrayList<>();
        for (String f : ours.visaasm()) {
          files.add(out.resolve(f));
        }
        BackendKernelsTest.genxAccepts(scratch, files, t, "printf_mix " + label);
      }
    }
  }

  private VisaBackend.Compiled compile(String source, CallMode calls) throws IOException {
    Path file = scratch.resolve("k.cl");
    Files.writeString(file, source);
    return KernelCompiler.compile(
        file,
        new KernelCompiler.Options(
            Target.DG2, 16, null, Optional.empty(), "", calls, Addressing.STATELESS),
        scratch.resolve("fe"));
  }

  @Test
  void theLaunchDescriptionCarriesTheBufferAndEscapedStrings() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    KernelMetadata m =
        compile(
                "__kernel void k(__global int* o) {\n"
                    + "  printf(\"a\\t\\\"%s\\\"\\n\", \"q\\\\\");\n  o[0] = 1;\n}\n",
                CallMode.INLINE)
            .metadata();
    PrintfSurface p = m.printfSurface().orElseThrow();
    assertEquals(List.of("a\\t\\\"%s\\\"\\n", "q\\\\"), List.copyOf(p.strings().values()));
    assertEquals(8, p.dataParamSize());
    assertTrue(p.dataParamOffset() + 8 <= m.crossThreadDataSize());
  }

  @Test
  void aKernelWithoutPrintfHasNoPrintfSurface() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    KernelMetadata m =
        compile("__kernel void k(__global int* o) { o[0] = 1; }\n", CallMode.INLINE).metadata();
    assertTrue(m.printfSurface().isEmpty());
  }

  @Test
  void aStringArgumentChosenAtRunTimeIsRefused() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    String source =
        "__kernel void k(__global int* o) {\n"
            + "  printf(\"%s\\n\", o[0] ? \"yes\" : \"no\");\n}\n";
    CompileError e = assertThrows(CompileError.class, () -> compile(source, CallMode.INLINE));
    assertTrue(e.getMessage().contains("%s argument that is not a string literal"), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Target.class)
  void subroutinesPrintTooAndTheReturnValueSaysWhetherTheRecordFit(Target t) throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    String source =
        "__attribute__((noinline)) int say(int v) { return printf(\"v=%d %s\\n\", v, \"x\"); }\n"
            + "__kernel void k(__global const uint* in, __global uint* out) {\n"
            + "  int i = get_global_id(0);\n"
            + "  out[i] = (in[i] & 1) ? say(i) + 10 : 20;\n}\n";
    int[] in = new int[48];
    StringBuilder expected = new StringBuilder();
    int[] words = new int[48];
    for (int i = 0; i < in.length; i++) {
      in[i] = i * 7 % 5;
      words[i] = (in[i] & 1) != 0 ? 10 : 20;
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("sub"), "k", source, in.length, 16, List.of("in"), List.of(in), 48);
    for (int simd : new int[] {8, 16, 32}) {
      int perThread = Math.min(simd, 16);
      expected.setLength(0);
      for (int i = 0; i < in.length; i++) {
        if ((in[i] & 1) != 0) {
          expected.append("v=").append(i).append(" x\n");
        }
      }
      LaunchResult r = c.launchCompiled(scratch, t, simd, CallMode.SUBROUTINE);
      assertEquals(expected.toString(), r.printfOutput(), t + " SIMD" + simd + " per " + perThread);
      assertEquals(List.of(), mismatches(words, r.outputBytes().get("out")), t + " SIMD" + simd);
    }
  }

  private static List<Integer> mismatches(int[] expected, byte[] actual) {
    java.nio.IntBuffer got =
        java.nio.ByteBuffer.wrap(actual).order(java.nio.ByteOrder.LITTLE_ENDIAN).asIntBuffer();
    List<Integer> bad = new ArrayList<>();
    for (int i = 0; i < expected.length; i++) {
      if (got.get(i) != expected[i]) {
        bad.add(i);
      }
    }
    return bad;
  }
}
