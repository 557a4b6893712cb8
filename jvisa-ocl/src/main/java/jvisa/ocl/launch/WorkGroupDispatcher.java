package jvisa.ocl.launch;

import jvisa.machine.core.FrameCache;
import jvisa.machine.dispatch.HardwareThreadIds;
import jvisa.machine.dispatch.WorkerPool;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.ocl.corpus.CaseSpec;

/**
 * Runs every work-group of a launch, x fastest, on {@code parallelism} workers; each group gets its
 * own zeroed SLM and threads. Worker w gives its groups the hardware thread IDs w * T to w * T + T
 * - 1 (T = the threads of a full group), so hardware thread IDs are unique among the threads
 * running at the same time and {@link #hardwareThreads} private-memory slices and scratch slots
 * cover every ID.
 *
 * <p>Sharing global memory between concurrent groups relies on {@link GlobalMemory}'s guarantees:
 * plain accesses to distinct bytes never interfere, atomics on one location are totally ordered,
 * and everything a group wrote is visible once the dispatch returns.
 */
final class WorkGroupDispatcher {
  private final CaseSpec spec;
  private final WorkGroupRunner runner;
  private final int parallelism;
  private final int threadsPerGroup;
  private final LaunchBudget budget;

  WorkGroupDispatcher(CaseSpec spec, WorkGroupRunner runner, int parallelism) {
    this(spec, runner, parallelism, LaunchBudget.unlimited());
  }

  /**
   * @param budget what each group's SLM is charged to while the group runs
   */
  WorkGroupDispatcher(CaseSpec spec, WorkGroupRunner runner, int parallelism, LaunchBudget budget) {
    this.spec = spec;
    this.budget = budget;
    this.runner = runner;
    this.threadsPerGroup =
        runner.threadsFor(spec.localSize(0) * spec.localSize(1) * spec.localSize(2));
    // every concurrently running thread needs an ID below HardwareThreadIds.MAX_IDS
    this.parallelism =
        Math.max(1, Math.min(parallelism, HardwareThreadIds.MAX_IDS / threadsPerGroup));
    if (WorkGroupRunner.SCRATCH_BASE + hardwareThreads() * runner.scratchPerThread()
        > 0x1_0000_0000L) {
      throw new LaunchException(
          "the scratch space of "
              + hardwareThreads()
              + " hardware threads ("
              + runner.scratchPerThread()
              + " bytes each) does not fit the 4 GB stateless range; lower the parallelism");
    }
  }

  /**
   * Hardware thread IDs the dispatch may use: private memory and scratch need one slice for each.
   */
  long hardwareThreads() {
    return (long) threadsPerGroup * parallelism;
  }

  /** The hardware threads the dispatch runs, over all its work-groups. */
  long threads() {
    return workGroups() * threadsPerGroup;
  }

  /** The work-groups of the dispatch. */
  long workGroups() {
    return spec.groupCount(0) * spec.groupCount(1) * spec.groupCount(2);
  }

  /** Runs all groups; returns how many there were. */
  long runAll(GlobalMemory memory, BindingTable table, int slmSize) {
    long countX = spec.groupCount(0);
    long countY = spec.groupCount(1);
    long total = countX * countY * spec.groupCount(2);
    FrameCache[] frames = new FrameCache[parallelism];
    for (int w = 0; w < parallelism; w++) {
      frames[w] = new FrameCache();
    }
    WorkerPool.forEach(
        total,
        parallelism,
        (worker, index) -> {
          long[] group = {index % countX, index / countX % countY, index / (countX * countY)};
          long[] size = new long[3];
          for (int d = 0; d < 3; d++) {
            size[d] =
                Math.min(spec.localSize(d), spec.globalSize(d) - group[d] * spec.localSize(d));
          }
          int threads = runner.threadsFor(size[0] * size[1] * size[2]);
          budget.charge(
              slmSize,
              "the "
                  + slmSize
                  + "-byte SLM of work-group ("
                  + group[0]
                  + ","
                  + group[1]
                  + ","
                  + group[2]
                  + ")");
          try {
            GroupEnvironment env =
                new GroupEnvironment(memory, table, new SharedLocalMemory(slmSize), threads);
            runner.run(group, size, env, index, worker * threadsPerGroup, frames[worker]);
          } finally {
            budget.release(slmSize);
          }
        });
    return total;
  }
}
