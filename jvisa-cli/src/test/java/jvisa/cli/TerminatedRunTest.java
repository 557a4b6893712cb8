package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code jvisa run} terminated in its write phase leaves the previous outputs as they were: after
 * SIGTERM nothing of the new run is left, after SIGKILL the next run removes what was left.
 */
class TerminatedRunTest {
  @TempDir Path tmp;

  /**
   * The command line in a child JVM whose write phase stops after the first staged file until it is
   * killed.
   */
  public static final class SlowWriteMain {
    public static void main(String[] args) {
      OutputFiles.afterEachFile =
          () -> {
            System.out.println("STAGED");
            System.out.flush();
            try {
              Thread.sleep(60_000);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          };
      Main.main(args);
    }
  }

  private Process startRun(Path out) throws IOException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path vadd = Corpora.TESTKERNELS.require().caseDirectory("vadd_int");
    List<String> command =
        new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path")));
    System.getProperties().stringPropertyNames().stream()
        .filter(k -> k.startsWith("jvisa."))
        .forEach(k -> command.add("-D" + k + "=" + System.getProperty(k)));
    command.addAll(
        List.of(
            SlowWriteMain.class.getName(),
            "run",
            vadd.toString(),
            "--variant",
            "tgllp-simd8-inline",
            "--out",
            out.toString()));
    return new ProcessBuilder(command).redirectErrorStream(true).start();
  }

  private static void awaitStaged(Process p) throws IOException {
    BufferedReader r =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    StringBuilder printed = new StringBuilder();
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      if (line.equals("STAGED")) {
        return;
      }
      printed.append(line).append('\n');
    }
    throw new AssertionError("the child ended before its write phase:\n" + printed);
  }

  private List<String> entries(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private Path oldOutputs() throws IOException {
    Path out = tmp.resolve("out");
    Files.createDirectories(out);
    Files.writeString(out.resolve("c.bin"), "previous run");
    return out;
  }

  @Test
  void sigtermDuringTheWritePhaseLeavesTheOldOutputsAndNoStaging() throws Exception {
    Path out = oldOutputs();
    Process p = startRun(out);
    try {
      awaitStaged(p);
      assertEquals(
          2, entries(tmp).size(), "the staging folder exists while writing: " + entries(tmp));
      p.destroy();
      assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the child did not end on SIGTERM");
    } finally {
      p.destroyForcibly();
    }
    assertEquals(List.of("out"), entries(tmp));
    assertEquals("previous run", Files.readString(out.resolve("c.bin")));
  }

  @Test
  void afterSigkillTheNextRunRemovesTheLeftovers() throws Exception {
    Path out = oldOutputs();
    Process p = startRun(out);
    try {
      awaitStaged(p);
      p.destroyForcibly();
      assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    } finally {
      p.destroyForcibly();
    }
    assertEquals(2, entries(tmp).size(), "SIGKILL leaves the staging folder: " + entries(tmp));
    assertEquals("previous run", Files.readString(out.resolve("c.bin")));
    OutputFiles.writeAll(out, Map.of("c.bin", new byte[] {1}));
    assertEquals(List.of("out"), entries(tmp));
    assertEquals(List.of("c.bin"), entries(out));
  }
}
