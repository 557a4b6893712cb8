package jvisa.cc.visa;

/**
 * How to compile a kernel: the target, the SIMD width (8, 16 or 32 channels per thread) and how
 * buffer arguments are addressed.
 */
public record BackendOptions(Target target, int simd, Addressing addressing) {

  public BackendOptions {
    if (simd != 8 && simd != 16 && simd != 32) {
      throw new IllegalArgumentException("SIMD width must be 8, 16 or 32, not " + simd);
    }
  }

  /** Stateless addressing. */
  public BackendOptions(Target target, int simd) {
    this(target, simd, Addressing.STATELESS);
  }
}
