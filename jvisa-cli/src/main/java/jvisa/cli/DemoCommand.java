package jvisa.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javax.imageio.ImageIO;
import jvisa.asm.io.FileTrees;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.launch.BufferOutcome;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code jvisa demo}: runs the bundled Mandelbrot kernel (IGC's vISA for Tiger Lake, SIMD16)
 * through the OpenCL launcher and writes the image it computes as a PNG.
 */
@Command(
    name = "demo",
    description =
        "Run the bundled Mandelbrot kernel (compiled by IGC for tgllp, SIMD16) on the vISA machine, write"
            + " the image as a PNG and compare it with PoCL's output.",
    footer = ExitCodes.HELP_FOOTER)
final class DemoCommand implements Callable<Integer> {
  private static final String RESOURCES = "demo";

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description = "the PNG to write (default: mandelbrot.png)")
  Path out = Path.of("mandelbrot.png");

  @Option(
      names = "--divergence",
      description = "run the small single-thread divergence example instead")
  boolean divergence;

  @picocli.CommandLine.Mixin LimitOptions limits = new LimitOptions();

  @picocli.CommandLine.Mixin EngineOption engine = new EngineOption();

  @Override
  public Integer call() throws IOException {
    if (divergence) {
      return DivergenceDemo.run(limits.toLimits());
    }
    Path work = Files.createTempDirectory("jvisa-demo");
    try {
      CaseSpec spec = BundledCase.copyTo(RESOURCES, work);
      LaunchResult r =
          KernelLauncher.launch(
              spec,
              spec.variants().get(0),
              engine.applyTo(LaunchOptions.defaults()).withLimits(limits.toLimits()));
      ArgSpec image = spec.outputs().get(0);
      int width = (int) spec.globalSize(0);
      int height = (int) spec.globalSize(1);
      byte[] pixels = r.outputBytes().get(image.name());
      OutputFiles.writeOne(
          out,
          file -> {
            if (!ImageIO.write(RgbaImage.of(pixels, width, height), "png", file.toFile())) {
              throw new IOException("no PNG writer in this Java runtime");
            }
          });
      RunSummary.print(System.out, r);
      BufferOutcome outcome = r.outputs().get(0);
      System.out.println(
          "wrote "
              + out
              + " ("
              + width
              + "x"
              + height
              + "); "
              + (outcome.passed()
                  ? "it matches PoCL's output bit for bit"
                  : "it does NOT match PoCL's output"));
      return outcome.passed() ? ExitCodes.SUCCESS : ExitCodes.MISMATCH;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    } finally {
      FileTrees.delete(work);
    }
  }
}
