package jvisa.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import jvisa.api.NDRange;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.cli.ocl.ArgSpecSyntax;
import jvisa.cli.ocl.InitialData;
import jvisa.cli.ocl.KernelArg;
import jvisa.cli.ocl.Npy;
import jvisa.machine.dispatch.DependencyPattern;
import jvisa.machine.limit.Limits;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ElementType;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import jvisa.ocl.launch.RawArgument;
import jvisa.ocl.launch.RawKernelLauncher;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa run-visa FILE.visaasm --simd N (--global ... | --media W,H) --arg SPEC...}: runs a
 * vISA kernel without compiler metadata, its arguments bound to its {@code .input} variables by
 * name.
 */
@Command(
    name = "run-visa",
    description =
        "Run a vISA kernel that has no compiler metadata. Each --arg names one of the kernel's"
            + " .input variables: INPUT=TYPE[COUNT]:INIT[:out] allocates a global buffer, binds it"
            + " at binding-table index k (its position among the --args, from 0) and writes its"
            + " 64-bit address into the 8-byte input; INPUT=TYPE:VALUE writes the value into the"
            + " input; INPUT=local:TYPE[COUNT] writes its SLM offset. Other inputs start as 0."
            + " GPGPU dispatch (--global/--local) fills r0 with the group IDs and the local IDs of"
            + " x, y, z from byte 32 (16 bits per lane, one GRF per channel, two for SIMD32), as"
            + " IGC's OpenCL kernels expect; the arguments' inputs must lie after them. Media"
            + " dispatch (--media W,H) runs one thread per point with %%thread_x/%%thread_y set.",
    footer = ExitCodes.HELP_FOOTER)
final class RunVisaCommand implements Callable<Integer> {
  @Parameters(
      arity = "1..*",
      paramLabel = "FILE",
      description = "the kernel's .visaasm (then its stack-called functions')")
  List<Path> files;

  @Option(
      names = "--simd",
      required = true,
      paramLabel = "N",
      description = "dispatch width (GPGPU: 1, 8, 16 or 32; media: 1 to 32)")
  int simd;

  @Option(names = "--global", paramLabel = "X[,Y[,Z]]", description = "GPGPU: global work size")
  String global;

  @Option(
      names = "--local",
      paramLabel = "X[,Y[,Z]]",
      description = "GPGPU: work-group size (default: the largest divisor of X up to 64)")
  String local;

  @Option(
      names = "--media",
      paramLabel = "W,H",
      description = "media dispatch over a W x H thread space instead of an NDRange")
  String media;

  @Option(
      names = "--dependency",
      paramLabel = "PATTERN",
      defaultValue = "none",
      description =
          "media: none, 45, 26, vertical (wait for the left thread) or horizontal (the one above)")
  String dependency;

