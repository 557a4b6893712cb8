package jvisa.machine.core;

import java.util.Locale;

/** How the machine executes instructions. */
public enum Engine {
  /** The interpreter: every instruction through its decoded executor. */
  INTERP,
  /**
   * Compiled basic blocks (JVM bytecode generated per function and launch), with the interpreter
   * for whatever is not compiled yet and for observed threads.
   */
  JIT;

  /** The engine named {@code interp} or {@code jit}. */
  public static Engine parse(String name) {
    for (Engine e : values()) {
      if (e.name().toLowerCase(Locale.ROOT).equals(name)) {
        return e;
      }
    }
    throw new IllegalArgumentException("unknown engine '" + name + "' (interp or jit)");
  }
}
