package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The progress bar drawn into a fake terminal with a fake clock. */
class ProgressBarTest {
  private final AtomicLong now = new AtomicLong(1_000_000_000L);
  private final StringBuilder terminal = new StringBuilder();
  private final ProgressBar bar = new ProgressBar(terminal, now::get, "work-groups");

  @Test
  void quietDuringTheFirstHalfSecond() {
    bar.launch().starting(100);
    for (int i = 0; i < 50; i++) {
      now.addAndGet(ProgressBar.DELAY_NANOS / 100);
      bar.launch().workGroupDone();
    }
    assertEquals("", terminal.toString());
    bar.finish();
    assertEquals("", terminal.toString());
  }

  @Test
  void showsDoneOfTotalRateAndTimeLeft() {
    bar.launch().starting(100);
    now.addAndGet(2_000_000_000L);
    for (int i = 0; i < 40; i++) {
      bar.launch().workGroupDone();
    }
    String drawn = terminal.toString();
    assertTrue(drawn.startsWith("\r[" + ".".repeat(30) + "] 1/100 work-groups"), drawn);
    now.addAndGet(ProgressBar.REDRAW_NANOS);
    bar.advance(0);
    String last = terminal.substring(terminal.lastIndexOf("\r") + 1);
    assertTrue(last.startsWith("[" + "#".repeat(12) + ".".repeat(18) + "]"), last);
    assertTrue(last.contains("40/100 work-groups, 19/s, 0:03 left"), last);
  }

  @Test
  void redrawsAtMostTenTimesASecond() {
    bar.addTotal(100_000);
    now.addAndGet(ProgressBar.DELAY_NANOS);
    for (int i = 0; i < 100_000; i++) {
      now.addAndGet(10_000_000L / 1000); // 100,000 groups in 1 s
      bar.advance(1);
    }
    long draws = terminal.chars().filter(c -> c == '\r').count();
    assertTrue(draws >= 10 && draws <= 11, "drawn " + draws + " times");
  }

  @Test
  void finishErasesTheLine() {
    bar.addTotal(10);
    now.addAndGet(ProgressBar.DELAY_NANOS);
    bar.advance(3);
    int length = terminal.length() - 1;
    bar.finish();
    assertTrue(terminal.toString().endsWith("\r" + " ".repeat(length) + "\r"));
  }

  @Test
  void aFailedJobCountsItsRemainingGroupsAsDone() {
    bar.addTotal(10);
    ProgressBar.Job job = bar.job(10);
    now.addAndGet(ProgressBar.DELAY_NANOS);
    job.workGroupDone();
    job.end();
    now.addAndGet(ProgressBar.REDRAW_NANOS);
    bar.advance(0);
    assertTrue(terminal.toString().contains("10/10 work-groups"), terminal.toString());
  }
}
