package jvisa.api;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jvisa.asm.io.FileTrees;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler.Options;
import jvisa.cc.visa.Target;
import jvisa.cc.visa.VisaBackend;
import jvisa.ocl.launch.KernelImage;

/**
 * jvisa's own compiler (module jvisa-cc): OpenCL C through an installed front end (ocloc {@code
 * -spv_only}, or clang-15 with llvm-spirv-15), or SPIR-V, to vISA and a launch description in IGC's
 * format. Without a forced width it compiles for SIMD16.
 */
final class JvisaCompiler implements KernelCompiler {
  private static final int DEFAULT_SIMD = 16;

  @Override
  public String name() {
    return Compilers.JVISA;
  }

  @Override
  public KernelImage compile(Path source, String kernelName, CompileOptions options) {
    if (!Files.isRegularFile(source)) {
      throw new CompileException(source + ": no such file");
    }
    int simd = options.simd() == 0 ? DEFAULT_SIMD : options.simd();
    Target target = Target.of(options.device().cliName());
    Path work = TemporaryFolder.create("jvisa-cc-");
    try {
      VisaBackend.Compiled c =
          jvisa.cc.KernelCompiler.compile(
              source,
              new Options(target, simd, kernelName, Optional.empty(), options.buildOptions()),
              work);
      return new KernelImage(
          options.device().cliName() + "-simd" + simd + "-" + Compilers.JVISA,
          simd,
          parse(c),
          c.metadata(),
          c.programBuffers());
    } catch (CompileError e) {
      throw new CompileException(e.getMessage());
    } finally {
      FileTrees.deleteQuietly(work);
    }
  }

  private static Program parse(VisaBackend.Compiled c) {
    ParseResult r = VisaParser.parse(c.kernelName() + ".visaasm", c.visaasm());
    if (!r.ok()) {
      throw new CompileException(
          "internal error: the jvisa compiler wrote vISA that does not parse: "
              + r.diagnostics().get(0));
    }
    return new Program(List.of(r.unit()));
  }
}
