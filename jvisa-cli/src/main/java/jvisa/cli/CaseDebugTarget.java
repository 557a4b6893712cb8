package jvisa.cli;

import jvisa.machine.debug.DebugTarget;
import jvisa.machine.debug.ThreadHook;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.launch.KernelImage;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchInstruments;
import jvisa.ocl.launch.LaunchOptions;

/**
 * A corpus case's variant launched for the debugger: every work-group, one at a time, each group's
 * threads round-robin, so each run executes the same instructions in the same order.
 */
final class CaseDebugTarget implements DebugTarget {
  private final CaseSpec spec;
  private final KernelImage kernel;
  private final LaunchOptions options;

  /**
   * @param options the launch's limits and step limit; the schedule and parallelism are fixed here
   */
  CaseDebugTarget(CaseSpec spec, KernelImage kernel, LaunchOptions options) {
    this.spec = spec;
    this.kernel = kernel;
    this.options = options.withParallelism(1).withShuffleSeed(null);
  }

  @Override
  public String run(ThreadHook hook) {
    long maxInput = options.limits().maxInputBytes();
    return KernelLauncher.launch(
            spec,
            kernel,
            options,
            a -> spec.loadInput(a, maxInput),
            LaunchInstruments.none().withThreadHook(hook))
        .describe();
  }

  @Override
  public long workGroups() {
    return spec.groupCount(0) * spec.groupCount(1) * spec.groupCount(2);
  }
}
