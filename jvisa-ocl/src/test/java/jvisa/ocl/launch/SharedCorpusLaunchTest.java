package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.ocl.TestCorpus;
import jvisa.verify.defuse.ReadBeforeWrite;
import jvisa.verify.defuse.UnwrittenRead;
import org.junit.jupiter.api.Test;

/**
 * Runs every variant of the shared corpus (when it is there). Every variant must match its reference, except
 * variants whose vISA reads bytes no instruction writes first ({@link ReadBeforeWrite}): their results depend
 * on whatever the register held, so they may fail, and each failing one must be such a variant.
 */
class SharedCorpusLaunchTest {
  private static final int POOL = 2;

  record Outcome(TestCorpus.Variant variant, String failure) {}

  @Test
  void everyVariantPassesUnlessItsVisaReadsUnwrittenBytes() throws Exception {
    List<TestCorpus.Variant> variants = TestCorpus.variants();
    ExecutorService pool = Executors.newFixedThreadPool(POOL);
    List<Outcome> outcomes = new ArrayList<>();
    try {
      List<Future<Outcome>> futures = new ArrayList<>();
      for (TestCorpus.Variant v : variants) {
        futures.add(pool.submit(() -> run(v)));
      }
      for (Future<Outcome> f : futures) {
        outcomes.add(f.get());
      }
    } finally {
      pool.shutdownNow();
    }
    List<Outcome> failed = outcomes.stream().filter(o -> o.failure() != null).toList();
    System.out.println("shared corpus: " + (outcomes.size() - failed.size()) + " passed, " + failed.size()
        + " failed");
    List<String> unexplained = new ArrayList<>();
    for (Outcome o : failed) {
      List<UnwrittenRead> reads = ReadBeforeWrite.find(program(o.variant()));
      System.out.println("  FAIL " + o.variant().label() + ": " + o.failure());
      reads.forEach(r -> System.out.println("    " + r.diagnostic()));
      if (reads.isEmpty()) {
        unexplained.add(o.variant().label());
      }
    }
    assertTrue(unexplained.isEmpty(), "failing variants that read no unwritten bytes: " + unexplained);
  }

  private static Outcome run(TestCorpus.Variant v) {
    try {
      LaunchResult r = KernelLauncher.launch(v.spec(), v.variant());
      return new Outcome(v, r.passed() ? null : r.describe().replace('\n', ';'));
    } catch (RuntimeException | StackOverflowError e) {
      return new Outcome(v, "error: " + e.getMessage());
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
