package jvisa.machine.debug;

import jvisa.machine.check.MemoryMap;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.ThreadObserver;

/** Told of every hardware thread a run creates, before it runs; returns its observer or null. */
@FunctionalInterface
public interface ThreadHook {
  /**
   * Called for a new thread before it runs.
   *
   * @param group the work-group's ID in each dimension ({0,0,0} for a thread run alone)
   * @param thread the thread's index in its group; 0 starts a new group
   */
  ThreadObserver started(HwThread t, long[] group, int thread);

  /**
   * Called once a run has placed its memory, before its threads: the named regions ("argument
   * 'out'", "private memory") the debugger's {@code x} reads by name.
   */
  default void memory(MemoryMap regions) {}
}
