package jvisa.ocl.launch;

import java.util.Optional;
import jvisa.machine.check.MemoryMap;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ProfileData;
import jvisa.machine.core.Profiler;
import jvisa.machine.core.ThreadObserver;
import jvisa.machine.core.TraceFilter;
import jvisa.machine.core.TraceWriter;
import jvisa.machine.core.Tracer;
import jvisa.machine.debug.ThreadHook;

/**
 * What watches a launch besides its results: a profile, a trace, a progress listener. A plain
 * launch has none; one object serves one launch.
 */
public final class LaunchInstruments {
  private final boolean profile;
  private final TraceWriter traceOut;
  private final TraceFilter traceFilter;
  private final LaunchProgress progress;
  private ThreadHook debugHook;
  private Profiler profiler;
  private Tracer tracer;

  private LaunchInstruments(
      boolean profile, TraceWriter traceOut, TraceFilter traceFilter, LaunchProgress progress) {
    this.profile = profile;
    this.traceOut = traceOut;
    this.traceFilter = traceFilter;
    this.progress = progress;
  }

  public static LaunchInstruments none() {
    return new LaunchInstruments(false, null, null, null);
  }

  /** Also counts instructions, channels and branches: {@link #profile()} after the launch. */
  public LaunchInstruments withProfile() {
    return new LaunchInstruments(true, traceOut, traceFilter, progress);
  }

  /** Also writes a trace of the threads {@code filter} selects to {@code out}. */
  public LaunchInstruments withTrace(TraceWriter out, TraceFilter filter) {
    return new LaunchInstruments(profile, out, filter, progress);
  }

  public LaunchInstruments withProgress(LaunchProgress listener) {
    return new LaunchInstruments(profile, traceOut, traceFilter, listener);
  }

  /**
   * Also tells {@code hook} (a debugger) of every thread before it runs; the launch must then run
   * its work-groups one at a time, round-robin, for the debugger's fixed order.
   */
  public LaunchInstruments withThreadHook(ThreadHook hook) {
    LaunchInstruments out = new LaunchInstruments(profile, traceOut, traceFilter, progress);
    out.debugHook = hook;
    return out;
  }

  /** Whether anything watches the threads run: a profile, a trace or a debugger. */
  boolean watchesThreads() {
    return profile || traceOut != null || debugHook != null;
  }

  /** Whether a debugger watches the launch. */
  boolean debugs() {
    return debugHook != null;
  }

  /** Tells the debugger where the launch placed its buffers, before any thread runs. */
  void placed(MemoryMap regions) {
    if (debugHook != null) {
      debugHook.memory(regions);
    }
  }

  /** Whether a trace is written (its lines are easiest to read with one work-group at a time). */
  public boolean traces() {
    return traceOut != null;
  }

  /** The profile of the launch, once it has run (empty without {@link #withProfile}). */
  public Optional<ProfileData> profile() {
    return Optional.ofNullable(profiler).map(Profiler::result);
  }

  void attach(MachineProgram program) {
    profiler = profile ? new Profiler(program) : null;
    tracer = traceOut != null ? new Tracer(program, traceOut, traceFilter) : null;
  }

  /** Attaches the observers to a new thread, on the Java thread that will run it. */
  void observe(HwThread t, long[] group, int thread) {
    ThreadObserver debug = debugHook == null ? null : debugHook.started(t, group, thread);
    if (profiler == null && tracer == null) {
      if (debug != null) {
        t.observe(debug);
      }
      return;
    }
    ThreadObserver counters = profiler == null ? null : profiler.countersForCurrentJavaThread();
    ThreadObserver trace =
        tracer != null && traceFilter.traces(group, thread)
            ? tracer.forThread("(" + group[0] + "," + group[1] + "," + group[2] + ")." + thread)
            : null;
    t.observe(ThreadObserver.both(ThreadObserver.both(counters, trace), debug));
  }

  void starting(long workGroups) {
    if (progress != null) {
      progress.starting(workGroups);
    }
  }

  void workGroupDone() {
    if (progress != null) {
      progress.workGroupDone();
    }
  }
}
