package jvisa.asm.syntax;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jvisa.asm.genx.GenxIr;
import org.junit.jupiter.api.Test;

/**
 * Intel's assembler reads what the syntax tests call Intel syntax: every such sample, and the
 * printed form of every sample but those GenX_IR has no text form for, is assembled by GenX_IR
 * without a parse error. (Many samples then fail GenX_IR's verifier or crash its back end because
 * the instruction does not exist on TGLLP or DG2, or because the sample's values make no sense as a
 * message; only the parse is checked.) Skipped when GenX_IR is absent, or with {@code
 * -Djvisa.genx=skip}.
 */
class GenxSyntaxAcceptanceTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(3);

  @Test
  void intelSyntaxSamplesAndEveryPrintedSampleParseInGenxIr() throws Exception {
    assumeFalse(
        "skip".equals(System.getProperty("jvisa.genx")),
        "GenX_IR syntax check skipped (-Djvisa.genx=skip)");
    var genx = GenxIr.find();
    assumeTrue(genx.isPresent(), "GenX_IR is not on the PATH: Intel-syntax check skipped");
    Map<String, String> kernels = new LinkedHashMap<>();
    for (Syntax.Sample s : SyntaxSuite.recordAll().samples) {
      if (s.dialect() == Syntax.Dialect.INTEL) {
        kernels.putIfAbsent(s.kernel(), s.line());
      }
      if (s.dialect() != Syntax.Dialect.JVISA_ONLY) {
        kernels.putIfAbsent(s.printed(), s.line() + "   (printed)");
      }
    }
    Path scratch = Files.createTempDirectory("jvisa-genx-syntax");
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(2);
    Map<String, Future<GenxIr.Outcome>> results = new LinkedHashMap<>();
    try {
      for (var e : kernels.entrySet()) {
        results.put(e.getKey(), pool.submit(() -> assemble(genx.get(), scratch, e.getKey())));
      }
      List<String> rejected = new ArrayList<>();
      List<String> unconfirmed = new ArrayList<>();
      for (var e : results.entrySet()) {
        GenxIr.Outcome o = get(e.getValue());
        String what = kernels.get(e.getKey());
        if (!o.parsed()) {
          rejected.add(what + "  ->  " + o);
        } else if (!o.isaWritten()
            && o.kind() != GenxIr.Kind.PASS
            && o.kind() != GenxIr.Kind.VERIFY_ERROR) {
          unconfirmed.add(what + "  ->  " + o);
        }
      }
      System.out.printf(
          "GenX_IR syntax check: %d kernels in %.1f s, %d rejected, %d not confirmed (no .isa written)%n",
          kernels.size(), (System.nanoTime() - start) / 1e9, rejected.size(), unconfirmed.size());
      unconfirmed.forEach(u -> System.out.println("  not confirmed: " + u));
      assertTrue(rejected.isEmpty(), "GenX_IR rejects:\n" + String.join("\n", rejected));
    } finally {
      pool.shutdownNow();
      GenxIr.deleteTree(scratch);
    }
  }

  /**
   * Assembles for TGLLP, and for DG2 when TGLLP's parser refuses (LSC and DPAS forms are DG2's).
   */
  private static GenxIr.Outcome assemble(GenxIr genx, Path scratch, String kernel) {
    try {
      List<GenxIr.Named> file = List.of(new GenxIr.Named("sample.visaasm", kernel));
      GenxIr.Outcome o = genx.assemble(scratch, file, "TGLLP", TIMEOUT);
      return o.parsed() ? o : genx.assemble(scratch, file, "DG2", TIMEOUT);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static GenxIr.Outcome get(Future<GenxIr.Outcome> f) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      throw new AssertionError(e.getCause());
    }
  }
}
