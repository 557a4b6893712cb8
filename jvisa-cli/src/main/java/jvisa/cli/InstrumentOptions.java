package jvisa.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.machine.core.ProfileData;
import jvisa.machine.core.TraceFilter;
import jvisa.machine.core.TraceWriter;
import jvisa.machine.profile.ProfileReport;
import picocli.CommandLine.Option;

/**
 * {@code --profile DIR} and {@code --trace FILE} with its filters, for {@code run} and {@code
 * exec}.
 */
final class InstrumentOptions {
  @Option(
      names = "--profile",
      paramLabel = "DIR",
      description =
          "write DIR/profile.json and DIR/profile.html: per instruction and basic block the"
              + " execution count and SIMD efficiency, per branch taken/not taken/divergent")
  Path profileDir;

  @Option(
      names = "--trace",
      paramLabel = "FILE",
      description = "write an execution trace: one line per executed instruction (see README)")
  Path traceFile;

  @Option(
      names = "--trace-groups",
      paramLabel = "X,Y,Z",
      split = ";",
      description = "trace only these work-groups (';'-separated, e.g. '0,0,0;1,0,0')")
  List<String> traceGroups = new ArrayList<>();

  @Option(
      names = "--trace-threads",
      paramLabel = "K",
      split = ",",
      description = "trace only these threads of each work-group (0 = the first)")
  List<Integer> traceThreads = new ArrayList<>();

  @Option(
      names = "--trace-lines",
      paramLabel = "A-B",
      description = "trace only instructions on source lines A to B (or one line A)")
  String traceLines;

  @Option(
      names = "--trace-limit",
      paramLabel = "BYTES",
      converter = ByteSize.class,
      description = "stop the trace when it reaches this size (default: 64M)")
  long traceLimit = 64L << 20;

  boolean tracing() {
    return traceFile != null;
  }

  TraceFilter filter() {
    List<List<Long>> groups = new ArrayList<>();
    for (String g : traceGroups) {
      String[] xyz = g.trim().split(",", -1);
      if (xyz.length < 1 || xyz.length > 3) {
        throw new UsageException("--trace-groups wants X,Y,Z per group, not '" + g + "'");
      }
      List<Long> id = new ArrayList<>(List.of(0L, 0L, 0L));
      for (int d = 0; d < xyz.length; d++) {
        id.set(d, number("--trace-groups", xyz[d]));
      }
      groups.add(id);
    }
    int first = 0;
    int last = Integer.MAX_VALUE;
    if (traceLines != null) {
      String[] ab = traceLines.split("-", -1);
      if (ab.length > 2) {
        throw new UsageException("--trace-lines wants A-B or A, not '" + traceLines + "'");
      }
      first = (int) number("--trace-lines", ab[0]);
      last = ab.length == 2 ? (int) number("--trace-lines", ab[1]) : first;
    }
    try {
      return new TraceFilter(groups, traceThreads, first, last);
    } catch (IllegalArgumentException e) {
      throw new UsageException("--trace-lines: " + e.getMessage());
    }
  }

  private static long number(String flag, String text) {
    try {
      long v = Long.parseLong(text.trim());
      if (v < 0 || v > Integer.MAX_VALUE) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new UsageException(flag + ": '" + text + "' is not a number from 0 to 2^31-1");
    }
  }

  /** Opens the trace file (null without --trace); the caller closes it. */
  Trace openTrace() throws IOException {
    if (traceFile == null) {
      return null;
    }
    try {
      BufferedWriter w = Files.newBufferedWriter(traceFile, StandardCharsets.UTF_8);
      return new Trace(w, new TraceWriter(w, traceLimit));
    } catch (IOException e) {
      throw new IOException("cannot write the trace to " + traceFile + ": " + e.getMessage(), e);
    }
  }

  boolean profiling() {
    return profileDir != null;
  }

  /** Writes the profile and says where. */
  void writeProfile(String title, ProfileData data) throws IOException {
    try {
      ProfileReport.write(profileDir, title, data);
    } catch (IOException e) {
      throw new IOException("cannot write the profile to " + profileDir + ": " + e.getMessage(), e);
    }
    System.out.println(
        "wrote the profile to "
            + profileDir.resolve(ProfileReport.HTML)
            + " and "
            + profileDir.resolve(ProfileReport.JSON));
  }

  /** An open trace file. */
  final class Trace implements AutoCloseable {
    private final BufferedWriter file;
    final TraceWriter writer;

    Trace(BufferedWriter file, TraceWriter writer) {
      this.file = file;
      this.writer = writer;
    }

    /** Flushes and closes the file, then says what it holds (on stderr when the limit cut it). */
    @Override
    public void close() throws IOException {
      try (file) {
        writer.flush();
      } catch (IOException e) {
        throw new IOException("cannot write the trace to " + traceFile + ": " + e.getMessage(), e);
      }
      System.out.println("wrote " + writer.lines() + " trace lines to " + traceFile);
      if (writer.reachedLimit()) {
        System.err.println(
            "warning: the trace stopped at --trace-limit "
                + traceLimit
                + " bytes; narrow it with --trace-groups, --trace-threads or --trace-lines, or"
                + " raise the limit");
      }
    }
  }
}
