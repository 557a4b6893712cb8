package jvisa.cli;

import jvisa.cc.visa.Addressing;
import picocli.CommandLine.Option;

/** {@code --stateful}: how kernels compiled by {@code --compile} reach their buffer arguments. */
final class StatefulOption {
  @Option(
      names = "--stateful",
      description =
          "with --compile: reach buffer arguments through their binding-table surfaces (32-bit"
              + " offsets from each buffer's base) instead of 64-bit addresses")
  boolean stateful;

  /** The addressing to compile with; {@code --stateful} without {@code --compile} is a misuse. */
  Addressing addressing(boolean compile) {
    if (stateful && !compile) {
      throw new UsageException("--stateful applies to --compile only");
    }
    return stateful ? Addressing.STATEFUL : Addressing.STATELESS;
  }
}
