package jvisa.cli;

/** A parameter value the command cannot use (exit code {@link ExitCodes#USAGE}). */
final class UsageException extends RuntimeException {
  UsageException(String message) {
    super(message, null, false, false);
  }
}
