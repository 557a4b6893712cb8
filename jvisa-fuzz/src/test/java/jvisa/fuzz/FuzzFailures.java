package jvisa.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Where the fuzz tests keep the vISA inputs that failed them: target/fuzz-failures. */
final class FuzzFailures {
  private FuzzFailures() {}

  /** Saves {@code text} as a new file named after {@code kind}; returns its absolute path. */
  static Path save(String kind, String text) throws IOException {
    Path dir = Paths.get("target", "fuzz-failures");
    Files.createDirectories(dir);
    Path p = dir.resolve(kind + "-" + System.nanoTime() + ".visaasm");
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p.toAbsolutePath();
  }

  /**
   * A failure's part of a test's report: {@code heading}, then where the minimized input {@code
   * small} is saved (as {@code kind}) and its first 1500 characters.
   */
  static String entry(String heading, String kind, String small) throws IOException {
    return heading
        + "\nminimized input saved to "
        + save(kind, small)
        + ":\n"
        + (small.length() < 1500 ? small : small.substring(0, 1500) + " ...")
        + "\n\n";
  }
}
