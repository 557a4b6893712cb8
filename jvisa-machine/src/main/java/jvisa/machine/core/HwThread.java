package jvisa.machine.core;

import jvisa.machine.alu.FloatMode;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.LimitExceeded;
import jvisa.machine.memory.AccessSite;

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
  private static final long QUOTA = 1 << 16;

  private final MachineProgram program;
  private final String name;
  private final long stepLimit;
  private final int maxCallDepth;
  private final ThreadEnvironment env;
  private final LaunchBudget budget;
  private Frame frame;
  private long steps;

  /** Steps up to which the instructions granted by the budget reach. */
  private long quotaEnd;

  /** Bytes of frames charged to the budget and not yet released. */
  private long frameBytesHeld;

  private long activeChannels;
  private final int dispatchWidth;
  private int lastCr0 = Integer.MIN_VALUE;
  private FloatMode lastMode = FloatMode.DEFAULT;
  private boolean finished;
  private int stoppedAt = -1;
  private ThreadObserver observer;

  /** The memory message being executed, for {@link #describeAccessSite}. */
  Exec currentMessage;

  final long[] la = new long[32];
  final long[] lb = new long[32];
  final long[] lc = new long[32];
  final long[] lr = new long[32];
  final double[] da = new double[32];
  final double[] db = new double[32];
  final double[] dc = new double[32];

  HwThread(
      MachineProgram program,
      String name,
      int dispatchMask,
      long stepLimit,
      int maxCallDepth,
      ThreadEnvironment env,
      LaunchBudget budget) {
    this.program = program;
    this.name = name;
    this.stepLimit = stepLimit;
    this.maxCallDepth = maxCallDepth;
    this.env = env;
    this.budget = budget;
    this.dispatchWidth = Integer.bitCount(dispatchMask);
    this.frame = newFrame(program.kernel());
    frame.em = dispatchMask;
    frame.callMask = dispatchMask;
  }

  public String name() {
    return name;
  }

  public long steps() {
    return steps;
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
    AccessSite previous = AccessSite.enter(this);
    try {
      return runSlice(maxInstructions);
    } finally {
      AccessSite.leave(previous);
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
   * Frees the memory of the thread's frames in the launch's budget (once the thread is done with).
   */
  public void releaseMemory() {
    budget.release(frameBytesHeld);
    frameBytesHeld = 0;
  }

  private Frame newFrame(DecodedFunction fn) {
    long bytes = Frame.bytesFor(fn);
    budget.charge(
        bytes,
        "the "
            + fn.layout().frameBytes()
            + "-byte register file of "
            + (fn.unit().isKernel() ? "kernel '" : "function '")
            + fn.name()
            + "' in thread "
            + name);
    frameBytesHeld += bytes;
    return new Frame(fn);
  }

  private Status runSlice(long maxInstructions) {
    Frame f = frame;
    Exec[] code = f.fn.code();
    int pc = f.pc;
    long budgetEnd =
        maxInstructions > Long.MAX_VALUE - steps ? Long.MAX_VALUE : steps + maxInstructions;
    long stopAt = Math.min(budgetEnd, Math.min(stepLimit, quotaEnd));
    ThreadObserver obs = observer;
    CompiledBlock[] blocks = compiledBlocks(f);
    try {
      while (true) {
        int w = f.waiting[pc];
        if (w != 0) {
          f.em |= w;
          f.waiting[pc] = 0;
          f.waitPoints.clear(pc);
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
        CompiledBlock block = blocks == null ? null : blocks[pc];
        if (block != null && stopAt - steps >= block.length) {
          int start = pc;
          int enabled = Integer.bitCount(f.em);
          steps += block.length;
          activeChannels += (long) block.length * enabled;
          try {
            block.run(this, f);
          } catch (CompiledBlock.Fault bf) {
            steps -= block.length - 1 - bf.index;
            activeChannels -= (long) (block.length - 1 - bf.index) * enabled;
            pc = start + bf.index;
            throw bf.fault();
          }
          pc = start + block.length;
          continue;
        }
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
        activeChannels += Integer.bitCount(f.em);
        int next;
        if (obs == null) {
          next = e.execute(this, f);
        } else {
          obs.before(this, f, e);
          next = e.execute(this, f);
          obs.after(this, f, e);
        }
        if (next >= 0) {
          pc = next;
        } else if (next == FRAME_SWITCH) {
          f = frame;
          code = f.fn.code();
          pc = f.pc;
          blocks = compiledBlocks(f);
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
      budget.returnInstructions(quotaEnd - steps);
      quotaEnd = steps;
    }
  }

  /** The JIT's blocks of the frame's function, or null to interpret (also when observed). */
  private CompiledBlock[] compiledBlocks(Frame f) {
    return observer == null ? f.fn.jit().blocks() : null;
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
    int p = f.waitPoints.nextSetBit(from);
    if (p < 0) {
      throw new MachineFault(
          "no channel is active and none waits at a later label: the goto never" + " re-converges");
    }
    return p;
  }

  int nextWaitingPointOrEnd(Frame f, int from, Exec at) {
    int p = f.waitPoints.nextSetBit(from);
    if (p >= 0) {
      return p;
    }
    int stranded = f.waitPoints.nextSetBit(0);
    if (stranded >= 0) {
      throw new MachineFault(
          "the thread ends while channels 0x"
              + Integer.toHexString(f.waiting[stranded])
              + " still wait at instruction #"
              + stranded
              + ", which execution never reaches again: a goto never"
              + " re-converges");
    }
    return Exec.FINISHED;
  }

  void enterFunction(Frame caller, String callee, int channels, int resumePc, Exec at) {
    DecodedFunction fn = program.function(callee);
    if (fn == null) {
      throw new MachineFault("fcall to unknown function '" + callee + "'");
    }
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
    budget.release(bytes);
    frameBytesHeld -= bytes;
    Frame caller = f.caller;
    copyShared(f, caller);
    caller.em = f.callerSavedEm;
    caller.callMask = f.callerSavedCallMask;
    frame = caller;
  }

  /** Copies %r0 and the pre-defined variables (%arg, %retval, %sp, %fp, ...) between frames. */
  private static void copyShared(Frame from, Frame to) {
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
