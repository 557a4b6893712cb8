package jvisa.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import jvisa.cli.bench.JvisaEngine;
import jvisa.cli.bench.WorkerReport;
import jvisa.cli.bench.Workload;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa bench-worker CASE_DIR INPUT_DIR} (hidden): {@code bench} runs each workload in a
 * fresh JVM with this; it launches the workload once with the inputs {@code bench} wrote and prints
 * a {@link WorkerReport} as one JSON line.
 */
@Command(
    name = JvisaEngine.WORKER_COMMAND,
    hidden = true,
    description = "Run one bench workload and print its measurement as JSON (used by bench).")
final class BenchWorkerCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "CASE_DIR")
  Path caseDir;

  @Parameters(index = "1", paramLabel = "INPUT_DIR")
  Path inputDir;

  @Override
  public Integer call() {
    try {
      Workload w = Workload.load(caseDir);
      LaunchResult r =
          KernelLauncher.launch(
              w.withInputsIn(inputDir),
              w.variant(),
              LaunchOptions.defaults().withParallelism(Runtime.getRuntime().availableProcessors()));
      System.out.println(WorkerReport.of(r, w.expectedSha256()).toJson());
      return ExitCodes.SUCCESS;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    }
  }
}
