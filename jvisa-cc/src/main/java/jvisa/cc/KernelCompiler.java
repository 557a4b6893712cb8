package jvisa.cc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jvisa.cc.visa.Addressing;
import jvisa.cc.visa.BackendOptions;
import jvisa.cc.visa.CallMode;
import jvisa.cc.visa.Target;
import jvisa.cc.visa.VisaBackend;
import jvisa.ocl.abi.ProgramBufferImages;
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
      CallMode calls,
      Addressing addressing) {

    /** Calls inlined, stateless addressing. */
    public Options(
        Target target, int simd, String kernel, Optional<FrontEnd> frontEnd, String buildOptions) {
      this(target, simd, kernel, frontEnd, buildOptions, CallMode.INLINE, Addressing.STATELESS);
    }

    /** Stateless addressing. */
    public Options(
        Target target,
        int simd,
        String kernel,
        Optional<FrontEnd> frontEnd,
        String buildOptions,
        CallMode calls) {
      this(target, simd, kernel, frontEnd, buildOptions, calls, Addressing.STATELESS);
    }
  }

  private KernelCompiler() {}

  /** Compiles {@code input} ({@code .cl} or {@code .spv}); front-end files go under workDir. */
  public static VisaBackend.Compiled compile(Path input, Options o, Path workDir) {
    MiddleEnd.Result r =
        MiddleEnd.compile(
            input, o.buildOptions(), o.frontEnd(), workDir, o.calls() == CallMode.INLINE);
    return VisaBackend.compile(
        r.module(),
        o.kernel(),
        new BackendOptions(o.target(), o.simd(), o.calls(), o.addressing()));
  }

  /**
   * Writes the kernel's vISA, the files of the functions it stack-calls, its launch description and
   * the initial bytes of its program-scope buffers ({@link ProgramBufferImages#fileName}) into
   * {@code outDir} (created if needed).
   */
  public static void write(VisaBackend.Compiled c, Path outDir) {
    try {
      Files.createDirectories(outDir);
      Files.writeString(outDir.resolve(VISA_FILE), c.visaasm(), StandardCharsets.UTF_8);
      for (var f : c.functionFiles().entrySet()) {
        Files.writeString(outDir.resolve(f.getKey()), f.getValue(), StandardCharsets.UTF_8);
      }
      Files.writeString(outDir.resolve(COS_FILE), c.cos(), StandardCharsets.UTF_8);
      for (var b : c.programBuffers().files().entrySet()) {
        Files.write(outDir.resolve(b.getKey()), b.getValue());
      }
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
    return compileCase(spec, target, simd, CallMode.INLINE, Addressing.STATELESS, frontEnd, outDir);
  }

  /** As {@link #compileCase(CaseSpec, Target, int, Optional, Path)} with the given addressing. */
  public static VariantSpec compileCase(
      CaseSpec spec,
      Target target,
      int simd,
      Addressing addressing,
      Optional<FrontEnd> frontEnd,
      Path outDir) {
    return compileCase(spec, target, simd, CallMode.INLINE, addressing, frontEnd, outDir);
  }

  /**
   * As {@link #compileCase(CaseSpec, Target, int, Optional, Path)} with calls compiled as asked.
   */
  public static VariantSpec compileCase(
      CaseSpec spec,
      Target target,
      int simd,
      CallMode calls,
      Optional<FrontEnd> frontEnd,
      Path outDir) {
    return compileCase(spec, target, simd, calls, Addressing.STATELESS, frontEnd, outDir);
  }

  /** Compiles a case with calls and buffer addressing as asked. */
  public static VariantSpec compileCase(
      CaseSpec spec,
      Target target,
      int simd,
      CallMode calls,
      Addressing addressing,
      Optional<FrontEnd> frontEnd,
      Path outDir) {
    Path work = outDir.resolve("front-end");
    VisaBackend.Compiled c =
        compile(
            spec.directory().resolve("kernel.cl"),
            new Options(
                target, simd, spec.kernel(), frontEnd, spec.buildOptions(), calls, addressing),
            work);
    write(c, outDir);
    List<String> files = new ArrayList<>(List.of(VISA_FILE));
    files.addAll(c.functionFiles().keySet());
    return new VariantSpec(
        "cc-"
            + target.cliName()
            + "-simd"
            + simd
            + "-"
            + calls.cliName()
            + (addressing == Addressing.STATEFUL ? "-stateful" : ""),
        target.cliName(),
        simd,
        calls.cliName(),
        files,
        COS_FILE,
        null,
        outDir.toAbsolutePath().toString());
  }
}
