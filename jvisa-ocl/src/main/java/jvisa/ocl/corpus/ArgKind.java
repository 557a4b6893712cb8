package jvisa.ocl.corpus;

/**
 * How a kernel argument is passed: a {@code __global} buffer, a by-value scalar, or a {@code
 * __local} buffer.
 */
public enum ArgKind {
  GLOBAL,
  SCALAR,
  LOCAL;

  public String jsonName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
