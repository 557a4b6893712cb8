package jvisa.machine.core;

import jvisa.machine.alu.FloatMode;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.LimitExceeded;
import jvisa.machine.memory.AccessSite;
import jvisa.machine.message.LaneScratch;

/**
 * One hardware thread running a kernel: a stack of frames (kernel, then stack-called functions) and
 * the interpreter loop. {@link #run} executes until the thread ends or blocks at a barrier, {@link
 * #run(long)} also stops after a number of instructions; either can be called again to resume. A
 * thread is run by one Java thread at a time.
 */
public final class HwThread implements AccessSite {
  /** What {@link #run} stopped for. */
  public enum Status {
    FINISHED,
    BLOCKED_AT_BARRIER,
    /** The instruction budget given to {@link #run(long)} is used up; the thread can run on. */
    YIELDED
  }

  static final int FRAME_SWITCH = -3;

  /** Instructions a thread takes from the launch's budget at a time. */
  private static final long QUOTA = LaunchBudget.GRANT;

  /** Executions of an instruction between two looks for newly published compiled code. */
  private static final int HEAT_CHECK = 1024;

  private final MachineProgram program;
  private final String name;
  private final long stepLimit;
  private final int maxCallDepth;
  private final ThreadEnvironment env;
  private final LaunchBudget budget;
  private final FrameCache cache;
  private Frame frame;

  /** A callee's frame after fret, kept intact until the observer has seen the fret. */
  private Frame retired;

  private boolean released;

  /** Instructions executed (compiled code counts a block at a time). */
  long steps;

  /** Steps up to which the instructions granted by the budget reach. */
  private long quotaEnd;

  /** Bytes of frames charged to the budget and not yet released (with {@link #frameCredit}). */
  private long frameBytesHeld;

  /**
   * Of {@link #frameBytesHeld}, the bytes of frames the thread returned from, kept charged for its
   * next calls: a call and a return would otherwise each update the budget all threads share.
   */
  private long frameCredit;

  /** Most bytes of returned frames a thread keeps charged. */
  private static final long MAX_FRAME_CREDIT = 64 * 1024;

  /** Enabled channels summed over executed instructions. */
  long activeChannels;

  /** Of {@link #steps}, those executed by the JIT's compiled code. */
  long compiledSteps;

  /** The instruction whose negative result (frame switch, barrier, end) compiled code returned. */
  int compiledExitPc;

  private final int dispatchWidth;
  private int lastCr0 = Integer.MIN_VALUE;
  private FloatMode lastMode = FloatMode.DEFAULT;
  private boolean finished;
  private int stoppedAt = -1;
  private ThreadObserver observer;

  /** The memory message being executed, for {@link #describeAccessSite}. */
  Exec currentMessage;

  /** The checks' view of this thread, or null for an unchecked run. */
  private ThreadProbe probe;

  final long[] la;
  final long[] lb;
  final long[] lc;
  final long[] lr;
  final double[] da;
  final double[] db;
  final double[] dc;

  /** Working space of the memory messages' lane walks. */
  final LaneScratch laneScratch;

  HwThread(
      MachineProgram program,
      String name,
      int dispatchMask,
      long stepLimit,
      int maxCallDepth,
      ThreadEnvironment env,
      LaunchBudget budget,
      FrameCache cache) {
    this.program = program;
    this.name = name;
    this.stepLimit = stepLimit;
    this.maxCallDepth = maxCallDepth;
    this.env = env;
    this.budget = budget;
    this.cache = cache;
    this.la = cache.la;
    this.lb = cache.lb;
    this.lc = cache.lc;
    this.lr = cache.lr;
    this.da = cache.da;
    this.db = cache.db;
    this.dc = cache.dc;
    this.laneScratch = cache.laneScratch;
    this.dispatchWidth = Integer.bitCount(dispatchMask);
    this.frame = newFrame(program.kernel());
    frame.em = dispatchMask;
    frame.callMask = dispatchMask;
  }

  public String name() {
    return name;
  }

  /** Attaches the checks' view of this thread (before it runs). */
  public void attachProbe(ThreadProbe p) {
    probe = p;
    p.bind(this);
  }

  /** The checks' view of this thread, or null when the run is unchecked. */
  public ThreadProbe probe() {
    return probe;
  }

  /** The instruction the last {@link #run} stopped at, or null. */
  Exec stopExec() {
    Exec[] code = frame.fn.code();
    return stoppedAt < 0 || code.length == 0 ? null : code[Math.min(stoppedAt, code.length - 1)];
  }

