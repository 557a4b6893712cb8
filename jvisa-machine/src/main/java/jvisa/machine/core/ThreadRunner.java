package jvisa.machine.core;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.Program;
import jvisa.asm.model.Type;
import jvisa.asm.model.VarClass;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.Limits;

/**
 * Runs one thread of a kernel with chosen initial values and reads variables back: {@code jvisa
 * exec}.
 */
public final class ThreadRunner {
  private final MachineProgram program;
  private final HwThread thread;
  private final RegisterLayout layout;
  private ThreadObserver observer;

  public ThreadRunner(Program p, int simd, long stepLimit, int maxCallDepth) {
    this(p, simd, stepLimit, maxCallDepth, Limits.defaults());
  }

  /**
   * A thread whose register files (kernel and called functions) and instructions count against
   * {@code limits}.
   *
   * @throws jvisa.machine.limit.LimitExceeded when a register file is larger than the limits allow
   */
  public ThreadRunner(Program p, int simd, long stepLimit, int maxCallDepth, Limits limits) {
    this(p, simd, stepLimit, maxCallDepth, limits, null);
  }

  /**
   * A thread as above that, when {@code uninitFindings} is not null, runs under the
   * uninitialised-value check (the one check a thread without memory has), reporting there.
   * Variables given values with {@link #set} count as written.
   */
  public ThreadRunner(
      Program p,
      int simd,
      long stepLimit,
      int maxCallDepth,
      Limits limits,
      FindingLog uninitFindings) {
    if (simd < 1 || simd > 32 || Integer.bitCount(simd) != 1) {
      throw new IllegalArgumentException("SIMD width must be 1, 2, 4, 8, 16 or 32, not " + simd);
    }
    this.program = MachineProgram.decode(p);
    program.checkRegisterFiles(limits);
    if (uninitFindings != null) {
      program.attachChecks(EnumSet.of(CheckKind.UNINIT));
    }
    this.layout = program.kernelLayout();
    int mask = simd == 32 ? -1 : (1 << simd) - 1;
    this.thread =
        program.newThread(
            "0", mask, stepLimit, maxCallDepth, ThreadEnvironment.NONE, LaunchBudget.of(limits));
    if (uninitFindings != null) {
      thread.attachProbe(
          new ThreadProbe(uninitFindings, program.kernelName(), "(0,0,0)", 0, 0, false));
    }
  }

  private Declaration general(String var) {
    Declaration d = layout.declaration(var);
    if (d == null) {
      throw new IllegalArgumentException("no variable named '" + var + "'");
    }
    return d;
  }

  /** Fills a variable's first elements (in its declared type) before the run. */
  public void set(String var, List<String> values) {
    Declaration d = general(var);
    Frame f = thread.kernelFrame();
    if (d.varClass() == VarClass.PREDICATE) {
      int bits = 0;
      for (int i = 0; i < values.size(); i++) {
        if (!values.get(i).trim().equals("0")) {
          bits |= 1 << i;
        }
      }
      int p = layout.predicateIndex(var);
      f.flags[p] = bits;
      if (f.shadow != null) {
        f.shadow.flagUndef[p] &= values.size() >= 32 ? 0 : -1 << values.size();
      }
      return;
    }
    if (d.varClass() != VarClass.GENERAL) {
      throw new IllegalArgumentException("'" + var + "' is not a general or predicate variable");
    }
    if (values.size() > d.numElements()) {
      throw new IllegalArgumentException(
          "'" + var + "' has " + d.numElements() + " elements, " + values.size() + " values given");
    }
    int off = layout.offsetOf(var);
    Type t = d.type();
    for (int i = 0; i < values.size(); i++) {
      long bits;
      try {
        bits = ValueText.parse(values.get(i), t);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "'" + values.get(i) + "' is not a " + t.text() + " value");
      }
      Grf.writeInt(f.grf, off + i * t.size(), t, bits);
    }
    if (f.shadow != null) {
      f.shadow.set(off, values.size() * t.size(), 0);
    }
  }

  /**
   * Runs the thread on {@code engine} (the JIT compiles the program now; it is not used while the
   * run is profiled or traced): call before {@link #run}.
   */
  public void useEngine(Engine engine) {
    program.useEngine(engine, true);
  }

  /** Counts the run's instructions, channels and branches: call before {@link #run}. */
  public Profiler profile() {
    Profiler p = new Profiler(program);
    attach(p.countersForCurrentJavaThread());
    return p;
  }

  /** Traces the run (the thread is thread 0 of group (0,0,0)): call before {@link #run}. */
  public void trace(TraceWriter out, TraceFilter filter) {
    if (filter.traces(new long[3], 0)) {
      attach(new Tracer(program, out, filter).forThread("0"));
    }
  }

  /** Attaches an observer (a debugger's {@link DebugProbe}): call before {@link #run}. */
  public void observe(ThreadObserver o) {
    attach(o);
  }

  /** The thread being run (for building a {@link DebugProbe}). */
  public HwThread thread() {
    return thread;
  }

  private void attach(ThreadObserver o) {
    observer = ThreadObserver.both(observer, o);
    thread.observe(observer);
  }

  /** Runs the thread to its end. */
  public void run() {
    if (thread.run() == HwThread.Status.BLOCKED_AT_BARRIER) {
      throw new MachineFault(
          "the thread reached a barrier; a single thread has no group to wait for");
    }
  }

  public long steps() {
    return thread.steps();
  }

  /** The elements of a variable in its declared type, as text. */
  public List<String> read(String var) {
    Declaration d = general(var);
    Frame f = thread.kernelFrame();
    List<String> out = new ArrayList<>();
    if (d.varClass() == VarClass.PREDICATE) {
      int bits = f.flags[layout.predicateIndex(var)];
      for (int i = 0; i < d.numElements(); i++) {
        out.add(Integer.toString(bits >>> i & 1));
      }
      return out;
    }
    if (d.varClass() != VarClass.GENERAL) {
      throw new IllegalArgumentException("'" + var + "' is not a general or predicate variable");
    }
    int off = layout.offsetOf(var);
    Type t = d.type();
    for (int i = 0; i < d.numElements(); i++) {
      out.add(ValueText.format(Grf.readInt(f.grf, off + i * t.size(), t), t));
    }
    return out;
  }

  /** Convenience for tests: set, run, read. */
  public static Map<String, List<String>> exec(
      Program p, int simd, Map<String, List<String>> sets, List<String> prints) {
    return exec(p, simd, sets, prints, Engine.INTERP);
  }

  /** Convenience for tests: set, run on {@code engine}, read. */
  public static Map<String, List<String>> exec(
      Program p, int simd, Map<String, List<String>> sets, List<String> prints, Engine engine) {
    ThreadRunner r = new ThreadRunner(p, simd, 10_000_000, 64);
    r.useEngine(engine);
    sets.forEach(r::set);
    r.run();
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String v : prints) {
      out.put(v, r.read(v));
    }
    return out;
  }
}
