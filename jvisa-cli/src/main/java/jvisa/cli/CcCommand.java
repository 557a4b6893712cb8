package jvisa.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import jvisa.asm.io.FileTrees;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler;
import jvisa.cc.visa.Addressing;
import jvisa.cc.visa.CallMode;
import jvisa.cc.visa.Target;
import jvisa.cc.visa.VisaBackend;
import jvisa.spirv.frontend.FrontEnd;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code jvisa cc INPUT -o OUTDIR}: compile OpenCL C or SPIR-V to vISA and a launch description.
 */
@Command(
    name = "cc",
    description =
        "Compile an OpenCL C (.cl) or SPIR-V (.spv) kernel to vISA: writes OUTDIR/kernel.visaasm"
            + " and OUTDIR/kernel.cos (its launch description, in IGC's patch-token text); with"
            + " --calls stackcall also OUTDIR/func_<n>.visaasm per called function; with __constant"
            + " tables beyond the 1 KB kept in registers also OUTDIR/program_constant_0.bin (their"
            + " initial bytes).",
    footer = ExitCodes.HELP_FOOTER)
final class CcCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "INPUT", description = ".cl or .spv file")
  Path input;

  @Option(
      names = {"-o", "--out"},
      required = true,
      paramLabel = "OUTDIR",
      description = "output folder")
  Path out;

  @Option(names = "--target", description = "tgllp or dg2 (default: ${DEFAULT-VALUE})")
  String target = "tgllp";

  @Option(names = "--simd", description = "8, 16 or 32 (default: ${DEFAULT-VALUE})")
  int simd = 16;

  @Option(names = "--kernel", paramLabel = "NAME", description = "kernel to compile")
  String kernel;

  @Option(
      names = "--front-end",
      paramLabel = "ocloc|clang",
      description = "OpenCL C front end (default: the first installed, ocloc first)")
  String frontEnd;

  @Option(
      names = "--calls",
      paramLabel = "inline|subroutine|stackcall",
      description =
          "how calls to non-kernel functions are compiled: inlined, vISA subroutines (call/ret) or"
              + " stack calls (fcall/fret, one file per function; allows recursion)"
              + " (default: ${DEFAULT-VALUE})")
  String calls = "inline";

  @Option(names = "--build-options", paramLabel = "OPTIONS", description = "e.g. \"-DN=4\"")
  String buildOptions = "";

  /** Picocli sets at most one of the two. */
  static final class AddressingChoice {
    @Option(
        names = "--stateless",
        description = "reach buffers through 64-bit addresses (the default)")
    boolean stateless;

    @Option(
        names = "--stateful",
        description =
            "reach buffer arguments through their binding-table surfaces, 32-bit offsets from"
                + " each buffer's base")
    boolean stateful;
  }

  @ArgGroup(exclusive = true, multiplicity = "0..1")
  AddressingChoice addressing;

  @Override
  public Integer call() {
    Target t;
    try {
      t = Target.of(target);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    if (simd != 8 && simd != 16 && simd != 32) {
      throw new UsageException("--simd must be 8, 16 or 32, not " + simd);
    }
    CallMode mode;
    try {
      mode = CallMode.of(calls);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--calls: " + e.getMessage());
    }
    Optional<FrontEnd> fe = Optional.empty();
    if (frontEnd != null) {
      fe =
          switch (frontEnd.toLowerCase(Locale.ROOT)) {
            case "ocloc" -> Optional.of(FrontEnd.OCLOC);
            case "clang" -> Optional.of(FrontEnd.CLANG);
            default ->
                throw new UsageException(
                    "--front-end must be ocloc or clang, not '" + frontEnd + "'");
          };
    }
    Path work = null;
    try {
      work = Files.createTempDirectory("jvisa-cc");
      VisaBackend.Compiled c =
          KernelCompiler.compile(
              input,
              new KernelCompiler.Options(
                  t,
                  simd,
                  kernel,
                  fe,
                  buildOptions,
                  mode,
                  addressing != null && addressing.stateful
                      ? Addressing.STATEFUL
                      : Addressing.STATELESS),
              work);
      KernelCompiler.write(c, out);
      System.out.println(
          "compiled kernel '"
              + c.kernelName()
              + "' for "
              + t.cliName()
              + " SIMD"
              + simd
              + " ("
              + mode.cliName()
              + " calls"
              + (addressing != null && addressing.stateful ? ", stateful" : "")
              + ") into "
              + out);
      return ExitCodes.SUCCESS;
    } catch (CompileError e) {
      System.err.println("error: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    } catch (IOException e) {
      System.err.println("error: cannot create a work folder: " + e.getMessage());
      return ExitCodes.BAD_INPUT;
    } finally {
      if (work != null) {
        FileTrees.deleteQuietly(work);
      }
    }
  }
}