  /** The frame executing now. */
  Frame currentFrame() {
    return frame;
  }

  /**
   * The barrier a blocked thread waits at, as "function#pc" (threads of a group must wait at the
   * same one), or null when it is not waiting at one.
   */
  public String barrierKey() {
    return finished || stoppedAt < 0 ? null : frame.fn.name() + "#" + stoppedAt;
  }

  public long steps() {
    return steps;
  }

  /** Of {@link #steps}, the instructions the JIT's compiled code executed. */
  public long compiledSteps() {
    return compiledSteps;
  }

  /** Sum over executed instructions of the channels enabled at the time (for SIMD efficiency). */
  public long activeChannels() {
    return activeChannels;
  }

  /** Channels this thread was dispatched with. */
  public int dispatchWidth() {
    return dispatchWidth;
  }

  public boolean finished() {
    return finished;
  }

  /** Attaches an observer (profiler counters, tracer; null for none) before the thread runs. */
  public void observe(ThreadObserver o) {
    observer = o;
  }

  public ThreadEnvironment env() {
    return env;
  }

  /** The kernel frame's register file (payload is written here before the first run). */
  public byte[] kernelRegisters() {
    Frame f = frame;
    while (f.caller != null) {
      f = f.caller;
    }
    return f.grf;
  }

  /** The kernel frame (for reading results after the run). */
  Frame kernelFrame() {
    Frame f = frame;
    while (f.caller != null) {
      f = f.caller;
    }
    return f;
  }

  MachineProgram program() {
    return program;
  }

  int maxCallDepth() {
    return maxCallDepth;
  }

  /**
   * The access-site slot of the Java thread that last ran this thread, looked up again only when
   * another Java thread runs it (a ThreadLocal lookup at every run slice cost reduction-style
   * kernels, which switch threads at every barrier, a few percent).
   */
  private AccessSite.Slot siteSlot;

  private Thread siteSlotOwner;

  /** Runs until the thread ends or blocks at a barrier. */
  public Status run() {
    return run(Long.MAX_VALUE);
  }

  /**
   * Runs at most {@code maxInstructions} (at least 1) instructions: until the thread ends, blocks
   * at a barrier, or has used its budget ({@link Status#YIELDED}).
   */
  public Status run(long maxInstructions) {
    if (maxInstructions < 1) {
      throw new IllegalArgumentException(
          "a thread must be allowed at least one instruction, not " + maxInstructions);
    }
    Thread me = Thread.currentThread();
    if (me != siteSlotOwner) {
      siteSlot = AccessSite.slotOfThisThread();
      siteSlotOwner = me;
    }
    AccessSite previous = siteSlot.swap(this);
    try {
      return runSlice(maxInstructions);
    } finally {
      siteSlot.swap(previous);
    }
  }

  @Override
  public String describeAccessSite() {
    Exec e = currentMessage;
    return e == null
        ? "thread " + name
        : "thread " + name + ", instruction #" + e.pc + " '" + e.text() + "'";
  }

  /**
   * Gives the launch's budget back what the thread holds of it (its frames' memory, the
   * instructions granted and not executed) and the frames to its {@link FrameCache} (once the
   * thread is done with: its registers must not be read afterwards).
   */
  public void release() {
    returnInstructions();
    budget.release(frameBytesHeld);
    frameBytesHeld = 0;
    frameCredit = 0;
    if (!released) {
      released = true;
      for (Frame f = frame; f != null; ) {
        Frame caller = f.caller;
        cache.give(f);
        f = caller;
      }
    }
  }

  /** Gives the launch's budget back the instructions granted to the thread and not executed. */
  private void returnInstructions() {
    budget.returnInstructions(quotaEnd - steps);
    quotaEnd = steps;
  }

  private Frame newFrame(DecodedFunction fn) {
    long bytes = Frame.bytesFor(fn);
    if (frameCredit >= bytes) {
      frameCredit -= bytes;
    } else if (budget.tryCharge(bytes)) {
      frameBytesHeld += bytes;
    } else {
      throw budget.memoryExceeded(
          bytes,
          "the "
              + fn.layout().frameBytes()
              + "-byte register file of "
              + (fn.unit().isKernel() ? "kernel '" : "function '")
              + fn.name()
              + "' in thread "
              + name);
    }
    Frame f = cache.take(fn);
    f.shadow = null;
    RegisterShadow.attach(program, f);
    return f;
  }

