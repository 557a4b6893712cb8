package jvisa.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import jvisa.asm.io.FileTrees;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler;
import jvisa.cc.visa.Addressing;
import jvisa.cc.visa.CallMode;
import jvisa.cc.visa.Target;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * {@code --compile}: a case variant rebuilt by jvisa's own compiler from the case's {@code
 * kernel.cl} for the variant's target, SIMD width and call mode, in a private temporary folder that
 * {@link #close} removes.
 */
final class CompiledVariant implements AutoCloseable {
  private final Path dir;
  private final VariantSpec variant;

  private CompiledVariant(Path dir, VariantSpec variant) {
    this.dir = dir;
    this.variant = variant;
  }

  /**
   * Compiles {@code original}'s kernel the way it was built.
   *
   * @throws CompileError when the compiler cannot build it
   */
  static CompiledVariant of(CaseSpec spec, VariantSpec original, Addressing addressing) {
    CallMode calls;
    try {
      calls = CallMode.of(original.calls());
    } catch (IllegalArgumentException e) {
      throw new CompileError(
          "variant " + original.name() + " cannot be rebuilt: " + e.getMessage());
    }
    Path dir;
    try {
      dir = Files.createTempDirectory("jvisa-compile-");
    } catch (IOException e) {
      throw new CompileError("cannot create a temporary folder: " + e.getMessage());
    }
    try {
      VariantSpec v =
          KernelCompiler.compileCase(
              spec,
              Target.of(original.target()),
              original.simd(),
              calls,
              addressing,
              Optional.empty(),
              dir);
      return new CompiledVariant(dir, v);
    } catch (RuntimeException e) {
      FileTrees.deleteQuietly(dir);
      throw e;
    }
  }

  VariantSpec variant() {
    return variant;
  }

  @Override
  public void close() {
    FileTrees.deleteQuietly(dir);
  }
}
