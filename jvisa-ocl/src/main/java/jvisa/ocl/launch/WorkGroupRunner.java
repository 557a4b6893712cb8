package jvisa.ocl.launch;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.CheckedEnvironment;
import jvisa.machine.check.GroupChecks;
import jvisa.machine.check.LaunchChecks;
import jvisa.machine.check.MemoryMap;
import jvisa.machine.core.FrameCache;
import jvisa.machine.core.Grf;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.core.ThreadProbe;
import jvisa.machine.dispatch.HardwareThreadIds;
import jvisa.machine.dispatch.ThreadGroupScheduler;
import jvisa.machine.limit.LaunchBudget;
import jvisa.ocl.abi.LocalIdLayout;

/**
 * Runs the hardware threads of work-groups the way the GPU dispatches them: SIMD-wide threads over
 * the group's work-items in linear order (x fastest), each starting with r0 (group IDs, scratch
 * slot), its work-items' local IDs, the cross-thread data and its hardware thread ID ({@link
 * HardwareThreadIds}) in its registers. A {@link ThreadGroupScheduler} interleaves a group's
 * threads (round-robin, or shuffled by a seed mixed with the group's index, so a group's schedule
 * does not depend on which groups run beside it). Several groups may run at once on different Java
 * threads; the statistics are safe to update concurrently.
 */
final class WorkGroupRunner {
  private static final int MAX_CALL_DEPTH = 64;

  /** Stateless offset of scratch slot 0 (hardware thread 0); the first megabyte stays unused. */
  static final long SCRATCH_BASE = 0x10_0000;

  private final MachineProgram program;
  private final int simd;
  private final ThreadPayloads payloads;
  private final long stepLimit;
  private final Long shuffleSeed;
  private final long scratchPerThread;

  /** Register-file offsets of %hw_id and %sr0 (-1 when absent). */
  private final int hwIdOffset;

  private final int sr0Offset;
  private final LaunchBudget budget;
  private final LongAdder threads = new LongAdder();
  private final LongAdder instructions = new LongAdder();
  private final LongAdder compiledInstructions = new LongAdder();
  private final LongAdder activeChannels = new LongAdder();
  private final LongAdder dispatchedChannels = new LongAdder();
  private LaunchInstruments instruments = LaunchInstruments.none();

  WorkGroupRunner(
      MachineProgram program, int simd, LocalIdLayout ids, byte[] crossThread, long stepLimit) {
    this(program, simd, ids, crossThread, stepLimit, null, 0);
  }

  /**
   * @param shuffleSeed null for the round-robin schedule
   * @param scratchPerThread the kernel's scratch bytes per hardware thread (a multiple of 1 KB):
   *     hardware thread k finds its slot at stateless offset {@link #SCRATCH_BASE} + k *
   *     scratchPerThread in r0.5
   */
  WorkGroupRunner(
      MachineProgram program,
      int simd,
      LocalIdLayout ids,
      byte[] crossThread,
      long stepLimit,
      Long shuffleSeed,
      long scratchPerThread) {
    this(
        program,
        simd,
        ids,
        crossThread,
        stepLimit,
        shuffleSeed,
        scratchPerThread,
        LaunchBudget.unlimited());
  }

  /**
   * @param budget what the threads' register files and instructions are charged to
   */
  WorkGroupRunner(
      MachineProgram program,
      int simd,
      LocalIdLayout ids,
      byte[] crossThread,
      long stepLimit,
      Long shuffleSeed,
      long scratchPerThread,
      LaunchBudget budget) {
    this.budget = budget;
    this.program = program;
    this.simd = simd;
    this.payloads = new ThreadPayloads(simd, ids, crossThread, program.kernelLayout().payloadEnd());
    this.stepLimit = stepLimit;
    this.shuffleSeed = shuffleSeed;
    this.scratchPerThread = scratchPerThread;
    this.hwIdOffset = program.kernelLayout().offsetOf("%hw_id");
    this.sr0Offset = program.kernelLayout().offsetOf("%sr0");
  }

  /** Profile, trace and progress of the launch (set before any group runs). */
  void instrument(LaunchInstruments watchers) {
    this.instruments = watchers;
  }

  private LaunchChecks checks;
  private MemoryMap slmMap;
  private int slmSize;

  /**
   * Runs every thread under the launch's checks: a {@link ThreadProbe} each and memories seen
   * through a {@link CheckedEnvironment}.
   *
   * @param localBuffers the {@code __local} buffers in each group's SLM
   */
  void attachChecks(LaunchChecks launchChecks, MemoryMap localBuffers, int slmBytes) {
    this.checks = launchChecks;
    this.slmMap = localBuffers;
    this.slmSize = slmBytes;
  }