  private Status runSlice(long maxInstructions) {
    Frame f = frame;
    Exec[] code = f.fn.code();
    int[] joins = f.fn.joins().slots();
    int pc = f.pc;
    long budgetEnd =
        maxInstructions > Long.MAX_VALUE - steps ? Long.MAX_VALUE : steps + maxInstructions;
    long stopAt = Math.min(budgetEnd, Math.min(stepLimit, quotaEnd));
    ThreadObserver obs = observer;
    CompiledFunction compiled = compiledCode(f);
    int[] heat = heat(f);
    int[] fullHeat = fullHeat(f);
    int hotAt = f.fn.jit().hotAt();
    boolean interpretNext = false;
    try {
      while (true) {
        int join = joins[pc];
        if (join != JoinPoints.NONE) {
          f.em |= f.unpark(join);
        }
        if (pc >= code.length) {
          if (f.caller == null) {
            finished = true;
            return Status.FINISHED;
          }
          throw new MachineFault(
              "function '"
                  + f.fn.name()
                  + "' ran past its last instruction without fret"
                  + " (thread "
                  + name
                  + ")");
        }
        int next;
        if (compiled != null && !interpretNext && compiled.isEntry(pc)) {
          if (stopAt - steps < QUOTA / 2 && stopAt == quotaEnd) {
            // compiled blocks run only when the quota covers them: top it up first
            quotaEnd += budget.grantInstructions(QUOTA);
            stopAt = Math.min(budgetEnd, Math.min(stepLimit, quotaEnd));
          }
          int from = pc;
          int result;
          try {
            result = compiled.run(this, f, pc, stopAt);
          } catch (CompiledFunction.Fault cf) {
            steps -= cf.notExecuted;
            compiledSteps -= cf.notExecuted;
            activeChannels -= (long) cf.notExecuted * JitBits.bitCount(f.em);
            pc = cf.pc;
            throw cf.fault();
          }
          if (result >= 0) {
            interpretNext = result == from;
            pc = result;
            continue;
          }
          pc = compiledExitPc;
          next = result;
        } else {
          interpretNext = false;
          Exec e = code[pc];
          if (steps >= stopAt) {
            if (steps >= stepLimit) {
              throw new MachineFault(
                  "step limit of "
                      + stepLimit
                      + " instructions exceeded (runaway loop?) at "
                      + describe(f, e));
            }
            if (steps >= budgetEnd) {
              f.pc = pc;
              stoppedAt = pc;
              return Status.YIELDED;
            }
            long granted = budget.grantInstructions(QUOTA);
            if (granted == 0) {
              throw budget.instructionsExhausted().at(describe(f, e));
            }
            quotaEnd = steps + granted;
            stopAt = Math.min(budgetEnd, Math.min(stepLimit, quotaEnd));
          }
          steps++;
          activeChannels += JitBits.bitCount(f.em);
          if (heat != null) {
            int h = ++heat[pc];
            if (e.maskChannels(f) == e.sizeMask) {
              fullHeat[pc]++;
            }
            if (h == hotAt) {
              JitCompiler.hot(f.fn);
              compiled = compiledCode(f);
            } else if ((h & (HEAT_CHECK - 1)) == 0) {
              compiled = compiledCode(f);
            }
          }
          if (obs == null) {
            next = e.execute(this, f);
          } else {
            obs.before(this, f, e);
            next = e.execute(this, f);
            obs.after(this, f, e);
          }
        }
        if (next >= 0) {
          pc = next;
        } else if (next == FRAME_SWITCH) {
          if (retired != null) {
            cache.give(retired);
            retired = null;
          }
          f = frame;
          code = f.fn.code();
          joins = f.fn.joins().slots();
          pc = f.pc;
          compiled = compiledCode(f);
          heat = heat(f);
          fullHeat = fullHeat(f);
          hotAt = f.fn.jit().hotAt();
        } else if (next == Exec.BLOCKED) {
          f.pc = pc + 1;
          stoppedAt = pc;
          return Status.BLOCKED_AT_BARRIER;
        } else {
          finished = true;
          return Status.FINISHED;
        }
      }
    } catch (MachineFault mf) {
      if (mf.getMessage().contains(" thread ")) {
        throw mf;
      }
      throw new MachineFault(
          mf.getMessage() + " at " + describe(f, code[Math.min(pc, code.length - 1)]));
    } catch (LimitExceeded le) {
      throw le.at(describe(f, code[Math.min(pc, code.length - 1)]));
    } catch (RuntimeException re) {
      throw new MachineFault(
          "internal error (" + re + ") at " + describe(f, code[Math.min(pc, code.length - 1)]));
    } finally {
      if (finished || !budget.hasPlenty()) {
        returnInstructions();
      }
    }
  }

