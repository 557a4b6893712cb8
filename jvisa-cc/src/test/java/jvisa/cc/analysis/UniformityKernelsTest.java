package jvisa.cc.analysis;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Module;
import jvisa.cc.pass.Pipeline;
import jvisa.cc.spirv.SpirvTranslator;
import jvisa.spirv.SpirvReader;
import jvisa.spirv.frontend.FrontEnd;
import jvisa.spirv.frontend.KernelSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The uniformity analysis on small OpenCL C kernels, through each installed front end and the
 * passes.
 */
class UniformityKernelsTest {
  @TempDir Path dir;

  @Test
  void branchesHaveTheKnownUniformity() throws Exception {
    assumeFalse(
        CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    Path cl = dir.resolve("uniformity.cl");
    Files.copy(UniformityKernelsTest.class.getResourceAsStream("/jvisa/cc/uniformity.cl"), cl);
    for (FrontEnd fe : CorpusKernels.availableFrontEnds()) {
      KernelSource source =
          new KernelSource("uniformity", cl, "", EnumSet.allOf(FrontEnd.class), "");
      Module m = SpirvTranslator.translate(SpirvReader.read(fe.compileUnder(source, dir)));
      Pipeline.optimize(m);
      check(m, fe, "local_id_branch", false);
      check(m, fe, "argument_branch", true);
      check(m, fe, "global_id_trip_count", false);
      check(m, fe, "argument_trip_count", true);
    }
  }

  private static void check(Module m, FrontEnd fe, String kernel, boolean uniform) {
    Function f = m.kernel(kernel).orElseThrow();
    Uniformity u = Uniformity.analyze(f);
    Map<Block, Boolean> branches = u.branches();
    String where = fe + " " + kernel + ":\n" + u.report() + jvisa.cc.ir.IrPrinter.print(f);
    assertFalse(branches.isEmpty(), where);
    for (boolean b : branches.values()) {
      assertTrue(b == uniform, where);
    }
  }
}
