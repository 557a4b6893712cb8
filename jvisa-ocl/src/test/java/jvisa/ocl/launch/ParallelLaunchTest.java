package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Race-free kernels give the same output bytes and statistics whether their work-groups run one
 * after another or in parallel, and under any shuffled schedule; the variants chosen find their
 * private memory or scratch through each of the places a hardware thread ID is given.
 */
class ParallelLaunchTest {
  private static final List<String> TEST_KERNELS =
      List.of(
          "vadd_int",
          "slm_barrier_reverse",
          "atomics_mix",
          "calls_modes",
          "divergent_loops",
          "float_math",
          "mandelbrot");
  // private memory found through %hw_id (tgllp stack calls) and %sr0 (dg2), scratch slots through
  // r0.5
  // (tgllp subroutines), SLM with barriers
  private static final List<String> CORPUS_VARIANTS =
      List.of(
          "splitmix64/tgllp-simd8-stackcall",
          "splitmix64/dg2-simd8-subroutine",
          "splitmix64/tgllp-simd16-subroutine",
          "calls_divergent/dg2-simd8-stackcall",
          "local_reduce/dg2-simd16-inline",
          "wg_scan/tgllp-simd8-inline",
          "bitonic_local/dg2-simd32-inline");

  static Stream<Arguments> testKernelVariants() {
    List<Arguments> out = new ArrayList<>();
    for (String name : TEST_KERNELS) {
      CaseSpec spec = TestCorpus.testKernels().caseNamed(name);
      out.add(Arguments.of(spec, spec.variants().get(0)));
    }
    return out.stream();
  }

  /**
   * Labels only: each run loads its case, so without the shared corpus each is reported skipped.
   */
  static List<String> sharedCorpusVariants() {
    return CORPUS_VARIANTS;
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("testKernelVariants")
  void testKernelsRunTheSameInParallelAndShuffled(CaseSpec spec, VariantSpec variant) {
    parallelAndShuffledRunsMatchTheSequentialOne(spec, variant);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sharedCorpusVariants")
  void sharedCorpusVariantsRunTheSameInParallelAndShuffled(String label) {
    String[] parts = label.split("/", -1);
    CaseSpec spec = TestCorpus.shared().caseNamed(parts[0]);
    parallelAndShuffledRunsMatchTheSequentialOne(spec, spec.variant(parts[1]).orElseThrow());
  }

  private static void parallelAndShuffledRunsMatchTheSequentialOne(
      CaseSpec spec, VariantSpec variant) {
    LaunchOptions sequential = LaunchOptions.defaults().withParallelism(1);
    LaunchResult reference = KernelLauncher.launch(spec, variant, sequential);
    assertTrue(reference.passed(), reference.describe());
    assertTrue(reference.workGroups() > 1, "the case should have several work-groups");
    for (LaunchOptions o :
        List.of(
            sequential.withParallelism(2),
            sequential.withParallelism(3),
            sequential.withShuffleSeed(1L),
            sequential.withShuffleSeed(99L).withParallelism(2))) {
      LaunchResult r = KernelLauncher.launch(spec, variant, o);
      String what = spec.kernel() + "/" + variant.name() + " with " + o;
      assertTrue(r.passed(), what + ": " + r.describe());
      assertEquals(reference.threads(), r.threads(), what);
      assertEquals(reference.workGroups(), r.workGroups(), what);
      for (Map.Entry<String, byte[]> e : reference.outputBytes().entrySet()) {
        assertArrayEquals(
            e.getValue(), r.outputBytes().get(e.getKey()), what + ", output " + e.getKey());
      }
      if (o.shuffleSeed() == null && !spec.kernel().equals("atomics_mix")) {
        // the same threads run the same instructions, whatever runs beside them (except
        // compare-exchange
        // retry loops, which depend on the interleaving)
        assertEquals(reference.instructions(), r.instructions(), what);
      }
    }
  }
}
