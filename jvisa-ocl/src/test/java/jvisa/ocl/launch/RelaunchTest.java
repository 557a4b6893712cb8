package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.machine.core.Engine;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.launch.EngineDifferentialTest.Observed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A kernel image launched again runs on the program its first launch decoded and the code the JIT
 * compiled for it ({@link DecodedPrograms}), with the same results; launches with checks or other
 * engines get programs of their own.
 */
class RelaunchTest {
  private static final LaunchOptions TIERED =
      LaunchOptions.defaults().withParallelism(1).withEngine(Engine.JIT, false);

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyVariantGivesTheSameBytesAndStatisticsWhenLaunchedAgain(Corpora corpus) {
    List<TestCorpus.Variant> variants = TestCorpus.of(corpus).variants();
    assertFalse(variants.isEmpty());
    long compiledFirst = 0;
    long compiledAgain = 0;
    long nanPayloads = 0;
    for (TestCorpus.Variant v : variants) {
      KernelImage image = load(v);
      Observed first = run(v, image, TIERED);
      Observed again = run(v, image, TIERED);
      nanPayloads += assertSameRun(v, first, again);
      compiledFirst += first.compiledInstructions();
      compiledAgain += again.compiledInstructions();
    }
    System.out.printf(
        "%s: compiled code ran %d instructions in first launches, %d in second ones;"
            + " %d NaNs with another payload%n",
        corpus, compiledFirst, compiledAgain, nanPayloads);
    assertTrue(
        compiledAgain > compiledFirst,
        "later launches start on compiled code: " + compiledAgain + " vs " + compiledFirst);
  }

  @Test
  void eachEngineConfigurationDecodesItsOwnProgram() {
    TestCorpus.Variant v = TestCorpus.testKernels().variant("vadd_int", "tgllp-simd8-inline");
    KernelImage image = load(v);
    assertTrue(run(v, image, TIERED.withEngine(Engine.JIT, true)).compiledInstructions() > 0);
    assertEquals(0, run(v, image, TIERED.withEngine(Engine.INTERP, false)).compiledInstructions());
    DecodedPrograms decoded = image.decoded();
    assertSame(
        decoded.plain(image.program(), true, Engine.JIT, true),
        decoded.plain(image.program(), true, Engine.JIT, true));
    assertNotSame(
        decoded.plain(image.program(), true, Engine.JIT, true),
        decoded.plain(image.program(), false, Engine.JIT, true));
  }

  @Test
  void checkedLaunchesDoNotShareTheCompiledProgram() {
    TestCorpus.Variant v = TestCorpus.testKernels().variant("vadd_int", "tgllp-simd8-inline");
    KernelImage image = load(v);
    LaunchOptions compiled = TIERED.withEngine(Engine.JIT, true);
    Observed plain = run(v, image, compiled);
    assertTrue(plain.compiledInstructions() > 0);
    FindingLog log = new FindingLog(20, null);
    Observed checked = run(v, image, compiled.withChecks(EnumSet.of(CheckKind.UNINIT), log));
    assertEquals(0, checked.compiledInstructions(), "checked threads run the interpreter");
    assertTrue(log.isEmpty(), String.join("\n", log.report()));
    Observed plainAgain = run(v, image, compiled);
    EngineDifferentialTest.compare("after a checked launch", plain, plainAgain);
    assertEquals(plain.compiledInstructions(), plainAgain.compiledInstructions());
  }

  /**
   * The same fault or statistics and the same output bytes, except that an element both launches
   * wrote as a NaN may carry another payload: when both operands of an operation are NaNs, the host
   * processor chooses (README, floating point), and testkernels' float_special meets that.
   */
  private static int assertSameRun(TestCorpus.Variant v, Observed first, Observed again) {
    String label = v.label() + " launched again";
    assertEquals(first.fault(), again.fault(), label + ": fault");
    assertEquals(first.stats(), again.stats(), label + ": statistics");
    assertEquals(first.outputs().keySet(), again.outputs().keySet(), label + ": outputs");
    int nanPayloads = 0;
    for (ArgSpec a : v.spec().args()) {
      byte[] x = first.outputs().get(a.name());
      byte[] y = again.outputs().get(a.name());
      if (x == null || Arrays.equals(x, y)) {
        continue;
      }
      int size = a.type().size();
      assertTrue(a.type().isFloating(), label + ": " + a.name() + " differs");
      for (int i = 0; i < x.length; i += size) {
        if (!Arrays.equals(x, i, i + size, y, i, i + size)) {
          assertTrue(
              isNan(x, i, size) && isNan(y, i, size),
              label + ": " + a.name() + " differs at byte " + i);
          nanPayloads++;
        }
      }
    }
    return nanPayloads;
  }

  private static boolean isNan(byte[] b, int at, int size) {
    long bits = 0;
    for (int k = size - 1; k >= 0; k--) {
      bits = bits << 8 | (b[at + k] & 0xff);
    }
    int exponentBits = size == 2 ? 5 : size == 4 ? 8 : 11;
    long magnitude = bits & ((1L << (8 * size - 1)) - 1);
    return magnitude > ((1L << exponentBits) - 1) << (8 * size - 1 - exponentBits);
  }

  private static KernelImage load(TestCorpus.Variant v) {
    return KernelLauncher.load(v.spec(), v.variant(), Long.MAX_VALUE);
  }

  private static Observed run(TestCorpus.Variant v, KernelImage image, LaunchOptions options) {
    return EngineDifferentialTest.observe(
        () ->
            KernelLauncher.launch(
                v.spec(), image, options, a -> v.spec().loadInput(a, Long.MAX_VALUE)));
  }
}
