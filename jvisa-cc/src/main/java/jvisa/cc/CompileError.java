package jvisa.cc;

/**
 * Input the compiler cannot handle: unsupported or inconsistent SPIR-V, IR that fails verification,
 * a kernel the interpreter cannot run. The message says where (function, instruction) and what;
 * callers print it, never a stack trace.
 */
public final class CompileError extends RuntimeException {
  public CompileError(String message) {
    super(message, null, false, false);
  }
}
