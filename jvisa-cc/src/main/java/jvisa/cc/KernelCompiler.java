package jvisa.cc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jvisa.cc.visa.Addressing;
import jvisa.cc.visa.BackendOptions;
import jvisa.cc.visa.Target;
import jvisa.cc.visa.VisaBackend;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.spirv.frontend.FrontEnd;

/**
 * The compiler's driver: OpenCL C or SPIR-V in, {@code kernel.visaasm} and {@code kernel.cos} out.
 * Every failure is a {@link CompileError}.
 */
public final class KernelCompiler {

  public static final String VISA_FILE = "kernel.visaasm";
  public static final String COS_FILE = "kernel.cos";

  /** What to compile for; {@code kernel} null when the input has one kernel. */
  public record Options(
      Target target,
      int simd,
      String kernel,
      Optional<FrontEnd> frontEnd,
      String buildOptions,
      Addressing addressing) {

    /** Stateless addressing. */
    public Options(
        Target target, int simd, String kernel, Optional<FrontEnd> frontEnd, String buildOptions) {
      this(target, simd, kernel, frontEnd, buildOptions, Addressing.STATELESS);
    }
  }

  private KernelCompiler() {}

  /** Compiles {@code input} ({@code .cl} or {@code .spv}); front-end files go under workDir. */
  public static VisaBackend.Compiled compile(Path input, Options o, Path workDir) {
    MiddleEnd.Result r = MiddleEnd.compile(input, o.buildOptions(), o.frontEnd(), workDir);
    return VisaBackend.compile(
        r.module(), o.kernel(), new BackendOptions(o.target(), o.simd(), o.addressing()));
  }

  /** Writes the kernel's vISA and launch description into {@code outDir} (created if needed). */
  public static void write(VisaBackend.Compiled c, Path outDir) {
    try {
      Files.createDirectories(outDir);
      Files.writeString(outDir.resolve(VISA_FILE), c.visaasm(), StandardCharsets.UTF_8);
      Files.writeString(outDir.resolve(COS_FILE), c.cos(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CompileError("cannot write " + outDir + ": " + e.getMessage());
    }
  }

  /**
   * Compiles a corpus case's {@code kernel.cl} with its build options into {@code outDir} and
   * returns a variant that launches the result.
   */
  public static VariantSpec compileCase(
      CaseSpec spec, Target target, int simd, Optional<FrontEnd> frontEnd, Path outDir) {
    return compileCase(spec, target, simd, Addressing.STATELESS, frontEnd, outDir);
  }

  /** As {@link #compileCase(CaseSpec, Target, int, Optional, Path)} with the given addressing. */
  public static VariantSpec compileCase(
      CaseSpec spec,
      Target target,
      int simd,
      Addressing addressing,
      Optional<FrontEnd> frontEnd,
      Path outDir) {
    Path work = outDir.resolve("front-end");
    VisaBackend.Compiled c =
        compile(
            spec.directory().resolve("kernel.cl"),
            new Options(target, simd, spec.kernel(), frontEnd, spec.buildOptions(), addressing),
            work);
    write(c, outDir);
    return new VariantSpec(
        "cc-"
            + target.cliName()
            + "-simd"
            + simd
            + (addressing == Addressing.STATEFUL ? "-stateful" : ""),
        target.cliName(),
        simd,
        "inline",
        List.of(VISA_FILE),
        COS_FILE,
        null,
        outDir.toAbsolutePath().toString());
  }
}
