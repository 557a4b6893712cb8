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
}
