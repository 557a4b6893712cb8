package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jvisa.corpus.Corpora;
import jvisa.machine.core.Engine;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.launch.EngineDifferentialTest.Observed;
import org.junit.jupiter.api.Test;

/**
 * A plain launch on the JIT with threads enough to make its kernel hot (each thread running each
 * instruction once) compiles the kernel before its threads start; a shorter one starts interpreted
 * and compiles what runs hot. Both compute what the interpreter computes.
 */
class LaunchCompilationTest {
  private static final LaunchOptions TIERED =
      LaunchOptions.defaults().withParallelism(2).withEngine(Engine.JIT, false);
  private static final LaunchOptions INTERPRETED =
      LaunchOptions.defaults().withParallelism(2).withEngine(Engine.INTERP, false);

  /** The hot threshold of a short function: 1024 runs of an instruction. */
  private static final int HOT_THREADS = 1024;

  private static final int SIMD = 16;

  /** vadd_int's work-groups of 64 work-items. */
  private static final int THREADS_PER_GROUP = 4;

  @Test
  void aLaunchOfThreadsEnoughForTheKernelToRunHotRunsCompiledFromItsStart() {
    Observed jit = vadd(HOT_THREADS * SIMD, TIERED);
    assertEquals(HOT_THREADS, jit.stats().get(1), "threads");
    assertEquals(jit.stats().get(2), jit.compiledInstructions(), "every instruction compiled");
    EngineDifferentialTest.compare("vadd_int", vadd(HOT_THREADS * SIMD, INTERPRETED), jit);
  }

  @Test
  void aShorterLaunchStartsInterpreted() {
    int items = (HOT_THREADS - THREADS_PER_GROUP) * SIMD;
    Observed jit = vadd(items, TIERED);
    assertEquals(HOT_THREADS - THREADS_PER_GROUP, jit.stats().get(1), "threads");
    assertTrue(jit.compiledInstructions() < jit.stats().get(2), "some instructions interpreted");
    EngineDifferentialTest.compare("vadd_int", vadd(items, INTERPRETED), jit);
  }

  /** testkernels' vadd_int at SIMD16 over {@code items} random ints, on a new kernel image. */
  private static Observed vadd(int items, LaunchOptions options) {
    TestCorpus.Variant v =
        TestCorpus.of(Corpora.TESTKERNELS).variant("vadd_int", "tgllp-simd16-inline");
    List<ArgSpec> args = new ArrayList<>();
    for (ArgSpec a : v.spec().args()) {
      args.add(
          new ArgSpec(
              a.name(),
              a.kind(),
              a.type(),
              items,
              a.init(),
              a.value(),
              a.output(),
              java.util.Optional.empty(),
              java.util.Optional.empty(),
              a.components()));
    }
    CaseSpec resized = v.spec().withArgs(args).withGlobal(List.of((long) items));
    KernelImage image = KernelLauncher.load(resized, v.variant(), Long.MAX_VALUE);
    return EngineDifferentialTest.observe(
        () ->
            KernelLauncher.launch(
                resized,
                image,
                options,
                a -> {
                  byte[] bytes = new byte[Math.toIntExact(a.byteSize())];
                  new Random(a.name().hashCode()).nextBytes(bytes);
                  return bytes;
                }));
  }
}
