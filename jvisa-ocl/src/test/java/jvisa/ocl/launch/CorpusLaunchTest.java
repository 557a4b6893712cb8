package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.corpus.Corpora;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.verify.defuse.ReadBeforeWrite;
import jvisa.verify.defuse.UnwrittenRead;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Runs every variant of each corpus. Every variant must match its reference, with sound run
 * statistics and one output of the right size per output buffer, except variants whose vISA reads a
 * general variable no instruction writes: their results depend on whatever the register held, so
 * they may fail, and each failing one must be such a variant.
 */
class CorpusLaunchTest {
  record Outcome(TestCorpus.Variant variant, LaunchResult result, String failure) {}

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyVariantPassesUnlessItsVisaReadsUnwrittenVariables(Corpora corpus) throws Exception {
    List<TestCorpus.Variant> variants = TestCorpus.of(corpus).variants();
    assertFalse(variants.isEmpty(), "no variant in the " + corpus + " corpus");
    List<Outcome> outcomes = TestCorpus.runEach(variants, CorpusLaunchTest::run);
    List<Outcome> failed = outcomes.stream().filter(o -> o.failure() != null).toList();
    System.out.println(
        corpus
            + " corpus: "
            + (outcomes.size() - failed.size())
            + " passed, "
            + failed.size()
            + " failed");
    outcomes.stream()
        .filter(o -> o.failure() == null)
        .forEach(o -> checkStatsAndOutputs(o.variant(), o.result()));
    List<String> unexplained = new ArrayList<>();
    for (Outcome o : failed) {
      List<UnwrittenRead> reads = ReadBeforeWrite.find(program(o.variant()));
      System.out.println("  FAIL " + o.variant().label() + ": " + o.failure());
      reads.forEach(r -> System.out.println("    " + r.diagnostic()));
      if (reads.isEmpty()) {
        unexplained.add(o.variant().label());
      }
    }
    assertTrue(
        unexplained.isEmpty(), "failing variants that read no unwritten variable: " + unexplained);
  }

  private static Outcome run(TestCorpus.Variant v) {
    try {
      LaunchResult r = KernelLauncher.launch(v.spec(), v.variant());
      return new Outcome(v, r, r.passed() ? null : r.describe().replace('\n', ';'));
    } catch (RuntimeException | StackOverflowError e) {
      return new Outcome(v, null, "error: " + e.getMessage());
    }
  }

  private static void checkStatsAndOutputs(TestCorpus.Variant v, LaunchResult r) {
    String what = v.label() + ": " + r.describe();
    RunStats s = r.stats();
    assertTrue(s.instructions() > 0 && s.threads() > 0 && s.workGroups() > 0, what);
    assertTrue(s.activeChannels() > 0 && s.activeChannels() <= s.dispatchedChannels(), what);
    assertTrue(s.dispatchedChannels() <= s.instructions() * v.variant().simd(), what);
    assertTrue(s.wallNanos() > 0, what);
    assertTrue(s.kernelNanos() > 0 && s.kernelNanos() <= s.wallNanos(), what);
    List<String> outputs = v.spec().outputs().stream().map(ArgSpec::name).toList();
    assertEquals(outputs, List.copyOf(r.outputBytes().keySet()), what);
    for (ArgSpec a : v.spec().outputs()) {
      assertEquals(a.byteSize(), r.outputBytes().get(a.name()).length, v.label() + " " + a.name());
    }
  }

  private static Program program(TestCorpus.Variant v) {
    List<Unit> units = new ArrayList<>();
    for (Path p : new LinkedHashSet<>(v.spec().visaasmPaths(v.variant()))) {
      ParseResult r = VisaParser.parseFile(p);
      assertTrue(r.ok(), p + " does not parse");
      units.add(r.unit());
    }
    return new Program(units);
  }
}
