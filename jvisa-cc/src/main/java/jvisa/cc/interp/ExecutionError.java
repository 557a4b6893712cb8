package jvisa.cc.interp;

/**
 * A kernel the interpreter cannot run on: bad address, deadlock at a barrier, step budget
 * exhausted...
 */
public final class ExecutionError extends RuntimeException {
  public ExecutionError(String message) {
    super(message, null, false, false);
  }
}
