package jvisa.ocl.launch;

import jvisa.ocl.corpus.ComparisonResult;

/** How one output buffer of a launch compared with its expected contents. */
public record BufferOutcome(String argument, ComparisonResult comparison) {
  public boolean passed() {
    return comparison.passed();
  }

  /** One report line, e.g. {@code "steps: 0 of 2400 uint elements differ"}. */
  public String describe() {
    return argument + ": " + comparison.describe();
  }
}
