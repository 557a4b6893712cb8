package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import jvisa.corpus.Corpora;
import jvisa.machine.core.Engine;
import jvisa.machine.memory.Half;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The interpreter and the JIT agree exactly on every variant of each corpus: the same output bytes,
 * the same run statistics (work-groups, threads, executed instructions, active and dispatched
 * channels), or the same fault message. The JIT compiles before the run, so compiled code runs.
 */
class EngineDifferentialTest {
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
    List<List<Observed>> observed =
        TestCorpus.runEach(variants, v -> List.of(run(v, Engine.INTERP), run(v, Engine.JIT)));
    long instructions = 0;
    long compiled = 0;
    for (int i = 0; i < variants.size(); i++) {
      List<Observed> both = observed.get(i);
      compare(variants.get(i).label(), both.get(0), both.get(1), variants.get(i).spec());
      assertEquals(0, both.get(0).compiledInstructions(), "the interpreter compiles nothing");
      if (both.get(1).fault() == null) {
        instructions += both.get(1).stats().get(2);
        compiled += both.get(1).compiledInstructions();
      }
    }
    System.out.printf(
        "%s: the JIT's compiled code ran %d of %d instructions%n", corpus, compiled, instructions);
    assertTrue(
        compiled > MIN_COMPILED * instructions,
        "compiled code ran only " + compiled + " of " + instructions + " instructions");
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
    compare(label, interp, jit, null);
  }

  /**
   * The same fault, statistics and output bytes; with {@code spec}, a NaN element of a floating
   * output equals any NaN, since which NaN an operation on two NaNs gives is the host processor's
   * choice (README, floating point: testkernels' float_special adds two NaNs of opposite signs).
   */
  static void compare(String label, Observed interp, Observed jit, CaseSpec spec) {
    assertEquals(interp.fault(), jit.fault(), label + ": fault");
    assertEquals(
        interp.stats(),
        jit.stats(),
        label + ": statistics (work-groups, threads, instructions, active, dispatched channels)");
    assertEquals(interp.outputs().keySet(), jit.outputs().keySet(), label + ": outputs");
    for (String name : interp.outputs().keySet()) {
      byte[] a = interp.outputs().get(name);
      byte[] b = jit.outputs().get(name);
      ElementType type = spec == null ? null : elementType(spec, name);
      if (type != null && type.isFloating() && a.length == b.length) {
        for (int i = 0; i < a.length / type.size(); i++) {
          long x = type.bitsAt(a, i);
          long y = type.bitsAt(b, i);
          assertTrue(
              x == y || isNaN(type, x) && isNaN(type, y),
              label
                  + ": "
                  + name
                  + "["
                  + i
                  + "]: "
                  + type.formatBits(x)
                  + " and "
                  + type.formatBits(y));
        }
      } else {
        assertArrayEquals(a, b, label + ": " + name);
      }
    }
  }

  private static ElementType elementType(CaseSpec spec, String output) {
    return spec.args().stream()
        .filter(a -> a.name().equals(output))
        .map(ArgSpec::type)
        .findFirst()
        .orElse(null);
  }

  private static boolean isNaN(ElementType type, long bits) {
    return type == ElementType.HALF
        ? Half.isNaN((int) bits & 0xFFFF)
        : Float.isNaN(Float.intBitsToFloat((int) bits));
  }
}
