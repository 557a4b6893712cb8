package jvisa.machine.limit;

/**
 * The resource limits of one run, each with the command-line flag that changes it. The defaults
 * together keep a run of the {@code ./jvisa} script (2 GB Java heap) under 3 GB of resident memory
 * and a few minutes of time.
 *
 * @param maxMemory bytes of emulated memory a launch may hold at once: global memory pages
 *     (buffers, private memory, scratch, whatever the kernel writes), SLM of the running
 *     work-groups and the register files of the live frames of every thread
 * @param maxInstructions instructions all threads of a launch may execute together
 * @param maxWorkGroups work-groups of one dispatch
 * @param maxRegisters 32-byte registers the variables of one kernel or function may occupy (its
 *     register file)
 * @param maxInputBytes size of any file read as input (vISA, case.json, kernel.cos, kernel.bin,
 *     buffers)
 */
public record Limits(
    long maxMemory,
    long maxInstructions,
    long maxWorkGroups,
    long maxRegisters,
    long maxInputBytes) {
  public static final long DEFAULT_MAX_MEMORY = 512L << 20;
  public static final long DEFAULT_MAX_INSTRUCTIONS = 1_000_000_000L;
  public static final long DEFAULT_MAX_WORK_GROUPS = 1L << 20;
  public static final long DEFAULT_MAX_REGISTERS = 65_536;
  public static final long DEFAULT_MAX_INPUT_BYTES = jvisa.asm.io.InputFiles.DEFAULT_MAX_BYTES;

  public static final String MEMORY_FLAG = "--max-memory";
  public static final String INSTRUCTIONS_FLAG = "--max-instructions";
  public static final String WORK_GROUPS_FLAG = "--max-work-groups";
  public static final String REGISTERS_FLAG = "--max-registers";
  public static final String INPUT_SIZE_FLAG = jvisa.asm.io.InputFiles.SIZE_FLAG;

  /** Bytes of one register. */
  public static final int REGISTER_BYTES = 32;

  public Limits {
    positive(maxMemory, MEMORY_FLAG);
    positive(maxInstructions, INSTRUCTIONS_FLAG);
    positive(maxWorkGroups, WORK_GROUPS_FLAG);
    positive(maxRegisters, REGISTERS_FLAG);
    positive(maxInputBytes, INPUT_SIZE_FLAG);
    if (maxRegisters > Integer.MAX_VALUE / (2 * REGISTER_BYTES)) {
      throw new IllegalArgumentException(
          REGISTERS_FLAG
              + " must be at most "
              + Integer.MAX_VALUE / (2 * REGISTER_BYTES)
              + ", not "
              + maxRegisters);
    }
  }

  private static void positive(long value, String flag) {
    if (value < 1) {
      throw new IllegalArgumentException(flag + " must be at least 1, not " + value);
    }
  }

  public static Limits defaults() {
    return new Limits(
        DEFAULT_MAX_MEMORY,
        DEFAULT_MAX_INSTRUCTIONS,
        DEFAULT_MAX_WORK_GROUPS,
        DEFAULT_MAX_REGISTERS,
        DEFAULT_MAX_INPUT_BYTES);
  }

  /** Bytes of the largest register file a kernel or function may have. */
  public long maxRegisterBytes() {
    return maxRegisters * REGISTER_BYTES;
  }

  public Limits withMaxMemory(long bytes) {
    return new Limits(bytes, maxInstructions, maxWorkGroups, maxRegisters, maxInputBytes);
  }

  public Limits withMaxInstructions(long count) {
    return new Limits(maxMemory, count, maxWorkGroups, maxRegisters, maxInputBytes);
  }

  public Limits withMaxWorkGroups(long count) {
    return new Limits(maxMemory, maxInstructions, count, maxRegisters, maxInputBytes);
  }

  public Limits withMaxRegisters(long count) {
    return new Limits(maxMemory, maxInstructions, maxWorkGroups, count, maxInputBytes);
  }

  public Limits withMaxInputBytes(long bytes) {
    return new Limits(maxMemory, maxInstructions, maxWorkGroups, maxRegisters, bytes);
  }
}
