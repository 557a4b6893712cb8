package jvisa.ocl.launch;

import java.util.ArrayList;
import java.util.List;
import jvisa.machine.core.Grf;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadEnvironment;
import jvisa.ocl.abi.LocalIdLayout;

/**
 * Runs the hardware threads of work-groups the way the GPU dispatches them: SIMD-wide threads over the
 * group's work-items in linear order (x fastest), each starting with r0 (group IDs), its work-items'
 * local IDs, the cross-thread data and its hardware thread ID (%hw_id, its index in the group) in its
 * registers. A group's threads take turns until all have
 * finished; those stopped at a barrier resume once every thread of the group has arrived.
 */
final class WorkGroupRunner {
  private static final int MAX_CALL_DEPTH = 64;

  private final MachineProgram program;
  private final int simd;
  private final LocalIdLayout ids;
  private final byte[] crossThread;
  private final long stepLimit;
  private final int payloadEnd;
  private final int hwIdOffset;
  private long threads;
  private long instructions;

  WorkGroupRunner(MachineProgram program, int simd, LocalIdLayout ids, byte[] crossThread, long stepLimit) {
    this.program = program;
    this.simd = simd;
    this.ids = ids;
    this.crossThread = crossThread;
    this.stepLimit = stepLimit;
    this.payloadEnd = program.kernelLayout().payloadEnd();
    this.hwIdOffset = program.kernelLayout().offsetOf("%hw_id");
  }

  long threads() {
    return threads;
  }

  long instructions() {
    return instructions;
  }

  /** Number of hardware threads a group of {@code workItems} work-items needs. */
  int threadsFor(long workItems) {
    return (int) ((workItems + simd - 1) / simd);
  }

  /**
   * Runs one work-group to its end.
   *
   * @param group the group's ID in each dimension
   * @param size the group's work-items in each dimension (smaller than the local size for a partial group)
   */
  void run(long[] group, long[] size, ThreadEnvironment env) {
    long workItems = size[0] * size[1] * size[2];
    int count = threadsFor(workItems);
    String name = "(" + group[0] + "," + group[1] + "," + group[2] + ")";
    List<HwThread> live = new ArrayList<>(count);
    for (int k = 0; k < count; k++) {
      live.add(newThread(name, k, group, size, workItems, env));
    }
    threads += count;
    boolean anyFinished = false;
    while (!live.isEmpty()) {
      List<HwThread> waiting = new ArrayList<>(live.size());
      for (HwThread t : live) {
        long before = t.steps();
        HwThread.Status s = t.run();
        instructions += t.steps() - before;
        if (s == HwThread.Status.FINISHED) {
          anyFinished = true;
        } else {
          waiting.add(t);
        }
      }
      if (!waiting.isEmpty() && anyFinished) {
        throw new MachineFault("barrier deadlock in work-group " + name + ": " + waiting.size() + " of " + count
            + " threads wait at a barrier that finished threads never reached");
      }
      live = waiting;
    }
  }

  private HwThread newThread(String group, int k, long[] groupId, long[] size, long workItems,
      ThreadEnvironment env) {
    long first = (long) k * simd;
    int lanes = (int) Math.min(simd, workItems - first);
    int mask = lanes >= 32 ? -1 : (1 << lanes) - 1;
    HwThread t = program.newThread("group " + group + " thread " + k, mask, stepLimit, MAX_CALL_DEPTH, env);
    byte[] g = t.kernelRegisters();
    Grf.i32(g, 4, (int) groupId[0]);
    Grf.i32(g, 24, (int) groupId[1]);
    Grf.i32(g, 28, (int) groupId[2]);
    if (hwIdOffset >= 0) {
      Grf.i32(g, hwIdOffset, k);
    }
    for (int lane = 0; lane < lanes; lane++) {
      long item = first + lane;
      long x = item % size[0];
      long y = (item / size[0]) % size[1];
      long z = item / (size[0] * size[1]);
      putLocalId(g, 0, lane, x);
      putLocalId(g, 1, lane, y);
      putLocalId(g, 2, lane, z);
    }
    int at = ids.crossThreadRegisterOffset();
    int n = Math.min(crossThread.length, payloadEnd - at);
    if (n > 0) {
      System.arraycopy(crossThread, 0, g, at, n);
    }
    return t;
  }

  private void putLocalId(byte[] g, int dim, int lane, long value) {
    int base = ids.registerOffsetOf(dim);
    int at = base + 2 * lane;
    if (base >= 0 && at + 2 <= payloadEnd) {
      g[at] = (byte) value;
      g[at + 1] = (byte) (value >>> 8);
    }
  }
}
