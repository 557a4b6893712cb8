package jvisa.machine.memory;

/** Lets tests outside this package make memories with windows of their own. */
public final class TestViews {
  private TestViews() {}

  /** Fills {@code view} with {@code bytes}, index 0 at address {@code origin}, all a window. */
  public static void window(MemoryView view, byte[] bytes, long origin) {
    view.set(bytes, origin);
    view.window(origin, origin + bytes.length);
  }
}
