package jvisa.cc.interp;

/** A kernel argument as the launcher gives it. */
public sealed interface KernelArg {
  /** A {@code __global} (or {@code __constant}) buffer, updated in place by the kernel. */
  record Buffer(byte[] bytes) implements KernelArg {}

  /** A by-value argument, little-endian bytes of its type. */
  record Scalar(byte[] bytes) implements KernelArg {}

  /** A {@code __local} buffer of {@code bytes} bytes, fresh for each work-group. */
  record Local(long bytes) implements KernelArg {}
}
