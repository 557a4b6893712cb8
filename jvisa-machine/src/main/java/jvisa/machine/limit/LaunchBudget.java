package jvisa.machine.limit;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What a launch may still use of its {@link Limits}: emulated memory held at once and instructions
 * executed. Shared by every thread of the launch, updated only at coarse events (a page created, a
 * frame entered or left, a group started or ended, a batch of instructions granted), never per
 * access or per instruction.
 */
public final class LaunchBudget {
  private static final LaunchBudget UNLIMITED = new LaunchBudget(Long.MAX_VALUE, Long.MAX_VALUE);

  /**
   * Instructions a thread takes at a time ({@link #grantInstructions}). A launch has at most 4096
   * threads alive at once (the hardware thread IDs), so together they hold at most {@link #PLENTY}
   * granted instructions they have not executed.
   */
  public static final long GRANT = 1 << 16;

  /** While more instructions than this are left, threads keep what they were granted. */
  static final long PLENTY = 4096 * GRANT;

  private final long maxMemory;
  private final long maxInstructions;
  private final AtomicLong memoryUsed = new AtomicLong();
  private final AtomicLong peakMemory = new AtomicLong();
  private final AtomicLong instructionsLeft;

  private LaunchBudget(long maxMemory, long maxInstructions) {
    this.maxMemory = maxMemory;
    this.maxInstructions = maxInstructions;
    this.instructionsLeft = new AtomicLong(maxInstructions);
  }

  /** A fresh budget with the memory and instruction limits of {@code limits}. */
  public static LaunchBudget of(Limits limits) {
    return new LaunchBudget(limits.maxMemory(), limits.maxInstructions());
  }

  /** No limit at all (tests, single threads without a launch). */
  public static LaunchBudget unlimited() {
    return UNLIMITED;
  }

  /**
   * Takes {@code bytes} of emulated memory for {@code what}.
   *
   * @throws LimitExceeded when the launch would hold more than its memory limit; nothing is taken
   *     then
   */
  public void charge(long bytes, String what) {
    if (!tryCharge(bytes)) {
      throw memoryExceeded(bytes, what);
    }
  }

  /**
   * Takes {@code bytes} of emulated memory if the launch has room for them; when not, nothing is
   * taken and the caller throws {@link #memoryExceeded} (so a description is only built for the
   * error).
   */
  public boolean tryCharge(long bytes) {
    if (this == UNLIMITED) {
      return true;
    }
    long now = memoryUsed.addAndGet(bytes);
    if (now > maxMemory || now < 0) {
      memoryUsed.addAndGet(-bytes);
      return false;
    }
    raisePeak(now);
    return true;
  }

  /** Raises the peak to {@code now}, writing only a new peak (threads charge frames per call). */
  private void raisePeak(long now) {
    long peak = peakMemory.get();
    while (now > peak && !peakMemory.compareAndSet(peak, now)) {
      peak = peakMemory.get();
    }
  }

  /** The error for {@code what}, which needs {@code bytes} that {@link #tryCharge} refused. */
  public LimitExceeded memoryExceeded(long bytes, String what) {
    return LimitExceeded.of(
        "emulated memory",
        maxMemory + " bytes",
        Limits.MEMORY_FLAG,
        what + " needs " + bytes + " more bytes, " + memoryUsed.get() + " are in use");
  }

  /** Gives back memory taken by {@link #charge}. */
  public void release(long bytes) {
    if (this != UNLIMITED) {
      memoryUsed.addAndGet(-bytes);
    }
  }

  /** Bytes of emulated memory held now. */
  public long memoryUsed() {
    return memoryUsed.get();
  }

  /** Most bytes of emulated memory held at once so far. */
  public long peakMemory() {
    return peakMemory.get();
  }

  /**
   * Up to {@code wanted} instructions for one thread to execute; 0 when the launch has used them
   * all.
   */
  public long grantInstructions(long wanted) {
    if (this == UNLIMITED) {
      return wanted;
    }
    while (true) {
      long left = instructionsLeft.get();
      if (left <= 0) {
        return 0;
      }
      long take = Math.min(left, wanted);
      if (instructionsLeft.compareAndSet(left, left - take)) {
        return take;
      }
    }
  }

  /**
   * Whether a thread that stops (at a barrier, or for another thread's turn) may keep the
   * instructions it was granted and has not executed: true while the launch has more left than all
   * its threads could hold. With fewer left, threads give back what they hold whenever they stop,
   * so a launch stopped at its limit has executed all of it but what its threads alive were granted
   * and had not run yet, at most {@link #GRANT} each. (Keeping them saves two updates of the
   * counter all threads share per stop: reduction's threads stop at eight barriers each.)
   */
  public boolean hasPlenty() {
    return instructionsLeft.get() > PLENTY;
  }

  /** Instructions not granted yet. */
  public long instructionsLeft() {
    return instructionsLeft.get();
  }

  /** Gives back granted instructions a thread did not execute. */
  public void returnInstructions(long unused) {
    if (this != UNLIMITED && unused > 0) {
      instructionsLeft.addAndGet(unused);
    }
  }

  /** The error for a thread that needs an instruction when none is left. */
  public LimitExceeded instructionsExhausted() {
    return LimitExceeded.of(
        "instruction",
        maxInstructions + " instructions",
        Limits.INSTRUCTIONS_FLAG,
        "the launch's threads have executed that many instructions");
  }
}
