package jvisa.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import jvisa.cli.bench.JvisaEngine;
import jvisa.cli.bench.WorkerReport;
import jvisa.cli.bench.Workload;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.launch.InputSource;
import jvisa.ocl.launch.KernelImage;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa bench-worker CASE_DIR INPUT_DIR} (hidden): {@code bench} runs each workload in a
 * fresh JVM with this; it launches the workload once with the inputs {@code bench} wrote and prints
 * a {@link WorkerReport} as one JSON line. Later launches ({@code --launches}) launch the same
 * loaded kernel again, as a program of the Java API would: on the code its first launch compiled.
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

  @picocli.CommandLine.Option(
      names = "--launches",
      paramLabel = "N",
      description =
          "launch the workload N times in this JVM; the report adds the fastest kernel"
              + " time of launches 2..N (default: 1)")
  int launches = 1;

  @picocli.CommandLine.Mixin EngineOption engine = new EngineOption();

  @Override
  public Integer call() {
    try {
      if (launches < 1) {
        throw new UsageException("--launches must be at least 1");
      }
      Workload w = Workload.load(caseDir);
      LaunchOptions options =
          engine
              .applyTo(LaunchOptions.defaults())
              .withParallelism(Runtime.getRuntime().availableProcessors());
      CaseSpec spec = w.withInputsIn(inputDir);
      long maxInput = options.limits().maxInputBytes();
      InputSource inputs = a -> spec.loadInput(a, maxInput);
      KernelImage kernel = KernelLauncher.load(spec, w.variant(), maxInput);
      LaunchResult first = KernelLauncher.launch(spec, kernel, options, inputs);
      WorkerReport report = WorkerReport.of(first, w.expectedSha256());
      for (int i = 1; i < launches; i++) {
        LaunchResult again = KernelLauncher.launch(spec, kernel, options, inputs);
        report = report.withWarmLaunch(again, w.expectedSha256());
      }
      System.out.println(report.toJson());
      return ExitCodes.SUCCESS;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    }
  }
}
