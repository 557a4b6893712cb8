package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
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

  /**
   * The least fraction of a corpus's instructions the JIT's code must run (measured: all of both
   * corpora's, calls, returns and barriers included, since blocks end with them in compiled code).
   */
  private static final double MIN_COMPILED = 0.9;

  /** What a launch gave: its outputs and statistics, or its fault. */
  record Observed(
      Map<String, byte[]> outputs, List<Long> stats, long compiledInstructions, String fault) {}

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
      long instructions = 0;
      long compiled = 0;
      for (int i = 0; i < variants.size(); i++) {
        List<Observed> both = futures.get(i).get();
        compare(variants.get(i).label(), both.get(0), both.get(1));
        assertEquals(0, both.get(0).compiledInstructions(), "the interpreter compiles nothing");
        if (both.get(1).fault() == null) {
          instructions += both.get(1).stats().get(2);
          compiled += both.get(1).compiledInstructions();
        }
      }
      System.out.printf(
          "%s: the JIT's compiled code ran %d of %d instructions%n",
          corpus, compiled, instructions);
      assertTrue(
          compiled > MIN_COMPILED * instructions,
          "compiled code ran only " + compiled + " of " + instructions + " instructions");
    } finally {
      pool.shutdownNow();
    }
  }

  static Observed run(TestCorpus.Variant v, Engine engine) {
    LaunchOptions options = LaunchOptions.defaults().withParallelism(1).withEngine(engine, true);
    return observe(() -> KernelLauncher.launch(v.spec(), v.variant(), options));
  }

  /** What {@code launch} gave. */
  static Observed observe(Supplier<LaunchResult> launch) {
    try {
      LaunchResult r = launch.get();
      RunStats s = r.stats();
      return new Observed(
          r.outputBytes(),
          List.of(
              s.workGroups(),
              s.threads(),
              s.instructions(),
              s.activeChannels(),
              s.dispatchedChannels()),
          s.compiledInstructions(),
          null);
    } catch (RuntimeException | StackOverflowError e) {
      return new Observed(
          Map.of(), List.of(), 0, e.getClass().getSimpleName() + ": " + e.getMessage());
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
