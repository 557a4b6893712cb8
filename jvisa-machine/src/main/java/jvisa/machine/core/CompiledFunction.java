package jvisa.machine.core;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;

/**
 * A function compiled to JVM bytecode by {@link FunctionCompiler}, in chunks: the blocks of each
 * compilation (the JIT adds blocks as they become hot without compiling the earlier ones again).
 * {@link #run} executes from a block start ({@link #isEntry}) through its blocks and the
 * instructions that end them (branches, subroutine calls and returns, stack calls, barriers),
 * counting steps and active channels as the interpreter does. It returns the index of the first
 * instruction it leaves to the interpreter (the end of the function, a block not compiled, or a
 * block the step budget does not cover), or the negative result of an executor ({@link
 * HwThread#FRAME_SWITCH}, {@link Exec#BLOCKED}, {@link Exec#FINISHED}) after setting {@link
 * HwThread#compiledExitPc} to that instruction.
 *
 * <p>The generated code is a static method reached through a method handle: a virtual call from the
 * interpreter loop into one generated class per function made the JVM's inline cache at that call
 * miss and re-resolve on almost every call when threads alternate between functions (stack calls),
 * costing more than the compiled code saved.
 */
final class CompiledFunction {
  /** The type of the generated {@code run}: thread, frame, pc, step bound to the next pc. */
  static final MethodType RUN_TYPE =
      MethodType.methodType(int.class, HwThread.class, Frame.class, int.class, long.class);

  /** Per instruction: 1 + the index of the chunk whose block starts there, 0 for none. */
  private final byte[] chunkAt;

  private final MethodHandle[] chunks;

  /**
   * One chunk: {@code run} (of {@link #RUN_TYPE}) starts at each instruction {@code entries} marks.
   */
  CompiledFunction(boolean[] entries, MethodHandle run) {
    this.chunkAt = new byte[entries.length];
    for (int pc = 0; pc < entries.length; pc++) {
      chunkAt[pc] = (byte) (entries[pc] ? 1 : 0);
    }
    this.chunks = new MethodHandle[] {run};
  }

  private CompiledFunction(byte[] chunkAt, MethodHandle[] chunks) {
    this.chunkAt = chunkAt;
    this.chunks = chunks;
  }

  /** This code and {@code more}'s, whose blocks are none of this code's. */
  CompiledFunction plus(CompiledFunction more) {
    if (chunks.length + more.chunks.length > Byte.MAX_VALUE) {
      throw new IllegalStateException("too many chunks of compiled code in one function");
    }
    byte[] at = chunkAt.clone();
    for (int pc = 0; pc < at.length; pc++) {
      if (more.chunkAt[pc] != 0) {
        at[pc] = (byte) (chunks.length + more.chunkAt[pc]);
      }
    }
    MethodHandle[] all = java.util.Arrays.copyOf(chunks, chunks.length + more.chunks.length);
    System.arraycopy(more.chunks, 0, all, chunks.length, more.chunks.length);
    return new CompiledFunction(at, all);
  }

  /** Whether {@link #run} can start at instruction {@code pc}. */
  boolean isEntry(int pc) {
    return pc < chunkAt.length && chunkAt[pc] != 0;
  }

  /**
   * Runs from {@code pc} while the thread's steps stay within {@code stopAt}; returns where it
   * stopped ({@code pc} itself when not even the first block fits) or an executor's negative
   * result.
   */
  int run(HwThread t, Frame f, int pc, long stopAt) {
    try {
      while (true) {
        int chunk = pc < chunkAt.length ? chunkAt[pc] : 0;
        if (chunk == 0) {
          return pc;
        }
        int next = (int) chunks[chunk - 1].invokeExact(t, f, pc, stopAt);
        if (next == pc || next < 0) {
          return next;
        }
        pc = next;
      }
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("compiled code threw a checked exception", e);
    }
  }

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
