package jvisa.api;

/**
 * An argument does not fit the kernel: unknown name or index, the wrong kind (buffer, scalar or
 * {@code __local} size), a value its type cannot hold, or an argument left unset. The message names
 * the argument and gives the kernel's signature.
 */
public final class KernelArgumentException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** An exception with this message. */
  public KernelArgumentException(String message) {
    super(message);
  }
}
