package jvisa.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import jvisa.asm.model.Program;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.debug.DebugSession;
import jvisa.machine.debug.DebugTarget;
import jvisa.machine.debug.SingleThreadTarget;
import jvisa.machine.limit.Limits;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelImage;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.ProgramVerification;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa debug CASE --variant V} or {@code jvisa debug FILE.visaasm --simd N}: the lane-aware
 * debugger, commands from the terminal or stdin.
 */
@Command(
    name = "debug",
    description =
        "Debug a case's variant (all work-groups, a fixed round-robin schedule) or one thread of a"
            + " .visaasm kernel: breakpoints, stepping (also backwards), values per channel,"
            + " masks, threads, watches. Commands come from the terminal or stdin; 'help' lists"
            + " them.",
    footer = ExitCodes.HELP_FOOTER)
final class DebugCommand implements Callable<Integer> {
  @Parameters(
      arity = "1..*",
      paramLabel = "TARGET",
      description = "a case folder (with case.json), or the kernel's .visaasm (and its functions')")
  List<Path> targets;

  @Option(names = "--variant", description = "the case's variant to debug")
  String variantName;

  @Option(
      names = "--simd",
      defaultValue = "16",
      description = "dispatch width of the one thread of a .visaasm kernel (default 16)")
  int simd;

  @Option(
      names = "--set",
      paramLabel = "VAR=v0,v1,...",
      description = "initial elements of a variable (.visaasm kernels)")
  List<String> sets = new ArrayList<>();

  @Option(
      names = "--max-steps",
      defaultValue = "100000000",
      description = "instructions a thread may execute before the run is stopped as a runaway")
  long maxSteps;

  @picocli.CommandLine.Mixin LimitOptions limits = new LimitOptions();

  @Option(names = "--no-verify", description = "debug the kernel even if the verifier rejects it")
  boolean noVerify;

  // Java 17 (the target) gives a console exactly when the JVM runs at an interactive terminal;
  // the JDK 22 change this check warns about does not apply.
  @SuppressWarnings("SystemConsoleNull")
  @Override
  public Integer call() {
    try {
      Limits l = limits.toLimits();
      DebugSession session;
      Path first = targets.get(0);
      if (Files.isDirectory(first) || first.getFileName().toString().equals(CaseSpec.FILE_NAME)) {
        session = caseSession(Files.isDirectory(first) ? first : first.getParent(), l);
      } else {
        session = threadSession(l);
      }
      if (session == null) {
        return ExitCodes.BAD_INPUT;
      }
      BufferedReader in =
          new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      // a prompt only on a terminal: a script's output stays free of prompts
      session.run(
          System.console() == null
              ? new DebugConsole(in, System.out, false)
              : new DebugConsole(in, System.out, true));
      return ExitCodes.SUCCESS;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    }
  }

  private DebugSession caseSession(Path dir, Limits l) {
    CaseSpec spec = CaseSpec.load(dir, l.maxInputBytes());
    Optional<VariantSpec> variant =
        variantName != null
            ? spec.variant(variantName)
            : spec.variants().size() == 1 ? Optional.of(spec.variants().get(0)) : Optional.empty();
    if (variant.isEmpty()) {
      List<String> names = new ArrayList<>();
      spec.variants().forEach(v -> names.add(v.name()));
      throw new UsageException(
          (variantName == null ? "choose a variant with --variant" : "no variant '" + variantName)
              + (variantName == null ? "" : "'")
              + "; the case has: "
              + String.join(", ", names));
    }
    KernelImage image = KernelLauncher.load(spec, variant.get(), l.maxInputBytes());
    Program program =
        noVerify ? image.program() : ProgramVerification.requireValid(image.program());
    LaunchOptions options =
        LaunchOptions.defaults().withLimits(l).withStepLimit(maxSteps).withVerify(false);
    DebugTarget target = new CaseDebugTarget(spec, image, options);
    return new DebugSession(target, MachineProgram.decodeWithMessages(program).listings());
  }

  private DebugSession threadSession(Limits l) {
    ProgramFiles p = ProgramFiles.parse(targets, l.maxInputBytes());
    if (!p.diagnostics().isEmpty()) {
      p.diagnostics().forEach(d -> System.err.println(d));
      return null;
    }
    if (simd < 1 || simd > 32 || Integer.bitCount(simd) != 1) {
      throw new UsageException("--simd must be 1, 2, 4, 8, 16 or 32, not " + simd);
    }
    Program program = noVerify ? p.program() : ProgramVerification.requireValid(p.program());
    Map<String, List<String>> values = new LinkedHashMap<>();
    for (String s : sets) {
      int eq = s.indexOf('=');
      if (eq <= 0) {
        throw new UsageException("--set wants VAR=v0,v1,..., not '" + s + "'");
      }
      values.put(s.substring(0, eq), Arrays.asList(s.substring(eq + 1).split(",", -1)));
    }
    SingleThreadTarget target = new SingleThreadTarget(program, simd, values, maxSteps, l);
    try {
      target.check();
    } catch (IllegalArgumentException e) {
      throw new UsageException("--set: " + e.getMessage());
    }
    return new DebugSession(target, MachineProgram.decode(program).listings());
  }
}
