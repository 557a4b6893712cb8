package jvisa.api;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jvisa.asm.io.FileTrees;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler.Options;
import jvisa.cc.visa.CallMode;
import jvisa.cc.visa.Target;
import jvisa.cc.visa.VisaBackend;
import jvisa.ocl.launch.KernelImage;

/**
 * jvisa's own compiler (module jvisa-cc): OpenCL C through an installed front end (ocloc {@code
 * -spv_only}, or clang-15 with llvm-spirv-15), or SPIR-V, to vISA and a launch description in IGC's
 * format. Without a forced width it compiles for SIMD16; calls are inlined, or made stack calls
 * when the kernel needs them (recursion, function pointers).
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
      Options inline =
          new Options(target, simd, kernelName, Optional.empty(), options.buildOptions());
      VisaBackend.Compiled c;
      try {
        c = jvisa.cc.KernelCompiler.compile(source, inline, work);
      } catch (CompileError e) {
        if (!e.needsStackCalls()) {
          throw e;
        }
        c =
            jvisa.cc.KernelCompiler.compile(
                source,
                new Options(
                    target,
                    simd,
                    kernelName,
                    Optional.empty(),
                    options.buildOptions(),
                    CallMode.STACKCALL),
                work.resolve("stackcall"));
      }
      return new KernelImage(
          options.device().cliName() + "-simd" + simd + "-" + Compilers.JVISA,
          simd,
          parse(c),
          c.metadata(),
          c.programBuffers());
    } catch (CompileError e) {
      if (e.kernelChoices().isPresent()) {
        List<String> names = e.kernelChoices().get();
        throw CompileException.kernelNotChosen(
            source + " defines " + KernelChoice.describe(names), names);
      }
      throw new CompileException(e.getMessage());
    } finally {
      FileTrees.deleteQuietly(work);
    }
  }

  /** The kernel's unit, then those of the functions it stack-calls. */
  private static Program parse(VisaBackend.Compiled c) {
    List<Unit> units = new ArrayList<>();
    units.add(parseUnit(c.kernelName() + ".visaasm", c.visaasm()));
    c.functionFiles().forEach((file, text) -> units.add(parseUnit(file, text)));
    return new Program(units);
  }

  private static Unit parseUnit(String file, String text) {
    ParseResult r = VisaParser.parse(file, text);
    if (!r.ok()) {
      throw new CompileException(
          "internal error: the jvisa compiler wrote vISA that does not parse: "
              + r.diagnostics().get(0));
    }
    return r.unit();
  }
}
