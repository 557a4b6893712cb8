package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jvisa.corpus.Corpora;
import jvisa.machine.core.Engine;
import jvisa.ocl.TestCorpus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The interpreter and the JIT agree exactly on every variant of each corpus: the same output bytes,
 * the same run statistics (work-groups, threads, executed instructions, active and dispatched
 * channels), or the same fault message. The JIT compiles before the run, so compiled code runs.
 */
class EngineDifferentialTest {
  private static final int POOL = 2;

  /** What a launch gave: its outputs and statistics, or its fault. */
  record Observed(Map<String, byte[]> outputs, List<Long> stats, String fault) {}

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void bothEnginesGiveTheSameBytesAndStatistics(Corpora corpus) throws Exception {
    List<TestCorpus.Variant> variants = TestCorpus.of(corpus).variants();
    assertFalse(variants.isEmpty(), "no variant in the " + corpus + " corpus");
    ExecutorService pool = Executors.newFixedThreadPool(POOL);
    try {
      List<Future<List<Observed>>> futures = new ArrayList<>();
      for (TestCorpus.Variant v : variants) {
        futures.add(pool.submit(() -> List.of(run(v, Engine.INTERP), run(v, Engine.JIT))));
      }
      for (int i = 0; i < variants.size(); i++) {
        List<Observed> both = futures.get(i).get();
        compare(variants.get(i).label(), both.get(0), both.get(1));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  static Observed run(TestCorpus.Variant v, Engine engine) {
    LaunchOptions options = LaunchOptions.defaults().withParallelism(1).withEngine(engine, true);
    try {
      LaunchResult r = KernelLauncher.launch(v.spec(), v.variant(), options);
      RunStats s = r.stats();
      return new Observed(
          r.outputBytes(),
          List.of(
              s.workGroups(),
              s.threads(),
              s.instructions(),
              s.activeChannels(),
              s.dispatchedChannels()),
          null);
    } catch (RuntimeException | StackOverflowError e) {
      return new Observed(
          Map.of(), List.of(), e.getClass().getSimpleName() + ": " + e.getMessage());
    }
  }

  static void compare(String label, Observed interp, Observed jit) {
    assertEquals(interp.fault(), jit.fault(), label + ": fault");
    assertEquals(
        interp.stats(),
        jit.stats(),
        label + ": statistics (work-groups, threads, instructions, active, dispatched channels)");
    assertEquals(interp.outputs().keySet(), jit.outputs().keySet(), label + ": outputs");
    for (String name : interp.outputs().keySet()) {
      assertArrayEquals(interp.outputs().get(name), jit.outputs().get(name), label + ": " + name);
    }
  }
}
