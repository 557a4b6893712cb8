package jvisa.machine.core;

/**
 * The debugger's observer of one hardware thread: reports each instruction before and after it
 * executes, with the thread's {@link ThreadView}. The listener may read the view (and stop the run
 * by not returning, or by throwing an {@link Error} that unwinds the whole run).
 */
public final class DebugProbe extends ThreadObserver {
  /** What the debugger does at each instruction. */
  public interface Listener {
    /** The thread is about to execute the instruction at {@code view.pc()}. */
    void before(ThreadView view);

    /** The thread executed instruction {@code pc}; the view shows that instruction's frame. */
    void after(ThreadView view, int pc);
  }

  private final ThreadView view;
  private final Listener listener;

  public DebugProbe(HwThread thread, Listener listener) {
    this.view = new ThreadView(thread);
    this.listener = listener;
  }

  public ThreadView view() {
    return view;
  }

  @Override
  void before(HwThread t, Frame f, Exec e) {
    view.enter(f, e);
    listener.before(view);
  }

  @Override
  void after(HwThread t, Frame f, Exec e) {
    view.executed(f, e);
    try {
      listener.after(view, e.pc);
    } finally {
      view.leave();
    }
  }
}
