package jvisa.machine.dispatch;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineFault;

/**
 * Interleaves the hardware threads of one thread group until all have finished; threads blocked at
 * a barrier resume together once every thread of the group has arrived. The round-robin schedule
 * runs each thread until it ends or blocks, in order; the shuffled schedule (for exposing races)
 * picks the next thread and the number of instructions it may run (1 to {@link #MAX_QUANTUM}) from
 * a seeded random sequence, so a seed always gives the same interleaving.
 */
public final class ThreadGroupScheduler {
  /** Most instructions a thread runs before a shuffled schedule switches threads. */
  public static final int MAX_QUANTUM = 64;

  private final Random random;

  private ThreadGroupScheduler(Random random) {
    this.random = random;
  }

  /** Each thread runs until it ends or blocks, in list order: the deterministic default. */
  public static ThreadGroupScheduler roundRobin() {
    return new ThreadGroupScheduler(null);
  }

  /** Threads switch at points drawn from {@code new Random(seed)}. */
  public static ThreadGroupScheduler shuffled(long seed) {
    return new ThreadGroupScheduler(new Random(seed));
  }

  /**
   * Runs the group's threads to their end.
   *
   * @param groupLabel how errors name the group, e.g. "work-group (3,0,0)"
   * @return the instructions the threads executed in this call
   * @throws MachineFault when a thread faults, or threads wait at a barrier that finished threads
   *     never reach
   */
  public long run(List<HwThread> threads, String groupLabel) {
    long before = steps(threads);
    List<HwThread> runnable = new ArrayList<>(threads);
    List<HwThread> blocked = new ArrayList<>();
    int finished = 0;
    while (!runnable.isEmpty()) {
      if (random == null) {
        for (HwThread t : runnable) {
          if (t.run() == HwThread.Status.FINISHED) {
            finished++;
          } else {
            blocked.add(t);
          }
        }
        runnable.clear();
      } else {
        int pick = random.nextInt(runnable.size());
        HwThread t = runnable.get(pick);
        HwThread.Status s = t.run(1 + random.nextInt(MAX_QUANTUM));
        if (s != HwThread.Status.YIELDED) {
          runnable.remove(pick);
          if (s == HwThread.Status.FINISHED) {
            finished++;
          } else {
            blocked.add(t);
          }
        }
      }
      if (runnable.isEmpty() && !blocked.isEmpty()) {
        if (finished > 0) {
          if (!BarrierCheck.active(threads)) {
            throw deadlock(groupLabel, threads.size(), finished, blocked);
          }
          BarrierCheck.strand(blocked, finished);
        } else {
          BarrierCheck.release(blocked);
        }
        runnable.addAll(blocked);
        blocked.clear();
      }
    }
    return steps(threads) - before;
  }

  private static MachineFault deadlock(
      String group, int count, int finished, List<HwThread> blocked) {
    return new MachineFault(
        "barrier deadlock in "
            + group
            + ": "
            + blocked.size()
            + " of "
            + count
            + " threads wait at a barrier that "
            + finished
            + " finished thread"
            + (finished == 1 ? "" : "s")
            + " never reached; waiting at "
            + blocked.get(0).describeStop());
  }

  private static long steps(List<HwThread> threads) {
    long n = 0;
    for (HwThread t : threads) {
      n += t.steps();
    }
    return n;
  }
}
