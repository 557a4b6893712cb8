package jvisa.machine.core;

/**
 * A function compiled to JVM bytecode. {@link #run} executes from a block start on, block after
 * block, as long as the blocks and their final branches are compiled and the step budget covers the
 * next whole block, and returns the instruction index at which the interpreter goes on (it then
 * interprets at least that instruction). Each block counts its steps and active channels on entry;
 * when an instruction faults, run throws a {@link Fault} carrying its index and the number of the
 * block's instructions after it, which were counted but not executed.
 */
abstract class CompiledFunction {
  private final int[] blockLengths;

  CompiledFunction(int[] blockLengths) {
    this.blockLengths = blockLengths;
  }

  /**
   * Instructions counted per compiled block, by the index of its first instruction (0 where no
   * compiled block starts).
   */
  int blockLength(int pc) {
    return pc < blockLengths.length ? blockLengths[pc] : 0;
  }

  abstract int run(HwThread t, Frame f, int pc, long stopAt);

  /** Executes {@code e} through one call site shared by all generated code. */
  static void execute(Exec e, HwThread t, Frame f) {
    e.execute(t, f);
  }

  /** Called by generated exception handlers: wraps the fault of instruction {@code pc}. */
  static RuntimeException fault(RuntimeException cause, int pc, int uncounted) {
    return new Fault(pc, uncounted, cause);
  }

  /** A fault of instruction {@link #pc}, {@link #uncounted} instructions before its block's end. */
  static final class Fault extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int pc;
    final int uncounted;

    Fault(int pc, int uncounted, RuntimeException cause) {
      super(null, cause, false, false);
      this.pc = pc;
      this.uncounted = uncounted;
    }

    RuntimeException fault() {
      return (RuntimeException) getCause();
    }
  }
}
