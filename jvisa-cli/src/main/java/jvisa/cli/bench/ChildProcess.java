package jvisa.cli.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A command run to its end or to a time limit, with its output and its wall-clock time from start
 * to exit.
 *
 * @param exitCode the process's exit code; meaningless when {@code timedOut}
 */
public record ChildProcess(int exitCode, boolean timedOut, double seconds, String out, String err) {

  /**
   * Runs {@code command} with stdout and stderr in files under {@code scratch}; a run past {@code
   * timeout} is killed, with the processes it started.
   */
  public static ChildProcess run(List<String> command, Path scratch, Duration timeout)
      throws IOException {
    Path out = Files.createTempFile(scratch, "out", ".txt");
    Path err = Files.createTempFile(scratch, "err", ".txt");
    long start = System.nanoTime();
    Process p =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
            .start();
    boolean finished;
    try {
      finished = p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      finished = false;
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    if (!finished) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      try {
        p.waitFor();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return new ChildProcess(
        finished ? p.exitValue() : -1,
        !finished,
        seconds,
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  /** The last line of stdout that looks like a JSON object, or empty. */
  public String jsonLine() {
    String found = "";
    for (String line : out.lines().toList()) {
      if (line.startsWith("{")) {
        found = line;
      }
    }
    return found;
  }

  /** The first line of stderr, else of stdout, for a report. */
  public String firstMessage() {
    for (String text : List.of(err, out)) {
      for (String line : text.lines().toList()) {
        if (!line.isBlank()) {
          return line.strip();
        }
      }
    }
    return "no output";
  }
}
