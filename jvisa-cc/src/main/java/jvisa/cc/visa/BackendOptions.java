package jvisa.cc.visa;

/**
 * How to compile a kernel: the target, the SIMD width (8, 16 or 32 channels per thread) and how
 * calls are compiled.
 */
public record BackendOptions(Target target, int simd, CallMode calls) {

  public BackendOptions {
    if (simd != 8 && simd != 16 && simd != 32) {
      throw new IllegalArgumentException("SIMD width must be 8, 16 or 32, not " + simd);
    }
  }

  /** Calls inlined. */
  public BackendOptions(Target target, int simd) {
    this(target, simd, CallMode.INLINE);
  }
}
