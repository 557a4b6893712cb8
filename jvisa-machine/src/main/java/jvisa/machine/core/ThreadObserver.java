package jvisa.machine.core;

/**
 * Watches a thread execute, instruction by instruction: the profiler's counters and the tracer.
 * Only this package implements it (it sees frames and decoded instructions); a thread without an
 * observer pays one null check per instruction.
 */
public abstract class ThreadObserver {
  ThreadObserver() {}

  /** Called before {@code e} executes in frame {@code f}. */
  abstract void before(HwThread t, Frame f, Exec e);

  /** Called after {@code e} executed in frame {@code f} (unless it faulted). */
  abstract void after(HwThread t, Frame f, Exec e);

  /** An observer that calls {@code first}, then {@code second}; either may be null. */
  public static ThreadObserver both(ThreadObserver first, ThreadObserver second) {
    if (first == null) {
      return second;
    }
    if (second == null) {
      return first;
    }
    return new ThreadObserver() {
      @Override
      void before(HwThread t, Frame f, Exec e) {
        first.before(t, f, e);
        second.before(t, f, e);
      }

      @Override
      void after(HwThread t, Frame f, Exec e) {
        first.after(t, f, e);
        second.after(t, f, e);
      }
    };
  }
}
