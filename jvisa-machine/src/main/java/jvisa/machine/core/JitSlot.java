package jvisa.machine.core;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A function's compiled code, published once compilation is done: per instruction index, the block
 * that starts there (null elsewhere and for the whole function until then).
 */
final class JitSlot {
  private final AtomicBoolean requested = new AtomicBoolean();
  private volatile CompiledBlock[] blocks;

  CompiledBlock[] blocks() {
    return blocks;
  }

  /** True the first time only: the caller then compiles the function. */
  boolean claim() {
    return requested.compareAndSet(false, true);
  }

  void publish(CompiledBlock[] byPc) {
    blocks = byPc;
  }
}
