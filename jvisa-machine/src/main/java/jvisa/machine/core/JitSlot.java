package jvisa.machine.core;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A function's compiled code, published once compilation is done (null until then, and for a
 * function with nothing to compile), and the heat that decides what to compile: how often the
 * interpreter executed each instruction, counted only while the program runs on the JIT with
 * compilation of hot blocks. Counts may lose increments when threads race; they only steer.
 */
final class JitSlot {
  private final AtomicBoolean compiling = new AtomicBoolean();
  private volatile CompiledFunction code;
  private volatile int[] heat;
  private volatile int[] fullHeat;
  private int hotAt = Integer.MAX_VALUE;
  private int compilations;

  CompiledFunction code() {
    return code;
  }

  /** The per-instruction execution counts to increment, or null when nothing is counted. */
  int[] heat() {
    return heat;
  }

  /**
   * Of {@link #heat}, the executions with every channel of the instruction enabled by the execution
   * mask (where the JIT's unrolled channel code would run), or null when nothing is counted.
   */
  int[] fullHeat() {
    return fullHeat;
  }

  /**
   * Starts counting the executions of the function's {@code length} instructions; a block becomes
   * hot after {@code hotAt} executions.
   */
  void countHeat(int length, int hotAt) {
    if (heat == null) {
      this.hotAt = hotAt;
      fullHeat = new int[length];
      heat = new int[length];
    }
  }

  /** Executions after which a block of the function is compiled. */
  int hotAt() {
    return hotAt;
  }

  /**
   * True when no compilation of the function is under way and it had fewer than {@code max}: the
   * caller then compiles it and calls {@link #compiled} when done.
   */
  boolean claim(int max) {
    if (!compiling.compareAndSet(false, true)) {
      return false;
    }
    if (compilations >= max) {
      compiling.set(false);
      return false;
    }
    compilations++;
    return true;
  }

  /** Publishes {@code compiled} (null keeps the previous code) and ends the compilation. */
  void compiled(CompiledFunction compiled) {
    if (compiled != null) {
      code = compiled;
    }
    compiling.set(false);
  }
}
