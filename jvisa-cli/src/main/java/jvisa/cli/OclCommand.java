package jvisa.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.zip.CRC32;
import jvisa.api.CompileException;
import jvisa.api.CompileOptions;
import jvisa.api.Device;
import jvisa.api.Kernel;
import jvisa.api.KernelArgumentException;
import jvisa.api.NDRange;
import jvisa.api.RunOptions;
import jvisa.api.RunResult;
import jvisa.cli.ocl.ArgSpecSyntax;
import jvisa.cli.ocl.ArgumentBinder;
import jvisa.cli.ocl.KernelArg;
import jvisa.cli.ocl.LaunchSpec;
import jvisa.cli.ocl.Npy;
import jvisa.cli.ocl.PoclReference;
import jvisa.cli.ocl.SpecJsonReader;
import jvisa.machine.check.CheckKind;
import jvisa.machine.limit.Limits;
import jvisa.ocl.corpus.CompareRule;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa ocl FILE.cl [--kernel NAME] --global X[,Y[,Z]] --arg SPEC...}: compiles an OpenCL C
 * kernel, runs it on the machine, writes its output buffers and optionally compares them with
 * PoCL's.
 */
@Command(
    name = "ocl",
    description =
        "Compile an OpenCL C kernel (Intel's compiler through ocloc, or jvisa's), run it on the vISA"
            + " machine, write each output buffer as DIR/<arg>.bin and DIR/<arg>.npy and, with"
            + " --reference pocl, compare the outputs with PoCL's. Arguments, one --arg per kernel"
            + " parameter in order: NAME=TYPE[COUNT]:INIT[:out] (INIT: zero, iota, iota:START,"
            + " fill:V, random, random:LO:HI, FILE.bin, FILE.npy), NAME=TYPE:VALUE,"
            + " NAME=local:TYPE[COUNT]; TYPE may be a vector (float4[N] is N float4; a by-value"
            + " float4 is V0,V1,V2,V3 or one V for all). Exit code 1 when an output differs from"
            + " the reference.",
    footer = ExitCodes.HELP_FOOTER)
