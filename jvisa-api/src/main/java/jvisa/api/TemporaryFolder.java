package jvisa.api;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The private scratch folders the compilers work in, removed when they are done. */
final class TemporaryFolder {
  private TemporaryFolder() {}

  static Path create(String prefix) {
    try {
      return Files.createTempDirectory(prefix);
    } catch (IOException e) {
      throw new CompileException("cannot create a temporary folder: " + e.getMessage());
    }
  }

  static void delete(Path dir) {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
    } catch (IOException | UncheckedIOException e) {
      // a leftover temporary folder is not worth failing a compile over
    }
  }
}
