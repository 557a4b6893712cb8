package jvisa.machine.core;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A function's compiled code, published once compilation is done (null until then, and for a
 * function with nothing to compile).
 */
final class JitSlot {
  private final AtomicBoolean requested = new AtomicBoolean();
  private volatile CompiledFunction code;

  CompiledFunction code() {
    return code;
  }

  /** True the first time only: the caller then compiles the function. */
  boolean claim() {
    return requested.compareAndSet(false, true);
  }

  void publish(CompiledFunction compiled) {
    code = compiled;
  }
}
