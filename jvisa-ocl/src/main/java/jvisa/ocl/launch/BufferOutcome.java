package jvisa.ocl.launch;

import java.util.Optional;
import jvisa.ocl.corpus.ComparisonResult;

/**
 * How one output buffer of a launch compared with its expected contents.
 *
 * @param comparison null when the case's expected file is not there (the buffer then counts as
 *     failed)
 */
public record BufferOutcome(String argument, ComparisonResult comparison) {
  /** An output whose expected file is missing, so it could not be compared. */
  public static BufferOutcome uncompared(String argument) {
    return new BufferOutcome(argument, null);
  }

  public boolean compared() {
    return comparison != null;
  }

  public Optional<ComparisonResult> comparisonIfAny() {
    return Optional.ofNullable(comparison);
  }

  public boolean passed() {
    return comparison != null && comparison.passed();
  }

  /** One report line, e.g. {@code "steps: 0 of 2400 uint elements differ"}. */
  public String describe() {
    return argument
        + ": "
        + (comparison == null ? "not compared (no expected file)" : comparison.describe());
  }
}
