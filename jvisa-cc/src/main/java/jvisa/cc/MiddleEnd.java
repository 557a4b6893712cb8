package jvisa.cc;

import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jvisa.asm.io.InputFiles;
import jvisa.cc.analysis.Uniformity;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Module;
import jvisa.cc.pass.PassStats;
import jvisa.cc.pass.Pipeline;
import jvisa.cc.spirv.SpirvTranslator;
import jvisa.spirv.SpirvFormatException;
import jvisa.spirv.SpirvReader;
import jvisa.spirv.frontend.FrontEnd;
import jvisa.spirv.frontend.KernelSource;

/**
 * The middle end as one call, for the compiler's driver: OpenCL C (through an installed front end,
 * ocloc preferred) or SPIR-V in, optimized IR with each kernel's uniformity out. Every failure is a
 * {@link CompileError} with a message for the user.
 */
public final class MiddleEnd {
  /** The optimized module, what the passes did, and each kernel's uniformity. */
  public record Result(Module module, PassStats stats, Map<String, Uniformity> uniformity) {}

  private MiddleEnd() {}

  /** Translates and optimizes a SPIR-V binary. */
  public static Result compile(byte[] spirv) {
    return compile(spirv, true);
  }

  /** As {@link #compile(byte[])}; with {@code inlineCalls} false calls are kept. */
  public static Result compile(byte[] spirv, boolean inlineCalls) {
    Module module;
    try {
      module = SpirvTranslator.translate(SpirvReader.read(spirv));
    } catch (SpirvFormatException e) {
      throw new CompileError("malformed SPIR-V: " + e.getMessage());
    }
    PassStats stats = Pipeline.optimize(module, inlineCalls);
    Map<String, Uniformity> uniformity = new LinkedHashMap<>();
    for (Function k : module.kernels()) {
      uniformity.put(k.name(), Uniformity.analyze(k));
    }
    return new Result(module, stats, uniformity);
  }

  /**
   * Compiles {@code input} ({@code .spv}, or {@code .cl} through {@code frontEnd} or else the first
   * installed one that can, ocloc before clang-15), writing the front end's files under {@code
   * workDir}.
   */
  public static Result compile(
      Path input, String buildOptions, Optional<FrontEnd> frontEnd, Path workDir) {
    return compile(input, buildOptions, frontEnd, workDir, true);
  }

  /**
   * As {@link #compile(Path, String, Optional, Path)}; with {@code inlineCalls} false calls stay.
   */
  public static Result compile(
      Path input,
      String buildOptions,
      Optional<FrontEnd> frontEnd,
      Path workDir,
      boolean inlineCalls) {
    try {
      if (input.toString().endsWith(".spv")) {
        return compile(InputFiles.read(input), inlineCalls);
      }
      java.util.Set<FrontEnd> allowed =
          KernelSource.allowedFrontEnds(
              new String(InputFiles.read(input), java.nio.charset.StandardCharsets.UTF_8));
      FrontEnd fe =
          frontEnd.orElseGet(
              () ->
                  List.of(FrontEnd.values()).stream()
                      .filter(f -> f.available() && allowed.contains(f))
                      .findFirst()
                      .orElseThrow(
                          () ->
                              new CompileError(
                                  "no installed OpenCL C front end can compile "
                                      + input
                                      + " (ocloc, or clang-15 with llvm-spirv-15; function"
                                      + " pointers need clang)")));
      if (!fe.available()) {
        throw new CompileError(
            "front end "
                + fe.name().toLowerCase(java.util.Locale.ROOT)
                + " is not installed (needs "
                + String.join(", ", fe.tools())
                + ")");
      }
      KernelSource source =
          new KernelSource(
              input.getFileName().toString(),
              input.toAbsolutePath(),
              buildOptions,
              EnumSet.of(fe),
              "");
      return compile(InputFiles.read(fe.compileUnder(source, workDir)), inlineCalls);
    } catch (IOException e) {
      throw new CompileError(input + ": " + e.getMessage());
    }
  }
}
