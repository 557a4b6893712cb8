package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --trace} with its filters and limit. */
class TraceCommandTest {
  @TempDir Path tmp;

  private CliRun run(Path trace, String... more) {
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "run",
                Corpora.TESTKERNELS.require().caseDirectory("divergent_loops").toString(),
                "--variant",
                "tgllp-simd16-inline",
                "--trace",
                trace.toString()));
    args.addAll(List.of(more));
    return CliRun.of(args.toArray(new String[0]));
  }

  @Test
  void groupAndThreadFiltersKeepOnlyThatThread() throws IOException {
    Path trace = tmp.resolve("t.txt");
    CliRun r = run(trace, "--trace-groups", "1,0,0;3,0,0", "--trace-threads", "2");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = Files.readAllLines(trace);
    assertFalse(lines.isEmpty());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("(1,0,0).2 ")));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("(3,0,0).2 ")));
    for (String l : lines) {
      assertTrue(l.startsWith("(1,0,0).2 ") || l.startsWith("(3,0,0).2 "), l);
      assertTrue(
          l.matches("\\S+ divergent_loops#\\d+ L\\d+ em=[0-9a-f]{8} p=([0-9a-f]{8}|-) \\| .*"), l);
    }
    assertTrue(r.out().contains("wrote " + lines.size() + " trace lines to " + trace));
  }

  @Test
  void lineRangeKeepsOnlyThoseLines() throws IOException {
    Path trace = tmp.resolve("t.txt");
    CliRun r = run(trace, "--trace-lines", "120-125");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = Files.readAllLines(trace);
    assertFalse(lines.isEmpty());
    for (String l : lines) {
      int line = Integer.parseInt(l.split(" ", -1)[2].substring(1));
      assertTrue(line >= 120 && line <= 125, l);
    }
  }

  @Test
  void limitStopsTheTraceAndSaysSo() throws IOException {
    Path trace = tmp.resolve("t.txt");
    CliRun r = run(trace, "--trace-limit", "4K");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(Files.size(trace) < 4096 + 200);
    List<String> lines = Files.readAllLines(trace);
    assertTrue(lines.get(lines.size() - 1).startsWith("# trace stopped"));
    assertTrue(r.err().contains("the trace stopped at --trace-limit 4096 bytes"), r.err());
  }

  @Test
  void malformedFiltersAreUsageErrors() {
    Path trace = tmp.resolve("t.txt");
    assertEquals(4, run(trace, "--trace-lines", "9-3").exitCode());
    assertEquals(4, run(trace, "--trace-groups", "a,b").exitCode());
  }
}
