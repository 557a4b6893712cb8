package jvisa.cc;

/**
 * Input the compiler cannot handle: unsupported or inconsistent SPIR-V, IR that fails verification,
 * a kernel the interpreter cannot run. The message says where (function, instruction) and what;
 * callers print it, never a stack trace.
 */
public final class CompileError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final boolean needsStackCalls;

  public CompileError(String message) {
    this(message, false);
  }

  private CompileError(String message, boolean needsStackCalls) {
    super(message, null, false, false);
    this.needsStackCalls = needsStackCalls;
  }

  /** A kernel that compiles only with stack calls (recursion, function pointers). */
  public static CompileError needingStackCalls(String message) {
    return new CompileError(message, true);
  }

  /** Whether the same kernel would compile with {@code --calls stackcall}, as far as calls go. */
  public boolean needsStackCalls() {
    return needsStackCalls;
  }
}
