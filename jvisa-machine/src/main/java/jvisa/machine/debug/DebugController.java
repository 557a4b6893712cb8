package jvisa.machine.debug;

/** The debugger's user: sees what happens and says how to go on (the command line, a test). */
public interface DebugController {
  /** Shows a stop, a watch report or a message. */
  void show(String text);

  /**
   * Called at each stop: inspects the session as the user asks, then returns how to go on ({@link
   * Resume#QUIT} when the user is done or the input has ended).
   */
  Resume next(DebugSession session);
}
