package jvisa.machine.debug;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jvisa.machine.check.MemoryMap;
import jvisa.machine.core.DebugProbe;
import jvisa.machine.core.FunctionListing;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.InstructionInfo;
import jvisa.machine.core.ThreadObserver;
import jvisa.machine.core.ThreadView;

/**
 * A lane-aware debugging session over a {@link DebugTarget}. The run executes on the caller's Java
 * thread; before each instruction the session decides whether to stop, and at a stop hands control
 * to its {@link DebugController} until it says how to go on.
 *
 * <p>Going backwards re-executes: the target runs the same instructions in the same order every
 * time, so the state before the k-th instruction of a thread is rebuilt by running again from the
 * start until that thread has completed k instructions ({@code reverse-step}). {@code
 * reverse-continue} runs from the start to now once to find the last breakpoint or watch stop
 * before now, then again to stop there. Each costs the instructions executed since the start (twice
 * for reverse-continue); nothing is recorded while running forward.
 */
public final class DebugSession {
  /** Unwinds the run to start it again. */
  private static final class Restart extends Error {
    private static final long serialVersionUID = 1L;

    Restart() {
      super(null, null, false, false);
    }
  }

  /** Unwinds the run when the user quits. */
  private static final class Quit extends Error {
    private static final long serialVersionUID = 1L;

    Quit() {
      super(null, null, false, false);
    }
  }

  private final DebugTarget target;
  private final List<FunctionListing> listings;
  private final Inspector inspector;
  private static final int FINISHED_SHOWN = 4;

  private final List<Breakpoint> breakpoints = new ArrayList<>();
  private final List<Watch> watches = new ArrayList<>();
  private int nextId = 1;
  private DebugController controller;
  private int restarts;

  // the current run
  private final List<SessionThread> resident = new ArrayList<>();
  private final List<String> finishedGroups = new ArrayList<>();
  private MemoryMap regions = new MemoryMap();
  private int groupsStarted;
  private long executed;
  private SessionThread live;
  private SessionThread selected;
  private boolean ended;

  // how the run goes on
  private Resume mode = Resume.CONTINUE;
  private SessionThread stepping;
  private long stepFrom;
  private long depthFrom;
  private boolean stopNext;

  // going to a point of the run by running again from the start
  private boolean replaying;
  private boolean collecting;
  private long replayTo = -1;
  private int replayGroup = -1;
  private int replayThread;
  private long replayCompleted;
  private long lastEvent;
  private String arrival;

  /**
   * @param listings the program's functions ({@code MachineProgram.listings()}), the kernel first
   */
  public DebugSession(DebugTarget target, List<FunctionListing> listings) {
    this.target = target;
    this.listings = List.copyOf(listings);
    this.inspector = new Inspector(this.listings);
  }

  /** Runs the session: stops before the first instruction, then as the controller says. */
  public void run(DebugController c) {
    controller = c;
    replayToInstruction(0, "at the first instruction");
    while (true) {
      resetRun();
      try {
        RuntimeException failure = null;
        String summary = null;
        try {
          summary =
              target.run(
                  new ThreadHook() {
                    @Override
                    public ThreadObserver started(HwThread t, long[] groupId, int index) {
                      return DebugSession.this.started(t, groupId, index);
                    }

                    @Override
                    public void memory(MemoryMap placed) {
                      regions = placed;
                    }
                  });
        } catch (RuntimeException e) {
          failure = e;
        }
        if (collecting) {
          afterCollecting();
          continue;
        }
        ended(summary, failure);
      } catch (Restart r) {
        restarts++;
      } catch (Quit q) {
        return;
      }
    }
  }

  private void resetRun() {
    resident.clear();
    finishedGroups.clear();
    regions = new MemoryMap();
    groupsStarted = 0;
    executed = 0;
    live = null;
    selected = null;
    ended = false;
    stopNext = false;
    stepping = null;
  }

  private ThreadObserver started(HwThread t, long[] groupId, int index) {
    if (index == 0) {
      groupsStarted++;
      retireFinishedGroups();
    }
    SessionThread st = new SessionThread(groupsStarted - 1, groupId, index, t);
    DebugProbe probe =
        new DebugProbe(
            t,
            new DebugProbe.Listener() {
              @Override
              public void before(ThreadView view) {
                DebugSession.this.before(st);
              }

              @Override
              public void after(ThreadView view, int pc) {
                DebugSession.this.after(st, pc);
              }
            });
    st.view = probe.view();
    resident.add(st);
    if (selected == null) {
      selected = st;
    }
    return probe;
  }

