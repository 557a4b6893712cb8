package jvisa.machine.core;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Instruction;

/**
 * What a debugger may see of a hardware thread, read-only: where it is, its divergence state
 * (execution mask, call mask, channels parked at re-convergence points, subroutine and call depth)
 * and its registers. Between instructions it shows the thread's innermost frame; while its {@link
 * DebugProbe} reports an instruction it shows that instruction's frame.
 */
public final class ThreadView {
  private final HwThread thread;
  private final int dispatchMask;
  private final List<DecodedFunction> functions;
  private Frame pinned;
  private int livePc = -1;
  private boolean atBarrier;
  private int barriers;

  ThreadView(HwThread thread) {
    this.thread = thread;
    int width = thread.dispatchWidth();
    this.dispatchMask = width >= 32 ? -1 : (1 << width) - 1;
    this.functions = thread.program().functionsInOrder();
  }

  void enter(Frame f, Exec e) {
    pinned = f;
    livePc = e.pc;
    atBarrier = false;
  }

  void executed(Frame f, Exec e) {
    pinned = f;
    livePc = -1;
    atBarrier = e instanceof MessageExecs.Barrier && thread.env().mustWaitAtBarrier();
    if (atBarrier) {
      barriers++;
    }
  }

  void leave() {
    pinned = null;
  }

  private Frame frame() {
    return pinned != null ? pinned : thread.currentFrame();
  }

  /** The instruction the thread executes next (or is about to, inside a probe's report). */
  public int pc() {
    return livePc >= 0 ? livePc : frame().pc;
  }

  /** Instructions the thread has completed. */
  public long completed() {
    return livePc >= 0 ? thread.steps() - 1 : thread.steps();
  }

  public boolean finished() {
    return thread.finished();
  }

  /** Whether the thread's last instruction was a barrier its group must reach before it goes on. */
  public boolean atBarrier() {
    return atBarrier && !thread.finished();
  }

  /** Barriers the thread has reached (and stopped at) so far. */
  public int barriers() {
    return barriers;
  }

  public String name() {
    return thread.name();
  }

  /** The channels the thread was dispatched with (threads get their lanes from channel 0 on). */
  public int dispatchMask() {
    return dispatchMask;
  }

  /** Index of the current function in {@link MachineProgram#listings()} (the kernel is 0). */
  public int functionIndex() {
    return functions.indexOf(frame().fn);
  }

  public String functionName() {
    return frame().fn.name();
  }

  /** Instructions in the current function. */
  public int functionLength() {
    return frame().fn.code().length;
  }

  /** The current function's register layout (where its variables live). */
  public RegisterLayout layout() {
    return frame().fn.layout();
  }

  /** Stack-call depth: 0 in the kernel, 1 in a function it called, ... */
  public int callDepth() {
    return frame().depth;
  }

  /** Subroutines (call/ret) entered and not yet returned from, in the current frame. */
  public int subroutineDepth() {
    return frame().subDepth;
  }

  public int executionMask() {
    return frame().em;
  }

  public int callMask() {
    return frame().callMask;
  }

  /** Channels parked at each instruction of the current frame (pc to channels), in pc order. */
  public Map<Integer, Integer> parked() {
    Frame f = frame();
    Map<Integer, Integer> out = new LinkedHashMap<>();
    for (int p = f.nextWaitingPc(0); p >= 0; p = f.nextWaitingPc(p + 1)) {
      out.put(p, f.waitingAt(p));
    }
    return out;
  }

  /** The instruction at {@link #pc()}, or null past the function's end. */
  public Instruction instruction() {
    Exec e = exec();
    return e == null ? null : e.insn;
  }

  /** Channels the instruction at {@link #pc()} runs on: mask and predicate (-1 past the end). */
  public int instructionChannels() {
    Exec e = exec();
    return e == null ? -1 : e.channels(frame()) << e.offset;
  }

  private Exec exec() {
    Frame f = frame();
    int p = pc();
    return p >= 0 && p < f.fn.code().length ? f.fn.code()[p] : null;
  }

  /** A copy of {@code length} bytes of the current frame's registers from {@code offset}. */
  public byte[] registers(int offset, int length) {
    byte[] g = frame().grf;
    if (offset < 0 || length < 0 || offset + length > g.length) {
      throw new IllegalArgumentException(
          "bytes " + offset + " to " + (offset + length) + " lie outside the register file");
    }
    return java.util.Arrays.copyOfRange(g, offset, offset + length);
  }

  /** The bits of predicate {@code index} (bit i = channel i) in the current frame. */
  public int predicate(int index) {
    return frame().flags[index];
  }
}
