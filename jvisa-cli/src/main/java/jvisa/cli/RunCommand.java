package jvisa.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.machine.core.TraceFilter;
import jvisa.machine.limit.Limits;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchInstruments;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa run CASE_DIR [--variant NAME] [--out DIR]}: runs one variant of a case and writes
 * its outputs.
 */
@Command(
    name = "run",
    description =
        "Run one variant of a case (a folder with case.json) on the vISA machine, write each output"
            + " buffer as DIR/<arg>.bin and compare it with the expected output when there is one. Exit code 0 when"
            + " no compared buffer differs, 1 on a mismatch (the outputs are still written); on an error nothing is"
            + " written.",
    footer = ExitCodes.HELP_FOOTER)
final class RunCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "CASE_DIR",
      description = "a case folder (holding case.json) or its case.json")
  Path caseDir;

  @Option(
      names = "--variant",
      paramLabel = "NAME",
      description = "the variant to run (optional when the case has one)")
  String variantName;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "folder for the output buffers (nothing is written without)")
  Path outDir;

  @picocli.CommandLine.Mixin ScheduleOptions schedule = new ScheduleOptions();

  @picocli.CommandLine.Mixin LimitOptions limits = new LimitOptions();

  @picocli.CommandLine.Mixin InstrumentOptions instrument = new InstrumentOptions();

  @Option(
      names = "--compile",
      description =
          "run the case's kernel.cl compiled by jvisa's own compiler for the variant's target and"
              + " SIMD width, instead of IGC's vISA")
  boolean compile;

  @picocli.CommandLine.Mixin StatefulOption stateful = new StatefulOption();

  @Override
  public Integer call() {
    stateful.addressing(compile);
    try {
      Limits l = limits.toLimits();
      CaseSpec spec = CaseSpec.load(caseDir, l.maxInputBytes());
      Optional<VariantSpec> variant = chooseVariant(spec);
      if (variant.isEmpty()) {
        return ExitCodes.USAGE;
      }
      Set<CheckKind> checks = schedule.checkKinds();
      FindingLog findings = schedule.newFindingLog(System.out);
      LaunchOptions options =
          schedule
              .toLaunchOptions(Runtime.getRuntime().availableProcessors())
              .withLimits(l)
              .withChecks(checks, findings);
      TraceFilter filter = instrument.filter();
      if (instrument.tracing()) {
        options = options.withParallelism(1);
      }
      ProgressBar bar = ProgressBar.forTerminal("work-groups");
      try (InstrumentOptions.Trace trace = instrument.openTrace()) {
        LaunchInstruments watch = LaunchInstruments.none();
        if (instrument.profiling()) {
          watch = watch.withProfile();
        }
        if (trace != null) {
          watch = watch.withTrace(trace.writer, filter);
        }
        if (bar != null) {
          watch = watch.withProgress(bar.launch());
        }
        LaunchResult r;
        try (CompiledVariant compiled =
            compile
                ? CompiledVariant.of(spec, variant.get(), stateful.addressing(compile))
                : null) {
          VariantSpec v = compiled == null ? variant.get() : compiled.variant();
          r = KernelLauncher.launch(spec, v, options, watch);
        } finally {
          if (bar != null) {
            bar.finish();
          }
        }
        int exit = report(r, watch);
        if (!checks.isEmpty()) {
          CheckReports.finish(findings, schedule.reportFile, System.out);
          if (!findings.isEmpty()) {
            return ExitCodes.CHECK_FINDINGS;
          }
        }
        return exit;
      }
    } catch (IOException e) {
      System.err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    } catch (RuntimeException | VirtualMachineError e) {
      return LaunchFailure.report(e);
    }
  }

  private int report(LaunchResult r, LaunchInstruments watch) throws IOException {
    if (outDir != null) {
      Map<String, byte[]> files = new LinkedHashMap<>();
      r.outputBytes().forEach((name, bytes) -> files.put(name + ".bin", bytes));
      try {
        OutputFiles.writeAll(outDir, files);
      } catch (IOException e) {
        throw new IOException("cannot write the outputs to " + outDir + ": " + e.getMessage(), e);
      }
    }
    PrintfText.print(r);
    RunSummary.print(System.out, r);
    r.boundsReport().forEach(System.out::println);
    if (outDir != null) {
      System.out.println("wrote " + r.outputBytes().size() + " output buffer(s) to " + outDir);
    }
    if (instrument.profiling()) {
      instrument.writeProfile(r.kernel() + " " + r.variant(), watch.profile().orElseThrow());
    }
    return RunSummary.noMismatch(r) ? ExitCodes.SUCCESS : ExitCodes.MISMATCH;
  }

  private Optional<VariantSpec> chooseVariant(CaseSpec spec) {
    if (variantName != null) {
      Optional<VariantSpec> v = spec.variant(variantName);
      if (v.isEmpty()) {
        System.err.println("error: the case has no variant '" + variantName + "'");
        listVariants(spec);
      }
      return v;
    }
    if (spec.variants().size() == 1) {
      return Optional.of(spec.variants().get(0));
    }
    System.err.println(
        "error: the case has " + spec.variants().size() + " variants; choose one with --variant");
    listVariants(spec);
    return Optional.empty();
  }

  private static void listVariants(CaseSpec spec) {
    for (VariantSpec v : spec.variants()) {
      System.err.println("  " + v.name());
    }
  }
}
