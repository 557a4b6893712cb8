package jvisa.machine.core;

/**
 * The straight-line part of a basic block compiled to JVM bytecode: {@link #run} executes its
 * {@link #length} instructions in order, none of which leaves the straight line or changes the
 * execution mask (the block's final control-flow instruction, if any, is left to the interpreter).
 * The caller counts steps and active channels for the whole block; when instruction k faults, run
 * throws a {@link Fault} carrying k and the cause.
 */
abstract class CompiledBlock {
  final int length;

  CompiledBlock(int length) {
    this.length = length;
  }

  abstract void run(HwThread t, Frame f);

  /** Called by generated exception handlers: wraps the fault of the block's instruction k. */
  static RuntimeException fault(RuntimeException cause, int k) {
    return new Fault(k, cause);
  }

  /** A fault of the instruction at index {@link #index} of the block. */
  static final class Fault extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int index;

    Fault(int index, RuntimeException cause) {
      super(null, cause, false, false);
      this.index = index;
    }

    RuntimeException fault() {
      return (RuntimeException) getCause();
    }
  }
}
