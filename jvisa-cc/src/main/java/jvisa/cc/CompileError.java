package jvisa.cc;

import java.util.List;
import java.util.Optional;

/**
 * Input the compiler cannot handle: unsupported or inconsistent SPIR-V, IR that fails verification,
 * a kernel the interpreter cannot run. The message says where (function, instruction) and what;
 * callers print it, never a stack trace.
 */
public final class CompileError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final boolean needsStackCalls;
  private final List<String> kernelChoices;

  public CompileError(String message) {
    this(message, false, null);
  }

  private CompileError(String message, boolean needsStackCalls, List<String> kernelChoices) {
    super(message, null, false, false);
    this.needsStackCalls = needsStackCalls;
    this.kernelChoices = kernelChoices;
  }

  /**
   * No kernel was named and the module does not have exactly one: {@code kernels} are the ones it
   * defines.
   */
  public static CompileError kernelNotChosen(String message, List<String> kernels) {
    return new CompileError(message, false, List.copyOf(kernels));
  }

  /**
   * The kernels of the module when this error is that no kernel was named and the module does not
   * have exactly one; empty otherwise.
   */
  public Optional<List<String>> kernelChoices() {
    return Optional.ofNullable(kernelChoices);
  }

  /** A kernel that compiles only with stack calls (recursion, function pointers). */
  public static CompileError needingStackCalls(String message) {
    return new CompileError(message, true, null);
  }

  /** Whether the same kernel would compile with {@code --calls stackcall}, as far as calls go. */
  public boolean needsStackCalls() {
    return needsStackCalls;
  }
}
