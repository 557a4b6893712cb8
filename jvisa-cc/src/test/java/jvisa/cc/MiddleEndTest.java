package jvisa.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import jvisa.cc.corpus.CorpusKernels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MiddleEndTest {
  @TempDir Path dir;

  @Test
  void compilesOpenClSourceThroughAnInstalledFrontEnd() throws Exception {
    assumeFalse(
        CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    Path cl = dir.resolve("scale.cl");
    Files.writeString(
        cl, "__kernel void scale(__global float* x, float k) { x[get_global_id(0)] *= k * F; }\n");
    MiddleEnd.Result r = MiddleEnd.compile(cl, "-DF=2.0f", Optional.empty(), dir);
    assertTrue(r.module().kernel("scale").isPresent());
    assertEquals(0, r.stats().scalarAllocasLeft());
    assertTrue(r.uniformity().get("scale").branches().isEmpty());
  }

  @Test
  void malformedSpirvIsACompileError() {
    CompileError e =
        assertThrows(CompileError.class, () -> MiddleEnd.compile(new byte[] {1, 2, 3}));
    assertTrue(e.getMessage().startsWith("malformed SPIR-V: "), e.getMessage());
  }

  @Test
  void frontEndErrorsAreCompileErrors() throws Exception {
    assumeFalse(
        CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    Path cl = dir.resolve("bad.cl");
    Files.writeString(cl, "__kernel void bad(__global int* x) { x[0] = undeclared; }\n");
    CompileError e =
        assertThrows(CompileError.class, () -> MiddleEnd.compile(cl, "", Optional.empty(), dir));
    assertTrue(e.getMessage().contains("undeclared"), e.getMessage());
  }
}
