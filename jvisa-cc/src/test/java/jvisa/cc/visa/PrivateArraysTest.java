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
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.PrivateMemoryRequest;
import jvisa.ocl.abi.ProgramBuffer;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where private arrays go: gather_lut's {@code int stack[12]} (48 bytes) and {@code uint hist[16]}
 * (64 bytes), in that order, stay in registers while SIMD width times their sizes fits {@link
 * PrivateLayout#REGISTER_BUDGET}, and the rest goes to private memory, whose per-work-item size the
 * launch description gives; {@code __constant} tables beyond their register budget go to the
 * constant buffer.
 */
class PrivateArraysTest {
  @TempDir Path scratch;

  private KernelMetadata compileGatherLut(int simd) throws IOException {
    CaseSpec spec =
        CaseSpec.load(CorpusAssumptions.available(Corpora.SHARED).caseDirectory("gather_lut"));
    Path out = scratch.resolve("gather" + simd);
    KernelCompiler.compileCase(spec, Target.TGLLP, simd, Optional.empty(), out);
    return KernelMetadata.fromCos(out.resolve(KernelCompiler.COS_FILE));
  }

  @Test
  void arraysBeyondTheRegisterBudgetGoToPrivateMemory() throws IOException {
    assertEquals(Optional.empty(), compileGatherLut(8).privateMemory(), "896 bytes fit");
    PrivateMemoryRequest simd16 = compileGatherLut(16).privateMemory().orElseThrow();
    assertEquals(64, simd16.perThreadPrivateMemorySize(), "hist[16] after stack's 768 bytes");
    assertTrue(simd16.simtThread());
    PrivateMemoryRequest simd32 = compileGatherLut(32).privateMemory().orElseThrow();
    assertEquals(64 + 48, simd32.perThreadPrivateMemorySize(), "both, as IGC's 112");
  }

  @Test
  void constantTablesBeyondTheirBudgetGoToTheConstantBuffer() throws IOException {
    Assumptions.assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available());
    Path source = scratch.resolve("big.cl");
    int words = ConstantPlacement.REGISTER_BUDGET / 4 + 1;
    StringBuilder table = new StringBuilder("__constant uint big[" + words + "] = {1");
    for (int k = 1; k < words; k++) {
      table.append(", ").append(k * 7);
    }
    Files.writeString(
        source,
        table
            + "};\n__kernel void big_table(__global uint* out, __global const uint* idx) {\n"
            + "  int i = get_global_id(0);\n  out[i] = big[idx[i]];\n}\n",
        StandardCharsets.UTF_8);
    KernelMetadata meta =
        KernelCompiler.compile(
                source,
                new KernelCompiler.Options(Target.DG2, 16, null, Optional.empty(), ""),
                scratch.resolve("fe"))
            .metadata();
    assertEquals(
        List.of(new ProgramBuffer(ProgramBuffer.Kind.CONSTANT, 0, 1088, 0)),
        meta.programBuffers(),
        "1028 bytes, padded to a cache line");
  }
}