  /** Drops the threads of groups whose threads have all finished, keeping a line for each. */
  private void retireFinishedGroups() {
    List<SessionThread> done = new ArrayList<>();
    for (SessionThread t : resident) {
      if (resident.stream().allMatch(o -> o.groupIndex != t.groupIndex || o.view.finished())) {
        done.add(t);
      }
    }
    for (SessionThread t : done) {
      if (t.index == 0) {
        long count = done.stream().filter(o -> o.groupIndex == t.groupIndex).count();
        finishedGroups.add("work-group " + t.groupName() + "  finished (" + count + " threads)");
      }
    }
    resident.removeAll(done);
  }

  private void before(SessionThread st) {
    long index = executed++;
    live = st;
    ThreadView v = st.view;
    if (replaying) {
      boolean reached =
          replayTo >= 0
              ? index == replayTo
              : st.groupIndex == replayGroup
                  && st.index == replayThread
                  && v.completed() == replayCompleted;
      if (collecting) {
        if (reached) {
          afterCollecting();
          throw new Restart();
        }
        if (stopNext || breakpointAt(st) != null) {
          lastEvent = index;
        }
        stopNext = false;
        watchBefore(v);
        return;
      }
      if (!reached) {
        watchBefore(v);
        return;
      }
      replaying = false;
      stopNext = false;
      stop(st, arrival);
      watchBefore(v);
      return;
    }
    List<String> why = new ArrayList<>();
    if (stopNext) {
      stopNext = false;
      why.add("after the watched write");
    }
    Breakpoint b = breakpointAt(st);
    if (b != null) {
      why.add("Breakpoint " + b.id);
    }
    if (stepping != null && stepDone(st)) {
      why.add(stepping.view.finished() ? "thread " + stepping.name() + " has finished" : null);
    }
    why.removeIf(w -> w == null);
    if (!why.isEmpty() || (stepping != null && stepDone(st))) {
      stop(st, why.isEmpty() ? null : String.join(", ", why));
    }
    watchBefore(v);
  }

  private boolean stepDone(SessionThread st) {
    if (stepping.view.finished()) {
      return true;
    }
    if (st != stepping) {
      return false;
    }
    return switch (mode) {
      case STEP -> st.view.completed() > stepFrom;
      case NEXT -> st.view.completed() > stepFrom && st.depth() <= depthFrom;
      case FINISH -> st.depth() < depthFrom;
      default -> false;
    };
  }

  private void after(SessionThread st, int pc) {
    live = null;
    for (Watch w : watches) {
      String report = w.after(st.view);
      if (report != null) {
        stopNext = true;
        if (!replaying) {
          controller.show(
              "Watch "
                  + w.id
                  + ": thread "
                  + st.name()
                  + " wrote at "
                  + Inspector.place(listings.get(st.view.functionIndex()), pc)
                  + "\n"
                  + report);
        }
      }
    }
  }

  private void watchBefore(ThreadView v) {
    for (Watch w : watches) {
      w.before(v);
    }
  }

  private Breakpoint breakpointAt(SessionThread st) {
    int fn = st.view.functionIndex();
    int pc = st.view.pc();
    for (Breakpoint b : breakpoints) {
      if (b.at(fn, pc)
          && (b.group == null || Arrays.equals(b.group, st.group))
          && (b.thread < 0 || b.thread == st.index)) {
        return b;
      }
    }
    return null;
  }

  private void afterCollecting() {
    collecting = false;
    if (lastEvent < 0) {
      replayToInstruction(0, "no breakpoint or watch stopped the run before now; at the start");
    } else {
      replayToInstruction(lastEvent, "back at the last stop");
    }
  }

  private void replayToInstruction(long index, String message) {
    replaying = true;
    replayTo = index;
    replayGroup = -1;
    arrival = message;
    mode = Resume.CONTINUE;
  }

  private void stop(SessionThread st, String reason) {
    selected = st;
    stepping = null;
    controller.show((reason == null ? "" : reason + ": ") + "thread " + where(st));
    prompt();
  }

  private void ended(String summary, RuntimeException failure) {
    ended = true;
    live = null;
    stepping = null;
    controller.show(
        failure != null
            ? "the run stopped with an error: " + failure.getMessage()
            : "the run has finished ("
                + executed
                + " instructions)"
                + (summary == null ? "" : "\n" + summary));
    prompt();
    throw new Quit();
  }

  private void prompt() {
    while (true) {
      Resume r = controller.next(this);
      try {
        if (apply(r)) {
          return;
        }
      } catch (DebugException e) {
        controller.show("error: " + e.getMessage());
      }
    }
  }

