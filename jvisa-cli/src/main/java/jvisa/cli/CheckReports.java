package jvisa.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.machine.check.FindingLog;

/** The end of a checked run: the grouped reports with counts, and the JSON file when asked. */
final class CheckReports {
  private CheckReports() {}

  static void finish(FindingLog findings, Path jsonFile, PrintStream out) {
    findings.report().forEach(out::println);
    if (jsonFile != null) {
      write(jsonFile, findings.toJson());
    }
  }

  /** Writes a JSON report ({@code --report FILE}). */
  static void write(Path jsonFile, String json) {
    try {
      Files.writeString(jsonFile, json, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UsageException("cannot write the check report " + jsonFile + ": " + e);
    }
  }
}
