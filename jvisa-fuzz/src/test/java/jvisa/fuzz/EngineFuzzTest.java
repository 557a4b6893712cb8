package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The JIT against the interpreter on programs no corpus holds: kernels generated from the
 * instruction table and number mutations of the corpus kernels, each run from random register
 * contents on both engines ({@link EngineOracle}), the JIT compiling before the run or, for half of
 * them, tiered (the blocks that turn hot, while it runs); any difference fails the test with the
 * input shrunk and saved to target/fuzz-failures. Runs {@code jvisa.fuzz.engines.count} inputs
 * (default 150) from seed {@code jvisa.fuzz.engines.seed}, or for {@code
 * jvisa.fuzz.engines.seconds} when that is given.
 */
class EngineFuzzTest {
  private static final long DEFAULT_SEED = 0x656e67696e6573L;

  /** An input on which the engines differ, and whether the JIT compiled it tiered. */
  private record Failing(String text, boolean tiered) {}

  @Test
  void theJitDoesWhatTheInterpreterDoes() throws IOException {
    FuzzBudget budget = FuzzBudget.read("jvisa.fuzz.engines", DEFAULT_SEED, 150);
    List<String> inputs = SeedInputs.load();
    Random random = new Random(budget.seed());
    ProgramGenerator generator = new ProgramGenerator(random);
    NumberMutator numbers = new NumberMutator(random);
    Map<String, Failing> differences = new LinkedHashMap<>();
    long deadline = budget.deadline();
    long compared = 0;
    for (long i = 0; budget.allows(i, deadline); i++) {
      String text =
          random.nextBoolean()
              ? generator.kernel(MachineOracle::accepted)
              : numbers.mutate(inputs.get(random.nextInt(inputs.size())));
      if (!MachineOracle.accepted(text)) {
        continue;
      }
      compared++;
      boolean tiered = random.nextBoolean();
      String d = EngineOracle.difference(text, tiered);
      if (d != null) {
        differences.putIfAbsent(
            (tiered ? "tiered: " : "compiled first: ") + Minimizer.kindOf(d),
            new Failing(text, tiered));
      }
    }
    long compiledSteps = EngineOracle.COMPILED_STEPS.get();
    System.out.printf(
        "engine fuzz: seed=%d, %d programs on both engines (%d instructions run compiled), %d"
            + " kinds of difference%n",
        budget.seed(), compared, compiledSteps, differences.size());
    if (!differences.isEmpty()) {
      StringBuilder report = new StringBuilder();
      for (Failing f : differences.values()) {
        Function<String, String> check = text -> EngineOracle.difference(text, f.tiered());
        String small = Minimizer.minimize(f.text(), check.apply(f.text()), 20_000, check);
        String heading = (f.tiered() ? "tiered: " : "compiled first: ") + check.apply(small);
        report.append(FuzzFailures.entry(heading, "engines", small));
      }
      fail(report.toString());
    }
    assertTrue(
        compared > budget.count() / 4 || budget.seconds() > 0,
        "few inputs were accepted: " + compared);
    assertTrue(compiledSteps > 10 * compared, "the JIT's code ran only " + compiledSteps);
  }
}
