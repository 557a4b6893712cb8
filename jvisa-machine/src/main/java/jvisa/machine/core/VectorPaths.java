package jvisa.machine.core;

/**
 * Whether decoding may choose whole-vector executors. Both kinds call the same alu methods and must
 * agree on every channel; tests turn this off to run the per-channel executors on the same code. It
 * is read once per decoded instruction.
 */
final class VectorPaths {
  static volatile boolean enabled = true;

  private VectorPaths() {}
}
