package jvisa.verify.genx;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import jvisa.asm.genx.GenxIr;
import jvisa.asm.model.Opcode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Differential test against Intel's finalizer: every vector ALU opcode of the instruction table
 * over the type combinations {@link AluCases} generates (allowed and disallowed ones, immediates
 * included), and a sample of message instructions, each asked of GenX_IR (on TGLLP and DG2:
 * accepted if either platform accepts, as our verifier knows no platform) and of our side. Every
 * disagreement must be one listed in {@link KnownDisagreements} with its reason, and every listed
 * one must still occur. Skipped when GenX_IR is not installed, or with {@code -Djvisa.genx=skip}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GenxDifferentialTest {
  private static final List<String> ALU_PLATFORMS = List.of("TGLLP", "DG2");

  private final List<Tried> tried = new ArrayList<>();

  @BeforeAll
  void askBothSides() throws Exception {
    assumeFalse(
        "skip".equals(System.getProperty("jvisa.genx")),
        "GenX_IR differential test skipped (-Djvisa.genx=skip)");
    var genx = GenxIr.find();
    assumeTrue(genx.isPresent(), "GenX_IR is not on the PATH: differential test skipped");
    long start = System.nanoTime();
    Path scratch = Files.createTempDirectory("jvisa-genx-diff");
    GenxJudge judge = new GenxJudge(genx.get(), scratch);
    Map<Opcode, List<AluCase>> byOpcode = new LinkedHashMap<>();
    for (AluCase c : AluCases.all()) {
      byOpcode.computeIfAbsent(c.op(), k -> new ArrayList<>()).add(c);
    }
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      Map<String, Future<List<String>>> verdicts = new LinkedHashMap<>();
      for (var e : byOpcode.entrySet()) {
        List<String> lines = e.getValue().stream().map(AluCase::line).toList();
        for (String platform : ALU_PLATFORMS) {
          verdicts.put(
              e.getKey() + "@" + platform, pool.submit(() -> judge.judge(lines, platform)));
        }
      }
      List<Future<List<String>>> messages = new ArrayList<>();
      for (MessageCases.Sample s : MessageCases.all()) {
        messages.add(pool.submit(() -> judge.judge(List.of(s.line()), s.platform())));
      }
      for (var e : byOpcode.entrySet()) {
        List<List<String>> perPlatform = new ArrayList<>();
        for (String platform : ALU_PLATFORMS) {
          perPlatform.add(verdicts.get(e.getKey() + "@" + platform).get());
        }
        for (int i = 0; i < e.getValue().size(); i++) {
          AluCase c = e.getValue().get(i);
          tried.add(
              new Tried(
                  c.line(),
                  c,
                  acceptedByAny(perPlatform, i),
                  TableRule.rejection(c),
                  OurVerifier.rejection(c.line())));
        }
      }
      List<MessageCases.Sample> samples = MessageCases.all();
      for (int i = 0; i < samples.size(); i++) {
        String line = samples.get(i).line();
        tried.add(
            new Tried(
                line,
                null,
                messages.get(i).get().get(0),
                MessageTable.rejection(line),
                OurVerifier.rejection(line)));
      }
    } finally {
      pool.shutdownNow();
      GenxIr.deleteTree(scratch);
    }
    System.out.printf(
        "GenX_IR differential: %d combinations (%d ALU, %d messages), %d GenX_IR runs, %.1f s%n",
        tried.size(),
        tried.stream().filter(t -> t.alu() != null).count(),
        tried.stream().filter(t -> t.alu() == null).count(),
        judge.runs(),
        (System.nanoTime() - start) / 1e9);
  }

  @Test
  void instructionTableAgreesWithGenxIr() {
    check("instruction table", Tried::table);
  }

  @Test
  void verifierAgreesWithGenxIr() {
    check("Verifier.verify", Tried::verifier);
  }

  private void check(String side, Function<Tried, String> ours) {
    List<String> unexplained = new ArrayList<>();
    Map<Known, Integer> used = new LinkedHashMap<>();
    KnownDisagreements.ALL.forEach(k -> used.put(k, 0));
    int agreements = 0;
    for (Tried t : tried) {
      boolean genxAccepts = t.genx() == null;
      boolean weAccept = ours.apply(t) == null;
      if (genxAccepts == weAccept) {
        agreements++;
        continue;
      }
      Known.Side acceptedBy = genxAccepts ? Known.Side.GENX_IR : Known.Side.JVISA;
      Known k =
          KnownDisagreements.ALL.stream()
              .filter(x -> x.acceptedBy() == acceptedBy && x.covers().test(t))
              .findFirst()
              .orElse(null);
      if (k == null) {
        unexplained.add(
            (genxAccepts
                    ? "GenX_IR accepts, " + side + " rejects (" + ours.apply(t) + ")"
                    : side + " accepts, GenX_IR rejects (" + t.genx() + ")")
                + ":  "
                + t.describe()
                + "   | "
                + t.line());
      } else {
        used.merge(k, 1, Integer::sum);
      }
    }
    int known = used.values().stream().mapToInt(Integer::intValue).sum();
    System.out.printf(
        "%s vs GenX_IR: %d combinations, %d agree, %d known disagreements, %d unexplained%n",
        side, tried.size(), agreements, known, unexplained.size());
    used.forEach(
        (k, n) -> System.out.printf("  %5d  %s accepts: %s%n", n, k.acceptedBy(), k.reason()));
    Set<String> stale = new LinkedHashSet<>();
    used.forEach(
        (k, n) -> {
          if (n == 0) {
            stale.add(k.acceptedBy() + ": " + k.reason());
          }
        });
    assertTrue(
        unexplained.isEmpty(),
        unexplained.size()
            + " disagreements with GenX_IR are not listed:\n"
            + String.join("\n", unexplained));
    assertTrue(
        stale.isEmpty(), "listed disagreements that no longer occur:\n" + String.join("\n", stale));
  }

  private static String acceptedByAny(List<List<String>> perPlatform, int i) {
    List<String> reasons = new ArrayList<>();
    for (int p = 0; p < perPlatform.size(); p++) {
      String r = perPlatform.get(p).get(i);
      if (r == null) {
        return null;
      }
      reasons.add(ALU_PLATFORMS.get(p) + ": " + r);
    }
    return String.join("; ", reasons);
  }
}
