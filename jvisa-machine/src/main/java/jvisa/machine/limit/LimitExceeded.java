package jvisa.machine.limit;

/**
 * A run reached one of its {@link Limits}, or a dispatch or declaration would break one by its size
 * alone. The message names the limit, its value, what reached it and the flag that raises it; it is
 * meant for the user, not a stack trace.
 */
public final class LimitExceeded extends RuntimeException {
  private final boolean located;

  private LimitExceeded(String message, boolean located) {
    super(message, null, false, false);
    this.located = located;
  }

  /**
   * E.g. {@code "the emulated memory limit of 536870912 bytes (--max-memory) is reached by a new 64
   * KB page"}.
   *
   * @param limit what is limited, e.g. "emulated memory"
   * @param value the limit with its unit, e.g. "536870912 bytes"
   * @param flag the command-line flag that raises it
   * @param cause what reached it
   */
  public static LimitExceeded of(String limit, String value, String flag, String cause) {
    return new LimitExceeded(
        "the " + limit + " limit of " + value + " (" + flag + ") is reached: " + cause, false);
  }

  /**
   * The same message followed by where it happened (instruction, kernel, thread); once located,
   * kept as is.
   */
  public LimitExceeded at(String where) {
    return located ? this : new LimitExceeded(getMessage() + " at " + where, true);
  }
}
