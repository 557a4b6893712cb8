package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * No program the verifier accepts can make the machine throw anything but a clean {@link
 * jvisa.machine.core.MachineFault} or {@link jvisa.machine.core.DecodeException}. Inputs: kernels
 * generated from the instruction table, and number and byte mutations of the corpus kernels. Runs
 * {@code jvisa.fuzz.machine.count} inputs (default 2000) from seed {@code jvisa.fuzz.machine.seed},
 * or for {@code jvisa.fuzz.machine.seconds} when that is given; each accepted program runs with a
 * small step limit, alone (as {@code jvisa exec}) or with bounded memories. Crashing inputs are
 * shrunk and saved to target/fuzz-failures.
 */
class MachineFuzzTest {
  private static final long DEFAULT_SEED = 0x6d616368696eL;
  private static final long HANG_MILLIS = 30_000;

  private final Map<String, String> crashes = new LinkedHashMap<>();
  private final Map<MachineOracle.Outcome, Long> outcomes =
      new EnumMap<>(MachineOracle.Outcome.class);
  private volatile String current = "";
  private volatile long currentSince = System.currentTimeMillis();
  private volatile long done;

  @Test
  void acceptedProgramsEndOrFaultCleanly() throws Exception {
    FuzzBudget budget = FuzzBudget.read("jvisa.fuzz.machine", DEFAULT_SEED, 2000);
    List<String> inputs = SeedInputs.load();
    System.out.printf(
        "machine fuzz: seed=%d, %s, %d seed inputs%n",
        budget.seed(), budget.describe(), inputs.size());
    Thread worker = new Thread(() -> run(budget, inputs), "machine-fuzz");
    worker.setDaemon(true);
    worker.start();
    while (worker.isAlive()) {
      worker.join(1000);
      if (worker.isAlive() && System.currentTimeMillis() - currentSince > HANG_MILLIS) {
        fail(
            "an input ran for over "
                + HANG_MILLIS / 1000
                + " s; saved to "
                + FuzzFailures.save("hang", current));
      }
    }
    synchronized (crashes) {
      System.out.printf(
          "machine fuzz: %d inputs: %s, %d kinds of crash%n", done, outcomes, crashes.size());
      if (!crashes.isEmpty()) {
        StringBuilder report = new StringBuilder();
        for (Map.Entry<String, String> e : crashes.entrySet()) {
          String small =
              Minimizer.minimize(e.getValue(), e.getKey(), 20_000, MachineFuzzTest::crashOf);
          report.append(FuzzFailures.entry(e.getKey(), "machine", small));
        }
        fail(report.toString());
      }
    }
    assertTrue(
        outcomes.getOrDefault(MachineOracle.Outcome.ENDED, 0L)
                + outcomes.getOrDefault(MachineOracle.Outcome.FAULTED, 0L)
            > 0,
        "no input reached the machine");
  }

  /** The crash an input causes in either run mode, or null. */
  static String crashOf(String text) {
    for (boolean withMemory : new boolean[] {true, false}) {
      MachineOracle.Result r = MachineOracle.check(text, withMemory);
      if (r.outcome() == MachineOracle.Outcome.CRASHED) {
        return r.crash();
      }
    }
    return null;
  }

  private void run(FuzzBudget budget, List<String> inputs) {
    Random random = new Random(budget.seed());
    ProgramGenerator generator = new ProgramGenerator(random);
    NumberMutator numbers = new NumberMutator(random);
    Mutator bytes = new Mutator(random);
    long deadline = budget.deadline();
    for (long i = 0; budget.allows(i, deadline); i++) {
      String text =
          switch (random.nextInt(5)) {
            case 0 -> generator.kernel();
            case 1 -> generator.kernel(MachineOracle::accepted);
            case 2, 3 -> numbers.mutate(inputs.get(random.nextInt(inputs.size())));
            default -> bytes.mutate(inputs.get(random.nextInt(inputs.size())));
          };
      current = text;
      currentSince = System.currentTimeMillis();
      MachineOracle.Result r = MachineOracle.check(text, random.nextBoolean());
      synchronized (crashes) {
        outcomes.merge(r.outcome(), 1L, Long::sum);
        done++;
        if (r.crash() != null) {
          crashes.putIfAbsent(Minimizer.kindOf(r.crash()), text);
        }
      }
    }
  }
}
