package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.ocl.TestCorpus;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every variant of each corpus under all checks: no finding, except in the variants whose IGC code
 * reads SIMD32 subroutine results no instruction writes, where the uninitialised-value check must
 * name the never-written variables (and only that check may find something, besides the bounds and
 * uninitialised-address reports the garbage addresses cause).
 */
class CheckedCorpusTest {
  /** IGC's defect (issue 10): upper-half subroutine results that nothing writes. */
  private static boolean igcDefect(TestCorpus.Variant v) {
    String c = v.spec().kernel();
    return v.variant().name().endsWith("-simd32-subroutine")
        && (c.equals("calls_divergent") || c.equals("splitmix64"));
  }

  record Outcome(TestCorpus.Variant variant, FindingLog findings, String error) {}

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyVariantRunsCleanExceptTheIgcDefects(Corpora corpus) throws Exception {
    List<TestCorpus.Variant> variants = TestCorpus.of(corpus).variants();
    assertFalse(variants.isEmpty(), "no variant in the " + corpus + " corpus");
    List<Outcome> outcomes = TestCorpus.runEach(variants, CheckedCorpusTest::run);
    List<String> unexpected = new ArrayList<>();
    int defects = 0;
    for (Outcome o : outcomes) {
      String label = o.variant().label();
      assertEquals(null, o.error(), label);
      if (igcDefect(o.variant())) {
        defects++;
        String r = String.join("\n", o.findings().report());
        assertTrue(r.contains("uninitialised"), label + ": no uninit finding\n" + r);
        assertTrue(
            r.matches("(?s).*comes from 'V\\d+', which no instruction wrote.*"),
            label + ": the report names no variable\n" + r);
      } else if (!o.findings().isEmpty()) {
        unexpected.add(label + ":\n" + String.join("\n", o.findings().report()));
      }
    }
    System.out.println(
        corpus
            + " corpus under --check all: "
            + outcomes.size()
            + " variants, "
            + defects
            + " IGC-defect variants with findings");
    assertTrue(unexpected.isEmpty(), String.join("\n", unexpected));
  }

  private static Outcome run(TestCorpus.Variant v) {
    FindingLog log = new FindingLog(20, null);
    try {
      LaunchOptions options =
          LaunchOptions.defaults()
              .withParallelism(1)
              .withChecks(EnumSet.allOf(CheckKind.class), log);
      KernelLauncher.launch(v.spec(), v.variant(), options);
      return new Outcome(v, log, null);
    } catch (RuntimeException | StackOverflowError e) {
      return new Outcome(v, log, "error: " + e.getMessage());
    }
  }
}
