package jvisa.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Writes result files without leaving half-written ones behind: everything goes into a temporary folder next
 * to the destination first, and each file is moved into place only once all of them were written.
 */
final class OutputFiles {
  /** Writes the contents of one file at the path it is given. */
  interface Writer {
    void write(Path file) throws IOException;
  }

  private OutputFiles() {}

  /** Writes {@code dir/<name>} for every entry; returns the files written, in order. */
  static List<Path> writeAll(Path dir, Map<String, byte[]> files) throws IOException {
    for (String name : files.keySet()) {
      Path p = Path.of(name);
      if (p.getNameCount() != 1 || p.isAbsolute() || name.startsWith(".")) {
        throw new IOException("'" + name + "' is not a plain file name");
      }
    }
    Path target = dir.toAbsolutePath().normalize();
    Path staging = Files.createTempDirectory(parentOf(target), "." + target.getFileName() + ".tmp");
    try {
      for (Map.Entry<String, byte[]> e : files.entrySet()) {
        Files.write(staging.resolve(e.getKey()), e.getValue());
      }
      Files.createDirectories(target);
      List<Path> written = new ArrayList<>();
      for (String name : files.keySet()) {
        Path to = target.resolve(name);
        move(staging.resolve(name), to);
        written.add(to);
      }
      return written;
    } finally {
      deleteTree(staging);
    }
  }

  /** Writes one file through {@code writer} into a temporary file beside it, then moves it into place. */
  static void writeOne(Path file, Writer writer) throws IOException {
    Path target = file.toAbsolutePath().normalize();
    Path staging = Files.createTempFile(parentOf(target), "." + target.getFileName(), ".tmp");
    try {
      writer.write(staging);
      move(staging, target);
    } finally {
      Files.deleteIfExists(staging);
    }
  }

  /** Deletes a folder and everything in it, if it exists. */
  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
    }
  }

  private static Path parentOf(Path target) throws IOException {
    Path parent = target.getParent();
    if (parent == null) {
      throw new IOException(target + " has no parent folder");
    }
    Files.createDirectories(parent);
    return parent;
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
