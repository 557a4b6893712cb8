package jvisa.machine.core;

import jvisa.machine.check.Channels;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.Finding;
import jvisa.machine.check.FindingLog;

/**
 * What the checks know of one hardware thread of a checked launch: who it is (work-group, thread,
 * barrier epoch), the instruction it executes and the channel a memory message is at, and where its
 * findings go. Attached to a thread before it runs ({@link HwThread#attachProbe}); a thread without
 * one runs unchecked.
 */
public final class ThreadProbe {
  private final FindingLog log;
  private final String kernel;
  private final String workGroup;
  private final long groupIndex;
  private final int threadIndex;
  private final boolean checksBarriers;
  private HwThread thread;
  private int hardwareThread = -1;
  private int epoch;
  private int channel = -1;
  private long channelSteps = -1;
  private Exec lastSite;
  private int lastSiteId;

  /**
   * A probe for one thread.
   *
   * @param workGroup how reports name the group, e.g. "(1,0,0)"
   * @param groupIndex the group's linear index in the launch
   * @param threadIndex the thread's index in its group
   * @param checksBarriers whether the barrier check runs
   */
  public ThreadProbe(
      FindingLog log,
      String kernel,
      String workGroup,
      long groupIndex,
      int threadIndex,
      boolean checksBarriers) {
    this.log = log;
    this.checksBarriers = checksBarriers;
    this.kernel = kernel;
    this.workGroup = workGroup;
    this.groupIndex = groupIndex;
    this.threadIndex = threadIndex;
  }

  void bind(HwThread t) {
    this.thread = t;
  }

  public FindingLog log() {
    return log;
  }

  public String workGroup() {
    return workGroup;
  }

  public long groupIndex() {
    return groupIndex;
  }

  public int threadIndex() {
    return threadIndex;
  }

  /** The hardware thread slot the thread runs in (its private memory and scratch slice). */
  public int hardwareThread() {
    return hardwareThread;
  }

  public void setHardwareThread(int slot) {
    hardwareThread = slot;
  }

  /** Barriers the thread's group has passed: accesses of different epochs are ordered. */
  public int epoch() {
    return epoch;
  }

  /** Called when the group passes a barrier together. */
  public void passBarrier() {
    epoch++;
  }

  /** The channel of the memory access being made (set per lane by the message walkers). */
  public int channel() {
    return channelSteps == thread.steps() ? channel : -1;
  }

  public void setChannel(int c) {
    channel = c;
    channelSteps = thread.steps();
  }

  /** Instructions the thread has executed: an access's instruction instance. */
  public long steps() {
    return thread.steps();
  }

  /** A launch-wide number for the memory instruction executing now ({@link #describeSite}). */
  public int siteId() {
    Exec e = thread.currentMessage;
    if (e != lastSite) {
      lastSite = e;
      lastSiteId = thread.program().siteId(e);
    }
    return lastSiteId;
  }

  /** "#12 'text' (file:line)" of a {@link #siteId}. */
  public String describeSite(int id) {
    return thread.program().describeSite(id);
  }

  /** Reports a finding at the memory instruction executing now. */
  public void report(
      CheckKind check, String kind, long channelMask, String address, String other, String detail) {
    Exec e = thread.currentMessage;
    report(e, check, kind, channelMask, address, other, detail);
  }

  /**
   * Reports a finding at {@code e}; {@code channelMask} counts channels of the instruction (bit i =
   * its channel i, which is channel offset + i of the thread).
   */
  void report(
      Exec e,
      CheckKind check,
      String kind,
      long channelMask,
      String address,
      String other,
      String detail) {
    String insn = e == null ? "(the end of the kernel)" : thread.program().instructionOf(e);
    String source = e == null ? "?" : thread.program().sourceOf(e);
    log.add(
        new Finding(
            check,
            kind,
            kernel,
            insn,
            source,
            workGroup,
            Integer.toString(threadIndex),
            Channels.of((channelMask & 0xFFFF_FFFFL) << (e == null ? 0 : e.offset)),
            address,
            other,
            detail));
  }

  /**
   * Reports a finding at the instruction the thread last stopped at (the barrier it waits at, or
   * its end).
   */
  public void reportAtStop(CheckKind check, String kind, String other, String detail) {
    report(thread.stopExec(), check, kind, 0, "", other, detail);
  }

  /** Whether the barrier check runs (the scheduler asks before comparing barriers). */
  public boolean checksBarriers() {
    return checksBarriers;
  }

  /** "work-group (0,0,0) thread 1": who made an access, for the other side of a race. */
  public String who() {
    return "work-group " + workGroup + " thread " + threadIndex;
  }

  /**
   * For the uninitialised-value check: whether {@code bytes} register bytes at {@code offset} of
   * the current frame are defined; when not, reports {@code use} ("forms an address", "is stored to
   * memory") at the current message and channel.
   */
  public void requireDefined(int offset, int bytes, String use) {
    Frame f = thread.currentFrame();
    RegisterShadow s = f.shadow;
    if (s == null) {
      return;
    }
    int origin = s.origin(offset, bytes);
    if (origin != 0) {
      report(
          thread.currentMessage,
          CheckKind.UNINIT,
          "uninitialised value " + use,
          channel() < 0 ? 0 : 1L << channel(),
          "",
          "",
          s.describeOrigin(origin));
    }
  }

  /**
   * Whether {@code bytes} register bytes at {@code offset} of the current frame surely hold no
   * undefined byte (a quick test on whole registers: false means they may).
   */
  public boolean surelyDefined(int offset, int bytes) {
    RegisterShadow s = thread.currentFrame().shadow;
    return s == null || s.surelyDefined(offset, bytes);
  }

  /** The origin of {@code bytes} register bytes at {@code offset} of the current frame, or 0. */
  public int registerOrigin(int offset, int bytes) {
    RegisterShadow s = thread.currentFrame().shadow;
    return s == null || offset < 0 ? 0 : s.origin(offset, bytes);
  }

  /** Marks register bytes loaded from memory with the memory's origin (0: defined). */
  public void setRegisterOrigin(int offset, int bytes, int origin) {
    RegisterShadow s = thread.currentFrame().shadow;
    if (s != null && offset >= 0) {
      s.set(offset, bytes, origin);
    }
  }

  /** The origin standing for SLM bytes no thread of the group wrote. */
  public static int unwrittenSlmOrigin() {
    return RegisterShadow.UNWRITTEN_SLM;
  }

  /** The origin standing for image bytes the host gave no contents and no thread wrote. */
  public static int unwrittenImageOrigin() {
    return RegisterShadow.UNWRITTEN_IMAGE;
  }

  /** The origin standing for private memory or scratch bytes the thread did not write. */
  public static int unwrittenPrivateOrigin() {
    return RegisterShadow.UNWRITTEN_PRIVATE;
  }
}
