package jvisa.api;

/**
 * A kernel could not be compiled or loaded: the compiler is missing or rejected the source, the
 * program has no such kernel, or a vISA or metadata file is unreadable. The message says which,
 * with the compiler's own diagnostics.
 */
public final class CompileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with this message. */
  public CompileException(String message) {
    super(message, null, false, false);
  }
}