  long threads() {
    return threads.sum();
  }

  long scratchPerThread() {
    return scratchPerThread;
  }

  long instructions() {
    return instructions.sum();
  }

  /** Of {@link #instructions}, those the JIT's compiled code executed. */
  long compiledInstructions() {
    return compiledInstructions.sum();
  }

  /** Sum over all finished threads of the channels enabled per executed instruction. */
  long activeChannels() {
    return activeChannels.sum();
  }

  /** Sum over all finished threads of the channels dispatched per executed instruction. */
  long dispatchedChannels() {
    return dispatchedChannels.sum();
  }

  /** Number of hardware threads a group of {@code workItems} work-items needs. */
  int threadsFor(long workItems) {
    return (int) ((workItems + simd - 1) / simd);
  }

  /** Runs one work-group to its end as group 0 of the launch, with hardware thread IDs from 0. */
  void run(long[] group, long[] size, ThreadEnvironment env) {
    run(group, size, env, 0, 0, new FrameCache());
  }

  /**
   * Runs one work-group to its end.
   *
   * @param group the group's ID in each dimension
   * @param size the group's work-items in each dimension (smaller than the local size for a partial
   *     group)
   * @param groupIndex the group's linear index in the launch (seeds its shuffled schedule)
   * @param firstHwId the hardware thread ID of the group's thread 0; thread k gets firstHwId + k
   * @param frames the calling worker's cache of register files
   */
  void run(
      long[] group,
      long[] size,
      ThreadEnvironment env,
      long groupIndex,
      int firstHwId,
      FrameCache frames) {
    long workItems = size[0] * size[1] * size[2];
    int count = threadsFor(workItems);
    String name = "(" + group[0] + "," + group[1] + "," + group[2] + ")";
    List<HwThread> members = new ArrayList<>(count);
    GroupChecks groupChecks = checks == null ? null : new GroupChecks(slmSize, slmMap);
    if (checks != null) {
      checks.nameGroup(groupIndex, name);
    }
    try {
      for (int k = 0; k < count; k++) {
        if (checks == null) {
          members.add(newThread(name, k, firstHwId + k, group, size, workItems, env, frames));
        } else {
          ThreadProbe probe =
              new ThreadProbe(
                  checks.log(),
                  program.kernelName(),
                  name,
                  groupIndex,
                  k,
                  checks.has(CheckKind.BARRIERS));
          ThreadEnvironment checked =
              checks.watchesMemory()
                  ? new CheckedEnvironment(env, probe, checks, groupChecks)
                  : env;
          HwThread t = newThread(name, k, firstHwId + k, group, size, workItems, checked, frames);
          probe.setHardwareThread(firstHwId + k);
          checks.threadStarts(firstHwId + k);
          t.attachProbe(probe);
          members.add(t);
        }
      }
      threads.add(count);
      instructions.add(scheduler(groupIndex).run(members, "work-group " + name));
      instruments.workGroupDone();
    } finally {
      for (HwThread t : members) {
        activeChannels.add(t.activeChannels());
        compiledInstructions.add(t.compiledSteps());
        dispatchedChannels.add(t.steps() * t.dispatchWidth());
        t.release();
      }
    }
  }

  private ThreadGroupScheduler scheduler(long groupIndex) {
    if (shuffleSeed == null) {
      return ThreadGroupScheduler.roundRobin();
    }
    return ThreadGroupScheduler.shuffled(shuffleSeed ^ (groupIndex * 0x9E37_79B9_7F4A_7C15L));
  }

  private HwThread newThread(
      String group,
      int k,
      int hwId,
      long[] groupId,
      long[] size,
      long workItems,
      ThreadEnvironment env,
      FrameCache frames) {
    long first = (long) k * simd;
    int lanes = (int) Math.min(simd, workItems - first);
    int mask = lanes >= 32 ? -1 : (1 << lanes) - 1;
    HwThread t =
        program.newThread(
            "group " + group + " thread " + k,
            mask,
            stepLimit,
            MAX_CALL_DEPTH,
            env,
            budget,
            frames);
    instruments.observe(t, groupId, k);
    byte[] g = t.kernelRegisters();
    Grf.i32(g, 4, (int) groupId[0]);
    Grf.i32(g, 24, (int) groupId[1]);
    Grf.i32(g, 28, (int) groupId[2]);
    Grf.i32(g, 20, (int) (SCRATCH_BASE + hwId * scratchPerThread));
    HardwareThreadIds.write(g, hwIdOffset, sr0Offset, hwId, mask);
    payloads.write(g, size, k);
    return t;
  }
}