  @Option(
      names = "--arg",
      paramLabel = "SPEC",
      description = "an argument bound to the .input of that name")
  List<String> args = new ArrayList<>();

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "folder for the :out buffers as .bin and .npy")
  Path outDir;

  @Option(names = "--seed", paramLabel = "N", description = "seed of random contents (default 0)")
  long seed;

  @Mixin ScheduleOptions schedule = new ScheduleOptions();

  @Mixin LimitOptions limits = new LimitOptions();

  @Override
  public Integer call() {
    try {
      Limits l = limits.toLimits();
      if ((global == null) == (media == null)) {
        throw new UsageException("give --global (GPGPU dispatch) or --media W,H, not both");
      }
      List<KernelArg> parsed = new ArrayList<>();
      List<RawArgument> raw = new ArrayList<>();
      for (String a : args) {
        KernelArg k = parseArg(a);
        parsed.add(k);
        raw.add(rawArgument(k, raw.size(), l));
      }
      if (!schedule.checkKinds().isEmpty()) {
        throw new UsageException(
            "run-visa does not run the --check tools yet (use run, ocl or exec)");
      }
      Program program = parse(l);
      LaunchOptions options =
          schedule.toLaunchOptions(Runtime.getRuntime().availableProcessors()).withLimits(l);
      LaunchResult r;
      if (media != null) {
        List<Long> wh = OclCommand.sizes("--media", media);
        if (wh.size() != 2 || wh.get(0) > Integer.MAX_VALUE || wh.get(1) > Integer.MAX_VALUE) {
          throw new UsageException("--media takes W,H");
        }
        r =
            RawKernelLauncher.launchMedia(
                program, simd, wh.get(0).intValue(), wh.get(1).intValue(), pattern(), raw, options);
      } else {
        NDRange range = OclCommand.range(OclCommand.sizes("--global", global), localSizes());
        r = RawKernelLauncher.launch(program, simd, range.global(), range.local(), raw, options);
      }
      Map<String, byte[]> files = new LinkedHashMap<>();
      for (KernelArg a : parsed) {
        if (a instanceof KernelArg.Global g && g.output()) {
          byte[] bytes = r.outputBytes().get(g.name());
          files.put(g.name() + ".bin", bytes);
          files.put(g.name() + ".npy", Npy.write(g.vectorType(), bytes));
        }
      }
      if (outDir != null) {
        OutputFiles.writeAll(outDir, files);
      }
      System.out.println(summary(r));
      if (outDir != null) {
        System.out.println("wrote " + files.size() / 2 + " output buffer(s) to " + outDir);
      }
      return ExitCodes.SUCCESS;
    } catch (IOException e) {
      System.err.println("error: cannot write the outputs to " + outDir + ": " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    }
  }

  private String summary(LaunchResult r) {
    if (media == null) {
      return r.kernel() + " " + r.variant() + ": " + r.stats().describe();
    }
    return String.format(
        Locale.ROOT,
        "%s media %s (%s dependency): %d threads, %d instructions executed, %.0f ms",
        r.kernel(),
        media.replace(',', 'x'),
        dependency,
        r.stats().threads(),
        r.stats().instructions(),
        r.stats().wallMillis());
  }

  private List<Long> localSizes() {
    return local == null ? List.of() : OclCommand.sizes("--local", local);
  }

  private DependencyPattern pattern() {
    DependencyPattern p =
        switch (dependency) {
          case "45" -> DependencyPattern.WAVEFRONT_45;
          case "26" -> DependencyPattern.WAVEFRONT_26;
          default -> DependencyPattern.named(dependency);
        };
    if (p == null) {
      throw new UsageException(
          "--dependency must be none, 45, 26, vertical or horizontal, not " + dependency);
    }
    return p;
  }

  private static KernelArg parseArg(String text) {
    try {
      return ArgSpecSyntax.parse(text);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private RawArgument rawArgument(KernelArg a, int position, Limits l) {
    try {
      if (a instanceof KernelArg.Global g) {
        byte[] initial = InitialData.of(g, position, seed, l.maxInputBytes());
        return new RawArgument(
            g.name(), ArgKind.GLOBAL, g.type(), g.elements(), initial, g.output());
      }
      if (a instanceof KernelArg.Scalar s) {
        byte[] value = s.bytes();
        return new RawArgument(
            s.name(), ArgKind.SCALAR, s.type(), value.length / s.type().size(), value, false);
      }
      KernelArg.Local loc = (KernelArg.Local) a;
      return new RawArgument(
          loc.name(), ArgKind.LOCAL, ElementType.UCHAR, loc.byteSize(), new byte[0], false);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private Program parse(Limits l) {
    List<Unit> units = new ArrayList<>();
    for (Path p : files) {
      ParseResult r = VisaParser.parseFile(p, l.maxInputBytes());
      if (!r.ok()) {
        throw new jvisa.ocl.launch.LaunchException(
            p + ": the vISA does not parse: " + r.diagnostics().get(0));
      }
      units.add(r.unit());
    }
    return new Program(units);
  }
}
