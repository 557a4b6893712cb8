package jvisa.ocl.launch;

import java.util.List;
import jvisa.machine.check.LaunchChecks;
import jvisa.machine.check.MemoryMap;
import jvisa.machine.memory.PrivateMemory;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.printf.PrintfBuffer;

/**
 * Names the regions of a launch's memory for the checks: every buffer argument, program buffer, the
 * private memory, the printf buffer and the scratch space in global memory; the kernel's own {@code
 * __local} variables and each {@code __local} argument in SLM. Private memory and scratch start
 * undefined for the uninitialised-value check (the host writes every buffer it passes, so those
 * start defined).
 */
final class LaunchMemoryMaps {
  private LaunchMemoryMaps() {}

  /**
   * Adds the launch's allocations to the checks' map, and the per-thread slicing of private memory
   * and scratch.
   *
   * @param programBuffers {index, address, size} of each program buffer placed
   * @param privateMemory the private memory region, or null
   */
  static void describe(
      LaunchChecks checks,
      CaseSpec spec,
      long[] addresses,
      KernelMetadata meta,
      List<long[]> programBuffers,
      PrivateMemory privateMemory,
      long printfBuffer,
      WorkGroupDispatcher dispatcher) {
    name(
        checks.map(),
        spec,
        addresses,
        meta,
        programBuffers,
        privateMemory,
        printfBuffer,
        dispatcher);
    if (privateMemory != null) {
      checks.addThreadSlices(privateMemory.base(), privateMemory.bytesPerThread());
      checks.startUndefined(privateMemory.base(), privateMemory.size());
    }
    long scratch = meta.perThreadScratchSpace();
    if (scratch > 0) {
      checks.addThreadSlices(WorkGroupRunner.SCRATCH_BASE, scratch);
      checks.startUndefined(WorkGroupRunner.SCRATCH_BASE, dispatcher.hardwareThreads() * scratch);
    }
  }

  /**
   * Adds the launch's allocations to {@code map}: buffer arguments ("argument 'out'"), program
   * buffers, private memory, the printf buffer and scratch.
   *
   * @param printfBuffer the printf buffer's address, or -1
   */
  static void name(
      MemoryMap map,
      CaseSpec spec,
      long[] addresses,
      KernelMetadata meta,
      List<long[]> programBuffers,
      PrivateMemory privateMemory,
      long printfBuffer,
      WorkGroupDispatcher dispatcher) {
    List<ArgSpec> args = spec.args();
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).kind() == ArgKind.GLOBAL) {
        map.add(
            "argument '" + args.get(i).name() + "'", addresses[i], args.get(i).byteSize(), true);
      }
    }
    for (long[] b : programBuffers) {
      map.add("program buffer " + b[0], b[1], b[2], true);
    }
    if (privateMemory != null) {
      map.add("private memory", privateMemory.base(), privateMemory.size(), false);
    }
    if (printfBuffer >= 0) {
      map.add("printf buffer", printfBuffer, PrintfBuffer.SIZE, true);
    }
    long scratch = meta.perThreadScratchSpace();
    if (scratch > 0) {
      map.add(
          "scratch space",
          WorkGroupRunner.SCRATCH_BASE,
          dispatcher.hardwareThreads() * scratch,
          false);
    }
  }

  /** The {@code __local} buffers of a group's SLM: the kernel's own, then each argument's. */
  static MemoryMap localBuffers(CaseSpec spec, KernelMetadata meta, long[] slmOffsets) {
    MemoryMap map = new MemoryMap();
    if (meta.slmInlineSize() > 0) {
      map.add("the kernel's __local variables", 0, meta.slmInlineSize(), true);
    }
    List<ArgSpec> args = spec.args();
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).kind() == ArgKind.LOCAL) {
        map.add(
            "__local argument '" + args.get(i).name() + "'",
            slmOffsets[i],
            args.get(i).byteSize(),
            true);
      }
    }
    return map;
  }
}
