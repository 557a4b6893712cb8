package jvisa.api;

import java.util.List;

/** Words for the kernels a program defines when none was named and there is not exactly one. */
final class KernelChoice {
  private KernelChoice() {}

  /** E.g. {@code no kernel}, or {@code 2 kernels (a, b); choose one with --kernel}. */
  static String describe(List<String> kernels) {
    return kernels.isEmpty()
        ? "no kernel"
        : kernels.size()
            + " kernels ("
            + String.join(", ", kernels)
            + "); choose one with --kernel";
  }
}
