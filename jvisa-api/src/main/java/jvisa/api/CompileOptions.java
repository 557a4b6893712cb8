package jvisa.api;

import java.util.Objects;

/**
 * How an OpenCL C kernel is compiled.
 *
 * @param compiler the compiler's name: {@code igc} (Intel's, through ocloc) or {@code jvisa}
 *     (jvisa's own, once available); see {@link Compilers}
 * @param device the GPU to compile for
 * @param simd the SIMD width to force (8, 16 or 32), or 0 to let the compiler choose
 * @param buildOptions OpenCL build options, e.g. {@code "-cl-fast-relaxed-math -DN=4"}
 */
public record CompileOptions(String compiler, Device device, int simd, String buildOptions) {
  /** Checks the SIMD width. */
  public CompileOptions {
    Objects.requireNonNull(compiler, "compiler");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(buildOptions, "buildOptions");
    if (simd != 0 && simd != 8 && simd != 16 && simd != 32) {
      throw new IllegalArgumentException("SIMD width must be 8, 16 or 32 (or 0), not " + simd);
    }
  }

  /** Intel's compiler, Tiger Lake, the compiler's SIMD width, no build options. */
  public static CompileOptions defaults() {
    return new CompileOptions(Compilers.IGC, Device.TGLLP, 0, "");
  }

  /** These options with another compiler. */
  public CompileOptions withCompiler(String name) {
    return new CompileOptions(name, device, simd, buildOptions);
  }

  /** These options for another device. */
  public CompileOptions withDevice(Device target) {
    return new CompileOptions(compiler, target, simd, buildOptions);
  }

  /** These options with a forced SIMD width (0: the compiler chooses). */
  public CompileOptions withSimd(int width) {
    return new CompileOptions(compiler, device, width, buildOptions);
  }

  /** These options with other build options. */
  public CompileOptions withBuildOptions(String options) {
    return new CompileOptions(compiler, device, simd, options);
  }
}
