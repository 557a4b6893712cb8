package jvisa.api;

import java.nio.file.Path;
import jvisa.ocl.launch.KernelImage;

/**
 * The compiler seam: turns one kernel of an OpenCL C file into vISA with IGC-style metadata. {@link
 * Compilers} finds implementations by {@link #name()}: the built-in {@code igc} and any registered
 * with {@link java.util.ServiceLoader} under {@code META-INF/services/jvisa.api.KernelCompiler}.
 */
public interface KernelCompiler {
  /** The name {@link CompileOptions#compiler()} selects this compiler by, e.g. {@code igc}. */
  String name();

  /**
   * Compiles kernel {@code kernelName} of {@code source} as {@code options} say (the compiler name
   * in them is already resolved to this compiler); a null {@code kernelName} means the program's
   * only kernel, whose name the image's metadata then carries.
   *
   * @throws CompileException when the compiler is unavailable, rejects the source, or produces no
   *     such kernel ({@link CompileException#kernelNotChosen} when no name was given and the
   *     program has none or several kernels)
   */
  KernelImage compile(Path source, String kernelName, CompileOptions options);
}
