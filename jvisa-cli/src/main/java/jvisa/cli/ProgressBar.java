package jvisa.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.function.LongSupplier;
import jvisa.ocl.launch.LaunchProgress;

/**
 * A one-line progress bar for a terminal, redrawn in place with carriage returns: {@code [####....]
 * 512/1024 work-groups, 830/s, 0:01 left}. It stays invisible for the first half second (short runs
 * never show it), redraws at most ten times a second, and {@link #finish} erases it. Safe to call
 * from many threads.
 */
final class ProgressBar {
  static final long DELAY_NANOS = 500_000_000L;
  static final long REDRAW_NANOS = 100_000_000L;
  private static final int WIDTH = 30;

  private final Appendable out;
  private final LongSupplier clock;
  private final String unit;
  private final long startNanos;
  private long total;
  private long done;
  private long lastDraw = Long.MIN_VALUE;
  private int drawnLength;

  ProgressBar(Appendable out, LongSupplier clock, String unit) {
    this.out = out;
    this.clock = clock;
    this.unit = unit;
    this.startNanos = clock.getAsLong();
  }

  /** A bar on stderr when the command runs at a terminal (a console is attached), else null. */
  // Java 17 (the target) gives a console exactly when the JVM runs at an interactive terminal;
  // the JDK 22 change this check warns about does not apply.
  @SuppressWarnings("SystemConsoleNull")
  static ProgressBar forTerminal(String unit) {
    return System.console() == null ? null : new ProgressBar(System.err, System::nanoTime, unit);
  }

  /** A listener for one launch whose work-groups the bar counts as they start and finish. */
  LaunchProgress launch() {
    return new LaunchProgress() {
      @Override
      public void starting(long workGroups) {
        addTotal(workGroups);
      }

      @Override
      public void workGroupDone() {
        advance(1);
      }
    };
  }

  /**
   * A listener for one of many launches whose work-groups are already in the total; {@link Job#end}
   * counts those it did not run (a failed launch) as done.
   */
  Job job(long workGroups) {
    return new Job(workGroups);
  }

  final class Job implements LaunchProgress {
    private final long workGroups;
    private final java.util.concurrent.atomic.AtomicLong ran =
        new java.util.concurrent.atomic.AtomicLong();

    Job(long workGroups) {
      this.workGroups = workGroups;
    }

    @Override
    public void starting(long groups) {}

    @Override
    public void workGroupDone() {
      ran.incrementAndGet();
      advance(1);
    }

    void end() {
      advance(Math.max(0, workGroups - ran.get()));
    }
  }

  synchronized void addTotal(long more) {
    total += more;
  }

  synchronized void advance(long steps) {
    done += steps;
    long now = clock.getAsLong();
    if (now - startNanos >= DELAY_NANOS
        && (lastDraw == Long.MIN_VALUE || now - lastDraw >= REDRAW_NANOS)) {
      lastDraw = now;
      draw(render(now));
    }
  }

  /** Erases the bar (if it was drawn), leaving the cursor at the start of an empty line. */
  synchronized void finish() {
    if (drawnLength > 0) {
      write("\r" + " ".repeat(drawnLength) + "\r");
      drawnLength = 0;
    }
  }

  private String render(long now) {
    double seconds = Math.max(1e-9, (now - startNanos) / 1e9);
    double rate = done / seconds;
    long shown = Math.min(done, total);
    int filled = total == 0 ? WIDTH : (int) (WIDTH * shown / total);
    StringBuilder s = new StringBuilder("[");
    s.append("#".repeat(filled)).append(".".repeat(WIDTH - filled)).append("] ");
    s.append(shown).append('/').append(total).append(' ').append(unit);
    s.append(String.format(Locale.ROOT, ", %.0f/s", rate));
    if (rate > 0 && total > shown) {
      long left = Math.round((total - shown) / rate);
      s.append(String.format(Locale.ROOT, ", %d:%02d left", left / 60, left % 60));
    }
    return s.toString();
  }

  private void draw(String line) {
    String pad = line.length() < drawnLength ? " ".repeat(drawnLength - line.length()) : "";
    write("\r" + line + pad);
    drawnLength = line.length();
  }

  private void write(String s) {
    try {
      out.append(s);
      if (out instanceof java.io.Flushable f) {
        f.flush();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