  /** The interpreter's execution counts for the JIT, or null when it counts none (or observed). */
  private int[] heat(Frame f) {
    return observer == null ? f.fn.jit().heat() : null;
  }

  /** Of {@link #heat}, the executions with all channels enabled, or null when none are counted. */
  private int[] fullHeat(Frame f) {
    return observer == null ? f.fn.jit().fullHeat() : null;
  }

  /** The JIT's code of the frame's function, or null to interpret (also when observed). */
  private CompiledFunction compiledCode(Frame f) {
    return observer == null ? f.fn.jit().code() : null;
  }

  /**
   * Where the last {@link #run} stopped, for error reports: the barrier a blocked thread waits at
   * or the next instruction of a yielded one, with the kernel, thread and execution mask.
   */
  public String describeStop() {
    Frame f = frame;
    Exec[] code = f.fn.code();
    if (finished || stoppedAt < 0 || code.length == 0) {
      return "thread " + name + (finished ? " (finished)" : " (not started)");
    }
    return describe(f, code[Math.min(stoppedAt, code.length - 1)]);
  }

  /** Where execution goes when no channel is active: the next point where channels wait. */
  int nextWaitingPoint(Frame f, int from, Exec at) {
    int p = f.nextWaitingPc(from);
    if (p < 0) {
      throw new MachineFault(
          "no channel is active and none waits at a later label: the goto never" + " re-converges");
    }
    return p;
  }

  int nextWaitingPointOrEnd(Frame f, int from, Exec at) {
    int p = f.nextWaitingPc(from);
    if (p >= 0) {
      return p;
    }
    int stranded = f.nextWaitingPc(0);
    if (stranded >= 0) {
      throw new MachineFault(
          "the thread ends while channels 0x"
              + Integer.toHexString(f.waitingAt(stranded))
              + " still wait at instruction #"
              + stranded
              + ", which execution never reaches again: a goto never"
              + " re-converges");
    }
    return Exec.FINISHED;
  }

  void enterFunction(Frame caller, DecodedFunction fn, int channels, int resumePc, Exec at) {
    if (caller.depth + 1 > maxCallDepth) {
      throw new MachineFault("stack overflow: fcall depth exceeds " + maxCallDepth);
    }
    Frame f = newFrame(fn);
    copyShared(caller, f);
    f.depth = caller.depth + 1;
    f.caller = caller;
    f.callerSavedEm = caller.em;
    f.callerSavedCallMask = caller.callMask;
    caller.pc = resumePc;
    f.em = channels;
    f.callMask = channels;
    f.pc = 0;
    frame = f;
  }

  void leaveFunction(Frame f) {
    long bytes = Frame.bytesFor(f.fn);
    if (frameCredit + bytes <= MAX_FRAME_CREDIT) {
      frameCredit += bytes;
    } else {
      budget.release(bytes);
      frameBytesHeld -= bytes;
    }
    Frame caller = f.caller;
    copyShared(f, caller);
    caller.em = f.callerSavedEm;
    caller.callMask = f.callerSavedCallMask;
    frame = caller;
    retired = f;
  }

  /** Copies %r0 and the pre-defined variables (%arg, %retval, %sp, %fp, ...) between frames. */
  private static void copyShared(Frame from, Frame to) {
    RegisterShadow.copyShared(from, to);
    System.arraycopy(from.grf, 0, to.grf, 0, RegisterLayout.GRF_BYTES);
    RegisterLayout a = from.fn.layout();
    RegisterLayout b = to.fn.layout();
    System.arraycopy(
        from.grf,
        a.predefinedStart(),
        to.grf,
        b.predefinedStart(),
        a.predefinedEnd() - a.predefinedStart());
  }

  FloatMode floatMode(Frame f) {
    int cr0 = Grf.i32(f.grf, f.fn.layout().cr0Offset());
    if (cr0 != lastCr0) {
      lastCr0 = cr0;
      lastMode = FloatMode.fromCr0(cr0 & 0xffffffffL);
    }
    return lastMode;
  }

  String describe(Frame f, Exec e) {
    return "instruction #"
        + e.pc
        + " '"
        + e.text()
        + "' ("
        + f.fn.unit().file()
        + ":"
        + e.insn.pos().line()
        + ") in "
        + (f.fn.unit().isKernel() ? "kernel '" : "function '")
        + f.fn.name()
        + "', thread "
        + name
        + ", execution mask 0x"
        + Integer.toHexString(f.em);
  }
}
