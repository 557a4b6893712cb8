package jvisa.machine.debug;

/** A command the debugger cannot carry out (unknown variable, bad region, no such thread...). */
public final class DebugException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public DebugException(String message) {
    super(message);
  }
}
