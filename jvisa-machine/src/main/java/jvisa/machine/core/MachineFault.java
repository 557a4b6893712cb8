package jvisa.machine.core;

/**
 * A kernel misbehaved at run time (out-of-range access, runaway loop, barrier deadlock, unsupported
 * instruction...). The message names the instruction, thread and channel mask; it is meant for the
 * user, not a stack trace.
 */
public final class MachineFault extends RuntimeException {
  public MachineFault(String message) {
    super(message, null, false, false);
  }
}
