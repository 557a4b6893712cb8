package jvisa.machine.dispatch;

import java.util.List;
import jvisa.machine.check.CheckKind;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.ThreadProbe;

/**
 * The scheduler's side of the checks: advances each thread's barrier epoch when its group passes a
 * barrier, and (with the barrier check) reports threads waiting at different barriers, or at a
 * barrier finished threads never reached.
 */
final class BarrierCheck {
  private BarrierCheck() {}

  /** Whether the group's threads carry the barrier check. */
  static boolean active(List<HwThread> threads) {
    return !threads.isEmpty()
        && threads.get(0).probe() != null
        && threads.get(0).probe().checksBarriers();
  }

  /** Every thread of the group waits at a barrier: report if not all at the same one; pass it. */
  static void release(List<HwThread> blocked) {
    if (active(blocked)) {
      String first = blocked.get(0).barrierKey();
      for (HwThread t : blocked) {
        if (first != null && !first.equals(t.barrierKey())) {
          t.probe()
              .reportAtStop(
                  CheckKind.BARRIERS,
                  "threads of a group wait at different barriers",
                  "thread " + blocked.get(0).probe().threadIndex() + " waits at another barrier",
                  "a work-group's threads must all reach the same barrier");
        }
      }
    }
    for (HwThread t : blocked) {
      ThreadProbe p = t.probe();
      if (p != null) {
        p.passBarrier();
      }
    }
  }

  /** Some threads wait at a barrier the group's finished threads never reached. */
  static void strand(List<HwThread> blocked, int finished) {
    for (HwThread t : blocked) {
      t.probe()
          .reportAtStop(
              CheckKind.BARRIERS,
              "barrier not reached by every thread of the group",
              "",
              finished
                  + " thread"
                  + (finished == 1 ? "" : "s")
                  + " of the group ended without reaching it; the waiting threads are released");
    }
    release(blocked);
  }
}