  /** True to go on from here; throws to run again from the start or to quit. */
  private boolean apply(Resume r) {
    switch (r) {
      case QUIT -> throw new Quit();
      case RUN -> {
        if (!ended && executed <= 1 && live != null) {
          mode = Resume.CONTINUE;
          return true;
        }
        replaying = false;
        mode = Resume.CONTINUE;
        throw new Restart();
      }
      case REVERSE_STEP -> {
        SessionThread t = current();
        long back = t.view.completed() - 1;
        if (back < 0) {
          throw new DebugException("thread " + t.name() + " has not executed an instruction yet");
        }
        replaying = true;
        replayTo = -1;
        replayGroup = t.groupIndex;
        replayThread = t.index;
        replayCompleted = back;
        arrival = "stepped back";
        mode = Resume.CONTINUE;
        throw new Restart();
      }
      case REVERSE_CONTINUE -> {
        replaying = true;
        collecting = true;
        replayTo = ended ? Long.MAX_VALUE : executed - 1;
        replayGroup = -1;
        lastEvent = -1;
        throw new Restart();
      }
      default -> {
        if (ended) {
          throw new DebugException(
              "the run has ended: 'run' starts it again, 'reverse-step' goes back");
        }
        SessionThread t = current();
        if (t.view.finished()) {
          throw new DebugException("thread " + t.name() + " has finished");
        }
        if (r == Resume.FINISH && t.depth() == 0) {
          throw new DebugException(
              "thread " + t.name() + " is in the kernel, not in a subroutine or function");
        }
        mode = r;
        stepping = r == Resume.CONTINUE ? null : t;
        stepFrom = t.view.completed();
        depthFrom = t.depth();
        return true;
      }
    }
  }

  private SessionThread current() {
    if (selected == null) {
      throw new DebugException("no thread has started");
    }
    return selected;
  }

  private String where(SessionThread st) {
    ThreadView v = st.view;
    FunctionListing f = listings.get(v.functionIndex());
    StringBuilder s = new StringBuilder(st.name());
    s.append(" at ").append(f.kernel() ? "kernel '" : "function '").append(f.name()).append("' ");
    s.append(Inspector.place(f, v.pc()));
    if (v.finished()) {
      return st.name() + " (finished)";
    }
    if (v.pc() < f.instructions().size()) {
      s.append("\n   ").append(f.instructions().get(v.pc()).text());
    }
    return s.toString();
  }

  // ---- what the controller may ask at a stop

  /** Times the session ran the target again from the start (the cost of going backwards). */
  public int restarts() {
    return restarts;
  }

  /** Instructions executed in the current run so far. */
  public long executed() {
    return executed;
  }

  /** Where the current thread is, and its next instruction. */
  public String where() {
    return "thread " + where(current());
  }

  /**
   * {@code print VAR}, {@code print P1}, {@code print V(r,c)<v;w,h>:type} in the current thread.
   */
  public String print(String expression) {
    return inspector.print(current().view, expression);
  }

  /** {@code x WHERE [COUNT] [TYPE]}: memory of the run, read as the current thread sees it. */
  public String examine(String args) {
    return MemoryInspector.examine(args, regions, current().thread.env());
  }

  /** Execution mask, call mask and parked channels of the current thread. */
  public String mask() {
    SessionThread t = current();
    if (t.view.finished()) {
      return "thread " + t.name() + " has finished";
    }
    return inspector.mask(t.view);
  }

  /** The instructions around the current one. */
  public String list() {
    SessionThread t = current();
    return inspector.list(t.view.functionIndex(), t.view.pc(), 5, breakpoints);
  }

  /**
   * Every thread of the work-groups resident now (started, not all finished), with status and
   * place; the last finished groups named, the others counted.
   */
  public String threads() {
    StringBuilder s = new StringBuilder();
    int shown = Math.min(finishedGroups.size(), FINISHED_SHOWN);
    if (finishedGroups.size() > shown) {
      s.append(finishedGroups.size() - shown).append(" earlier work-group(s) finished\n");
    }
    for (String f : finishedGroups.subList(finishedGroups.size() - shown, finishedGroups.size())) {
      s.append(f).append('\n');
    }
    int lastGroup = -1;
    for (SessionThread t : resident) {
      if (t.groupIndex != lastGroup) {
        lastGroup = t.groupIndex;
        s.append("work-group ").append(t.groupName()).append(" (index ");
        s.append(t.groupIndex).append("):\n");
      }
      ThreadView v = t.view;
      String status =
          v.finished()
              ? "finished"
              : t == live
                  ? "running"
                  : v.atBarrier() && waits(t)
                      ? "at barrier"
                      : v.completed() == 0 ? "not started" : "ready";
      s.append(t == selected ? "* " : "  ").append(t.name()).append("  ");
      s.append(String.format(java.util.Locale.ROOT, "%-12s", status));
      if (!v.finished()) {
        s.append(Inspector.place(listings.get(v.functionIndex()), v.pc()));
      }
      s.append('\n');
    }
    long later = target.workGroups() - groupsStarted;
    if (later > 0) {
      s.append(later).append(" work-group(s) not started\n");
    }
    return s.toString().stripTrailing();
  }

