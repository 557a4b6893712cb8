package jvisa.cli;

import jvisa.machine.limit.Limits;
import picocli.CommandLine.Option;

/** The resource limits of a run as command-line flags (defaults in {@link Limits}). */
final class LimitOptions {
  @Option(
      names = Limits.MEMORY_FLAG,
      paramLabel = "BYTES",
      converter = ByteSize.class,
      description =
          "emulated memory a launch may hold: global pages, SLM, register files (default: ${DEFAULT-VALUE})")
  long maxMemory = Limits.DEFAULT_MAX_MEMORY;

  @Option(
      names = Limits.INSTRUCTIONS_FLAG,
      paramLabel = "N",
      description =
          "instructions all threads of a launch may execute together (default: ${DEFAULT-VALUE})")
  long maxInstructions = Limits.DEFAULT_MAX_INSTRUCTIONS;

  @Option(
      names = Limits.WORK_GROUPS_FLAG,
      paramLabel = "N",
      description = "work-groups one dispatch may have (default: ${DEFAULT-VALUE})")
  long maxWorkGroups = Limits.DEFAULT_MAX_WORK_GROUPS;

  @Option(
      names = Limits.REGISTERS_FLAG,
      paramLabel = "N",
      description =
          "32-byte registers the variables of one kernel or function may take (default: ${DEFAULT-VALUE})")
  long maxRegisters = Limits.DEFAULT_MAX_REGISTERS;

  @Option(
      names = Limits.INPUT_SIZE_FLAG,
      paramLabel = "BYTES",
      converter = ByteSize.class,
      description =
          "largest input file read: vISA, case.json, kernel.cos/.bin, buffers (default: ${DEFAULT-VALUE})")
  long maxInputSize = Limits.DEFAULT_MAX_INPUT_BYTES;

  Limits toLimits() {
    try {
      return new Limits(maxMemory, maxInstructions, maxWorkGroups, maxRegisters, maxInputSize);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }
}
