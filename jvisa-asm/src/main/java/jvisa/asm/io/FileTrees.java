package jvisa.asm.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removing folders with everything in them (scratch and staging folders of the tools). */
public final class FileTrees {
  private FileTrees() {}

  /** Deletes {@code dir} and everything in it (or a file), if it exists. */
  public static void delete(Path dir) throws IOException {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  /**
   * Deletes a temporary folder ({@code null}: nothing), ignoring failures: a leftover temporary
   * folder is not worth failing a run over.
   */
  public static void deleteQuietly(Path dir) {
    if (dir == null) {
      return;
    }
    try {
      delete(dir);
    } catch (IOException | UncheckedIOException e) {
      // left for the system's temporary-file cleanup
    }
  }
}
