package jvisa.machine.debug;

/** How the debugger goes on from a stop. */
public enum Resume {
  /** Run until a breakpoint or watch stops it, or the run ends. */
  CONTINUE,
  /** Start again from the beginning and run like {@link #CONTINUE}. */
  RUN,
  /** One instruction of the current thread. */
  STEP,
  /** One instruction of the current thread, running calls (call, fcall) to their return. */
  NEXT,
  /** Until the current subroutine or function returns. */
  FINISH,
  /** Back to the state before the current thread's last instruction. */
  REVERSE_STEP,
  /** Back to the last breakpoint or watch stop before now. */
  REVERSE_CONTINUE,
  QUIT
}
