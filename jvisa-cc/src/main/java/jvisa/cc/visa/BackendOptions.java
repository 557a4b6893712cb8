package jvisa.cc.visa;

/**
 * How to compile a kernel: the target, the SIMD width (8, 16 or 32 channels per thread), how calls
 * are compiled and how buffer arguments are addressed.
 */
public record BackendOptions(Target target, int simd, CallMode calls, Addressing addressing) {

  public BackendOptions {
    if (simd != 8 && simd != 16 && simd != 32) {
      throw new IllegalArgumentException("SIMD width must be 8, 16 or 32, not " + simd);
    }
  }

  /** Calls inlined, stateless addressing. */
  public BackendOptions(Target target, int simd) {
    this(target, simd, CallMode.INLINE, Addressing.STATELESS);
  }

  /** Stateless addressing. */
  public BackendOptions(Target target, int simd, CallMode calls) {
    this(target, simd, calls, Addressing.STATELESS);
  }

  /** Calls inlined. */
  public BackendOptions(Target target, int simd, Addressing addressing) {
    this(target, simd, CallMode.INLINE, addressing);
  }
}
