package jvisa.ocl.launch;

/**
 * What a launch's printf calls printed.
 *
 * @param used whether the kernel has a printf buffer
 * @param text the decoded output, records in buffer order
 * @param overflowed whether some call did not fit in the buffer (its output is missing)
 */
public record PrintfRun(boolean used, String text, boolean overflowed) {
  private static final PrintfRun NONE = new PrintfRun(false, "", false);

  public static PrintfRun none() {
    return NONE;
  }
}
