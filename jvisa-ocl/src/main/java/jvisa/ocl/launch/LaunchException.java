package jvisa.ocl.launch;

/**
 * A kernel cannot be launched as described: unreadable vISA, metadata the launcher cannot honour,
 * bad case.
 */
public final class LaunchException extends RuntimeException {
  public LaunchException(String message) {
    super(message, null, false, false);
  }
}