final class OclCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "FILE.cl",
      description = "the OpenCL C source (or a SPIR-V module, FILE.spv, for --compiler igc)")
  Path source;

  @Option(
      names = "--kernel",
      paramLabel = "NAME",
      description = "the kernel to run (default: the only kernel the source defines)")
  String kernel;

  @Option(
      names = "--global",
      paramLabel = "X[,Y[,Z]]",
      description = "global work size (1 to 3 dimensions)")
  String global;

  @Option(
      names = "--local",
      paramLabel = "X[,Y[,Z]]",
      description = "work-group size (default: the largest divisor of X up to 64, 1 along Y and Z)")
  String local;

  @Option(
      names = "--arg",
      paramLabel = "SPEC",
      description = "one kernel argument (repeat, in signature order)")
  List<String> args = new ArrayList<>();

  @Option(
      names = "--spec",
      paramLabel = "spec.json",
      description = "take kernel, NDRange and arguments from a corpus spec.json instead")
  Path spec;

  @Option(
      names = "--device",
      paramLabel = "tgllp|dg2",
      defaultValue = "tgllp",
      description = "the GPU to compile for (default: ${DEFAULT-VALUE})")
  String device;

  @Option(
      names = "--simd",
      paramLabel = "8|16|32",
      description = "force the SIMD width (default: the compiler's choice)")
  int simd;

  @Option(
      names = "--compiler",
      paramLabel = "igc|jvisa",
      defaultValue = "igc",
      description = "the compiler (default: ${DEFAULT-VALUE})")
  String compiler;

  @Option(names = "--build-options", paramLabel = "OPTIONS", description = "OpenCL build options")
  String buildOptions;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "folder for the output buffers (nothing is written without)")
  Path outDir;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "seed of random contents (default: the spec's, else CRC-32 of the kernel name)")
  Long seed;

  @Option(
      names = "--reference",
      paramLabel = "pocl",
      description = "also run the kernel on PoCL and compare each output buffer with PoCL's")
  String reference;

  @Option(
      names = "--ulp",
      paramLabel = "N",
      description =
          "float/half elements may differ from the reference by this many ULPs (default 4)")
  Integer ulp;

  @Mixin ScheduleOptions schedule = new ScheduleOptions();

  @Mixin LimitOptions limits = new LimitOptions();

  @Override
  public Integer call() {
    try {
      Limits l = limits.toLimits();
      LaunchSpec launch = launchSpec(l);
      Device target =
          Device.byName(device)
              .orElseThrow(
                  () -> new UsageException("--device must be tgllp or dg2, not " + device));
      if (reference != null && !reference.equals("pocl")) {
        throw new UsageException("--reference must be pocl, not " + reference);
      }
      String options = buildOptions != null ? buildOptions : nonNull(launch.buildOptions());
      CompileOptions compile;
      try {
        compile = new CompileOptions(compiler, target, simd, options);
      } catch (IllegalArgumentException e) {
        throw new UsageException("--simd: " + e.getMessage());
      }
      Kernel k = compile(launch.kernel(), compile);
      long runSeed = seed != null ? seed : launch.seed() != null ? launch.seed() : crc32(k.name());
      ArgumentBinder bound = ArgumentBinder.bind(k, launch.args(), runSeed, l.maxInputBytes());
      NDRange range = range(launch.global(), launch.local());
      RunResult r = bound.call().run(range, runOptions(l));
      Map<String, byte[]> files = new LinkedHashMap<>();
      for (KernelArg a : launch.args()) {
        if (a instanceof KernelArg.Global g && g.output()) {
          byte[] bytes = bound.buffers().get(g.name()).toByteArray();
          files.put(g.name() + ".bin", bytes);
          files.put(g.name() + ".npy", Npy.write(g.vectorType(), bytes));
        }
      }
      if (outDir != null) {
        OutputFiles.writeAll(outDir, files);
      }
      PrintfText.print(r.launchResult());
      System.out.println(r.describe());
      r.boundsReport().forEach(System.out::println);
      if (outDir != null) {
        System.out.println("wrote " + files.size() / 2 + " output buffer(s) to " + outDir);
      }
      int exit =
          reference == null
              ? ExitCodes.SUCCESS
              : compareWithPocl(launch, k, options, range, bound, r.launchResult());
      if (!schedule.checkKinds().isEmpty()) {
        r.checkReport().forEach(System.out::println);
        if (schedule.reportFile != null) {
          CheckReports.write(schedule.reportFile, r.checkReportJson());
        }
        if (r.hasFindings()) {
          exit = Math.max(exit, ExitCodes.CHECK_FINDINGS);
        }
      }
      return exit;
    } catch (IOException e) {
      System.err.println("error: cannot write the outputs to " + outDir + ": " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    } catch (KernelArgumentException e) {
      return LaunchFailure.report(new UsageException(e.getMessage()));
    } catch (CompileException e) {
      System.err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    }
  }

  /** The kernel; without a name, the only one the compiled program has (a usage error if not). */
  private Kernel compile(String name, CompileOptions options) {
    try {
      return Kernel.compile(source, name, options);
    } catch (CompileException e) {
      if (e.kernelChoices().isPresent()) {
        throw new UsageException(e.getMessage());
      }
      throw e;
    }
  }

  private int compareWithPocl(
      LaunchSpec launch,
      Kernel k,
      String options,
      NDRange range,
      ArgumentBinder bound,
      LaunchResult ours) {
    PoclReference.Outcome ref =
        PoclReference.run(
            source,
            k.name(),
            options,
            range.global(),
            range.local(),
            launch.args(),
            bound.inputs(),
            bound.scalars());
    if (ref.skipped() != null) {
      System.out.println("reference pocl skipped: " + LaunchFailure.oneLine(ref.skipped()));
      return ExitCodes.SUCCESS;
    }
    if (ref.failed() != null) {
      System.err.println(
          "error: the PoCL reference failed: " + LaunchFailure.oneLine(ref.failed()));
      return ExitCodes.BAD_INPUT;
    }
    CompareRule rule = ulp == null ? launch.compare() : new CompareRule(ulp, 0.0);
    boolean same =
        ReferenceComparison.print(
            System.out, "pocl", launch.args(), bound.buffers(), ref.buffers(), rule);
    if (ours.printf().used()) {
      PrintfComparison c = PrintfComparison.of(ours.printfOutput(), ref.printed());
      System.out.println("  printf: " + c.describe());
      same &= c.same();
    }
    return same ? ExitCodes.SUCCESS : ExitCodes.MISMATCH;
  }

  private LaunchSpec launchSpec(Limits l) {
    if (spec != null) {
      if (global != null || local != null || !args.isEmpty()) {
        throw new UsageException(
            "--spec replaces --global, --local and --arg; give one or the other");
      }
      LaunchSpec s;
      try {
        s = SpecJsonReader.read(spec, l.maxInputBytes());
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
      return kernel == null
          ? s
          : new LaunchSpec(
              kernel, s.global(), s.local(), s.args(), s.buildOptions(), s.compare(), s.seed());
    }
    if (global == null) {
      throw new UsageException(
          "give --global (and --arg per argument, --kernel when the source has several kernels),"
              + " or --spec");
    }
    List<KernelArg> parsed = new ArrayList<>();
    try {
      for (String a : args) {
        parsed.add(ArgSpecSyntax.parse(a));
      }
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    return new LaunchSpec(
        kernel,
        sizes("--global", global),
        local == null ? List.of() : sizes("--local", local),
        parsed,
        null,
        CompareRule.DEFAULT,
        null);
  }

  /** The NDRange of these sizes (no local sizes: the default work-group). */
  static NDRange range(List<Long> globalSizes, List<Long> localSizes) {
    try {
      NDRange r = NDRange.of(globalSizes.stream().mapToLong(Long::longValue).toArray());
      return localSizes.isEmpty()
          ? r
          : r.withLocal(localSizes.stream().mapToLong(Long::longValue).toArray());
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  static List<Long> sizes(String flag, String text) {
    List<Long> out = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      try {
        out.add(Long.parseLong(part.trim()));
      } catch (NumberFormatException e) {
        throw new UsageException(flag + " '" + text + "': expected X[,Y[,Z]] positive integers");
      }
    }
    return out;
  }

  private RunOptions runOptions(Limits l) {
    LaunchOptions o =
        schedule.toLaunchOptions(Runtime.getRuntime().availableProcessors()).withLimits(l);
    return RunOptions.defaults()
        .withShuffleSeed(o.shuffleSeed())
        .withParallelism(o.parallelism())
        .withStepLimit(o.stepLimit())
        .withLimits(o.limits())
        .withVerify(o.verify())
        .withCheckBounds(o.checkedBounds())
        .withChecks(schedule.checkKinds().toArray(new CheckKind[0]));
  }

  private static long crc32(String text) {
    CRC32 crc = new CRC32();
    crc.update(text.getBytes(StandardCharsets.UTF_8));
    return crc.getValue();
  }

  private static String nonNull(String s) {
    return s == null ? "" : s;
  }
}
