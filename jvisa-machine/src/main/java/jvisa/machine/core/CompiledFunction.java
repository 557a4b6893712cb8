package jvisa.machine.core;

/**
 * A function compiled to JVM bytecode by {@link FunctionCompiler}. {@link #run} executes from a
 * block start ({@link #isEntry}) through its blocks and the instructions that end them (branches,
 * subroutine calls and returns, stack calls, barriers), counting steps and active channels as the
 * interpreter does. It returns the index of the first instruction it leaves to the interpreter (the
 * end of the function, or a block the step budget does not cover), or the negative result of an
 * executor ({@link HwThread#FRAME_SWITCH}, {@link Exec#BLOCKED}, {@link Exec#FINISHED}) after
 * setting {@link HwThread#compiledExitPc} to that instruction.
 */
abstract class CompiledFunction {
  private final boolean[] entries;

  protected CompiledFunction(boolean[] entries) {
    this.entries = entries;
  }

  /** Whether {@link #run} can start at instruction {@code pc}. */
  final boolean isEntry(int pc) {
    return pc < entries.length && entries[pc];
  }

  /**
   * Runs from {@code pc} while the thread's steps stay within {@code stopAt}; returns where it
   * stopped ({@code pc} itself when not even the first block fits) or an executor's negative
   * result.
   */
  abstract int run(HwThread t, Frame f, int pc, long stopAt);

  /**
   * Called by generated exception handlers: instruction {@code pc} failed with {@code cause}, and
   * {@code notExecuted} instructions counted ahead with it did not run.
   */
  static RuntimeException fault(RuntimeException cause, int pc, int notExecuted) {
    return new Fault(pc, notExecuted, cause);
  }

  /** A fault of the compiled instruction {@link #pc}. */
  static final class Fault extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int pc;
    final int notExecuted;

    Fault(int pc, int notExecuted, RuntimeException cause) {
      super(null, cause, false, false);
      this.pc = pc;
      this.notExecuted = notExecuted;
    }

    RuntimeException fault() {
      return (RuntimeException) getCause();
    }
  }
}
