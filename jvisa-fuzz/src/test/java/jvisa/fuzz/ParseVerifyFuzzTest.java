package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Mutation fuzzing of the parser and verifier. Runs for {@code jvisa.fuzz.seconds} (default 20)
 * from seed {@code jvisa.fuzz.seed} (default fixed, printed) on a thread with the JVM's ordinary 1
 * MB stack, the stack the command-line tool runs on. A failing input is shrunk and written to
 * target/fuzz-failures.
 */
class ParseVerifyFuzzTest {
  private static final long DEFAULT_SEED = 0x6a76697361L;
  private static final long STACK_BYTES = 1L << 20;

  /** Distinct kinds of failure found so far: description of the first occurrence -> its input. */
  private final Map<String, String> failures = new LinkedHashMap<>();

  private final Map<String, String> kinds = new LinkedHashMap<>();
  private volatile String current = "";
  private final java.util.concurrent.atomic.AtomicLong iterations =
      new java.util.concurrent.atomic.AtomicLong();

  @Test
  void parserAndVerifierSurviveMutatedInput() throws Exception {
    long seed = Long.getLong("jvisa.fuzz.seed", DEFAULT_SEED);
    double seconds = Double.parseDouble(System.getProperty("jvisa.fuzz.seconds", "20"));
    List<String> inputs = SeedInputs.load();
    System.out.printf(
        "fuzz: seed=%d (-Djvisa.fuzz.seed), %.0f s, %d seed inputs%n",
        seed, seconds, inputs.size());

    Thread worker = new Thread(null, () -> run(seed, seconds, inputs), "fuzz", STACK_BYTES);
    worker.setDaemon(true);
    worker.start();
    worker.join((long) (seconds * 1000) + 120_000);
    if (worker.isAlive()) {
      Path saved = FuzzFailures.save("hang", current);
      fail("an input made parse or verify hang for over two minutes; saved to " + saved);
    }
    synchronized (failures) {
      System.out.printf(
          "fuzz: %d iterations, %d kinds of failure%n", iterations.get(), failures.size());
      if (!failures.isEmpty()) {
        StringBuilder report = new StringBuilder();
        for (Map.Entry<String, String> e : failures.entrySet()) {
          String small = Minimizer.minimize(e.getValue(), e.getKey(), 10_000);
          Path saved = FuzzFailures.save("crash", small);
          report
              .append(e.getKey())
              .append("\nminimized input (")
              .append(small.length())
              .append(" chars) saved to ")
              .append(saved)
              .append(":\n")
              .append(small.length() < 1000 ? small : small.substring(0, 1000) + " ...")
              .append("\n\n");
        }
        fail(report.toString());
      }
    }
    assertTrue(iterations.get() > 0);
  }

  private void run(long seed, double seconds, List<String> inputs) {
    Random random = new Random(seed);
    Mutator mutator = new Mutator(random);
    long deadline = System.nanoTime() + (long) (seconds * 1e9);
    while (System.nanoTime() < deadline) {
      String base = mutator.slice(inputs.get(random.nextInt(inputs.size())));
      String text = mutator.mutate(base);
      current = text;
      String f = Oracle.check(text);
      iterations.incrementAndGet();
      if (f != null) {
        synchronized (failures) {
          String kind = Minimizer.kindOf(f);
          if (!kinds.containsKey(kind)) {
            kinds.put(kind, f);
            failures.put("iteration " + iterations.get() + ": " + f, text);
          }
        }
      }
    }
  }
}
