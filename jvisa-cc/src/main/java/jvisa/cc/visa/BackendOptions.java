package jvisa.cc.visa;

/** How to compile a kernel: the target and the SIMD width (8, 16 or 32 channels per thread). */
public record BackendOptions(Target target, int simd) {

  public BackendOptions {
    if (simd != 8 && simd != 16 && simd != 32) {
      throw new IllegalArgumentException("SIMD width must be 8, 16 or 32, not " + simd);
    }
  }
}
