package jvisa.api;

import java.util.List;
import java.util.Optional;

/**
 * A kernel could not be compiled or loaded: the compiler is missing or rejected the source, the
 * program has no such kernel, or a vISA or metadata file is unreadable. The message says which,
 * with the compiler's own diagnostics.
 */
public final class CompileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // an immutable List.copyOf, serializable in practice
  private final List<String> kernelChoices;

  /** An exception with this message. */
  public CompileException(String message) {
    this(message, null);
  }

  private CompileException(String message, List<String> kernelChoices) {
    super(message, null, false, false);
    this.kernelChoices = kernelChoices;
  }

  /**
   * No kernel name was given and the source does not define exactly one kernel; {@code kernels} are
   * the ones it defines.
   */
  public static CompileException kernelNotChosen(String message, List<String> kernels) {
    return new CompileException(message, List.copyOf(kernels));
  }

  /**
   * The kernels the source defines, when this exception says that no kernel was named and the
   * source does not define exactly one; empty otherwise.
   */
  public Optional<List<String>> kernelChoices() {
    return Optional.ofNullable(kernelChoices);
  }
}