  /** Whether a thread at its k-th barrier still waits: another thread has not reached it yet. */
  private boolean waits(SessionThread t) {
    for (SessionThread o : resident) {
      if (o.groupIndex == t.groupIndex
          && !o.view.finished()
          && o.view.barriers() < t.view.barriers()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Makes thread {@code G.T} current: G is the work-group's index in run order or its ID {@code
   * x,y,z} (parentheses optional), T the thread's index in the group; the group must be resident.
   */
  public String selectThread(String name) {
    String n = name.strip();
    int dot = n.lastIndexOf('.');
    if (dot <= 0) {
      throw new DebugException("name a thread as G.T: work-group (index or x,y,z) and thread");
    }
    String g = n.substring(0, dot).replace("(", "").replace(")", "").strip();
    int index = Breakpoint.number(n.substring(dot + 1), "thread index");
    if (resident.isEmpty()) {
      throw new DebugException("no work-group has started");
    }
    long[] id = g.contains(",") ? groupId(g) : null;
    int gi = id == null ? Breakpoint.number(g, "work-group index") : -1;
    List<SessionThread> inGroup = new ArrayList<>();
    for (SessionThread t : resident) {
      if (id != null ? Arrays.equals(id, t.group) : gi == t.groupIndex) {
        inGroup.add(t);
      }
    }
    if (inGroup.isEmpty()) {
      String groups =
          String.join(
              ", ",
              resident.stream().map(t -> t.groupIndex + " " + t.groupName()).distinct().toList());
      throw new DebugException(
          "work-group "
              + g
              + (gi >= 0 && gi < groupsStarted || id != null && groupsStarted > 0
                  ? " is not resident (it has finished or not started)"
                  : " has not started")
              + "; resident: "
              + groups);
    }
    for (SessionThread t : inGroup) {
      if (t.index == index) {
        selected = t;
        return "thread " + where(t);
      }
    }
    throw new DebugException(
        "work-group " + inGroup.get(0).groupName() + " has threads 0 to " + (inGroup.size() - 1));
  }

  /** Parses a work-group ID {@code x,y,z} (missing dimensions are 0). */
  public static long[] groupId(String text) {
    String[] parts = text.replace("(", "").replace(")", "").split(",", -1);
    if (parts.length > 3) {
      throw new DebugException("a work-group ID has at most three numbers, not '" + text + "'");
    }
    long[] id = new long[3];
    for (int i = 0; i < parts.length; i++) {
      try {
        id[i] = Long.parseLong(parts[i].strip());
      } catch (NumberFormatException e) {
        throw new DebugException("'" + text + "' is not a work-group ID x,y,z");
      }
    }
    return id;
  }

  /**
   * Adds a breakpoint at {@code where} (LABEL, LINE, #INDEX or FUNCTION#INDEX).
   *
   * @param groupId only in this work-group, or null
   * @param thread only in this thread of a group, or -1
   */
  public String addBreakpoint(String where, long[] groupId, int thread) {
    Breakpoint b =
        new Breakpoint(nextId, where, Breakpoint.resolve(where, listings), groupId, thread);
    nextId++;
    breakpoints.add(b);
    return "Breakpoint " + b.id + " at " + describe(b);
  }

  private String describe(Breakpoint b) {
    List<String> at = new ArrayList<>();
    for (FunctionListing f : listings) {
      for (InstructionInfo i : f.instructions()) {
        if (b.at(f.index(), i.pc())) {
          at.add(f.name() + " " + Inspector.place(f, i.pc()));
        }
      }
    }
    String s = String.join(", ", at);
    if (b.group != null) {
      s += " in work-group (" + b.group[0] + "," + b.group[1] + "," + b.group[2] + ")";
    }
    if (b.thread >= 0) {
      s += " in thread " + b.thread;
    }
    return s;
  }

  /** Stops after each instruction that writes {@code var} (in any thread). */
  public String addWatch(String var) {
    Watch.check(var, current().view);
    Watch w = new Watch(nextId++, var, listings.size());
    watches.add(w);
    if (live != null) {
      w.before(live.view);
    }
    return "Watch " + w.id + ": " + var;
  }

  /** Deletes breakpoint or watch {@code id}. */
  public String delete(int id) {
    if (breakpoints.removeIf(b -> b.id == id) || watches.removeIf(w -> w.id == id)) {
      return "deleted " + id;
    }
    throw new DebugException("no breakpoint or watch " + id);
  }

  public String breakpointList() {
    StringBuilder s = new StringBuilder();
    for (Breakpoint b : breakpoints) {
      s.append(b.id).append("  breakpoint  ").append(b.where).append("  ").append(describe(b));
      s.append('\n');
    }
    for (Watch w : watches) {
      s.append(w.id).append("  watch       ").append(w.var).append('\n');
    }
    return s.length() == 0 ? "no breakpoints or watches" : s.toString().stripTrailing();
  }
}
