package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.corpus.Corpora;
import jvisa.corpus.ProjectRoot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jvisa bench} on small workloads: the table, the result checks, the notes; no timings. */
class BenchCommandTest {
  @TempDir Path tmp;

  private static String testkernels() {
    return Corpora.TESTKERNELS.folder().toString();
  }

  private static String row(CliRun r, String prefix) {
    return r.out()
        .lines()
        .filter(l -> l.startsWith(prefix))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no row '" + prefix + "' in\n" + r.out() + r.err()));
  }

  @Test
  void printsTheJvisaTableForACaseWithStoredInputs() {
    CliRun r = CliRun.of("bench", "--dir", testkernels(), "--workload", "vadd_int");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.out().startsWith("| workload | work-items | kernel s | warm kernel s | process s |"),
        r.out());
    String vadd = row(r, "| vadd_int ");
    assertTrue(vadd.contains("| 256 "), vadd);
    assertTrue(vadd.endsWith("| ok     |"), vadd);
    assertTrue(r.out().contains("Times are medians of 1 process(es)"), r.out());
  }

  /** The cells of a table row, trimmed, without the outer pipes. */
  private static String[] cells(String row) {
    String[] raw = row.substring(1, row.length() - 1).split("\\|");
    for (int i = 0; i < raw.length; i++) {
      raw[i] = raw[i].trim();
    }
    return raw;
  }

  @Test
  void theWarmKernelTimeComesFromLaterLaunchesInOneProcessOrIsADashWithoutThem() {
    CliRun warm =
        CliRun.of("bench", "--dir", testkernels(), "--workload", "vadd_int", "--warm", "2");
    assertEquals(0, warm.exitCode(), warm.out() + warm.err());
    assertTrue(warm.out().contains("| kernel s | warm kernel s | process s |"), warm.out());
    String[] row = cells(row(warm, "| vadd_int "));
    assertTrue(Double.parseDouble(row[3]) > 0, String.join(" | ", row));
    assertTrue(warm.out().contains("fastest of 2 more launches"), warm.out());

    CliRun none =
        CliRun.of("bench", "--dir", testkernels(), "--workload", "vadd_int", "--warm", "0");
    assertEquals(0, none.exitCode(), none.out() + none.err());
    assertEquals("-", cells(row(none, "| vadd_int "))[3]);

    assertEquals(4, CliRun.of("bench", "--warm", "-1").exitCode());
  }

  @Test
  void inputsDrawnAtRunTimeGiveTheOutputsPoclComputedFromThePythonDraw() {
    CliRun r = CliRun.of("bench", "--workload", "histogram");
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(row(r, "| histogram ").endsWith("| ok     |"), r.out());
  }

  @Test
  void aWrongResultIsReportedAndExitsOne() throws IOException {
    Path from = ProjectRoot.locate().resolve("benchkernels/histogram");
    Path copy = RunCommandTest.copyOf(from, tmp.resolve("w/histogram"));
    Files.writeString(copy.resolve("expected/bins.sha256"), "0".repeat(64) + "\n");
    CliRun r = CliRun.of("bench", "--dir", tmp.resolve("w").toString());
    assertEquals(1, r.exitCode(), r.out() + r.err());
    assertTrue(row(r, "| histogram ").contains("WRONG: bins"), r.out());
  }

  @Test
  void anEngineThatCannotRunIsANoteInTheTableNotAFailure() {
    CliRun r = vaddIntVsPocl("--python", tmp.resolve("no-python").toString());
    assertEquals(0, r.exitCode(), r.out() + r.err());
    String pocl = row(r, "| vadd_int | pocl ");
    assertTrue(pocl.contains("not available: cannot start"), pocl);
  }

  /** {@code jvisa bench} of testkernels' vadd_int against PoCL, with one more option. */
  private static CliRun vaddIntVsPocl(String option, String value) {
    return CliRun.of(
        "bench", "--dir", testkernels(), "--workload", "vadd_int", "--vs", "pocl", option, value);
  }

  /** The cells of vadd_int's PoCL row with {@code --warm warm}; null when PoCL is missing. */
  private static String[] poclRow(String warm) {
    CliRun r = vaddIntVsPocl("--warm", warm);
    assertEquals(0, r.exitCode(), r.out() + r.err());
    assertTrue(
        r.out().contains("| engine | kernel s | warm kernel s | process s | jvisa/engine kernel |"),
        r.out());
    String pocl = row(r, "| vadd_int | pocl ");
    return pocl.contains("not available") ? null : cells(pocl);
  }

  @Test
  void pocl_runsTheSameKernelAndTheTableHasRatiosOrSaysItIsMissing() {
    String[] cells = poclRow("2");
    if (cells == null) {
      return;
    }
    String row = String.join(" | ", cells);
    assertTrue(Double.parseDouble(cells[2]) >= 0, row);
    assertTrue(Double.parseDouble(cells[3]) >= 0, row);
    for (int ratio = 5; ratio <= 7; ratio++) {
      assertTrue(cells[ratio].matches("[0-9.e+]+x"), row);
    }
    assertEquals("ok", cells[9], row);
  }

  @Test
  void pocl_withoutWarmLaunchesHasNoWarmTimeOrRatio() {
    String[] cells = poclRow("0");
    if (cells == null) {
      return;
    }
    assertEquals("-", cells[3], String.join(" | ", cells));
    assertEquals("-", cells[6], String.join(" | ", cells));
  }

  @Test
  void unknownWorkloadsAndEnginesAreUsageErrors() {
    CliRun workload = CliRun.of("bench", "--workload", "no_such_workload");
    assertEquals(ExitCodes.USAGE, workload.exitCode());
    assertTrue(workload.err().contains("no workload 'no_such_workload'"), workload.err());
    CliRun engine = CliRun.of("bench", "--vs", "pocl,cuda");
    assertEquals(ExitCodes.USAGE, engine.exitCode());
    assertTrue(engine.err().contains("unknown engine 'cuda'"), engine.err());
  }
}
