package jvisa.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jvisa.asm.io.FileTrees;

/**
 * Writes result files all or nothing. A set of files goes into a staging folder beside the output
 * folder, which then takes the output folder's place by two renames (the old folder is kept until
 * the new one is in place, and files of the old folder that are not rewritten are carried over); a
 * single file is written beside its destination and renamed over it. Staging data of this run is
 * removed on SIGTERM, that of killed runs by the next run (see {@link StagingArea}).
 */
final class OutputFiles {
  /** Writes the contents of one file at the path it is given. */
  interface Writer {
    void write(Path file) throws IOException;
  }

  /**
   * Test seam: runs after each staged file is written (a test slows the write phase down with it).
   */
  static volatile Runnable afterEachFile = () -> {};

  private OutputFiles() {}

  /** Writes {@code dir/<name>} for every entry; returns the files written, in order. */
  static List<Path> writeAll(Path dir, Map<String, byte[]> files) throws IOException {
    for (String name : files.keySet()) {
      Path p = Path.of(name);
      if (p.getNameCount() != 1 || p.isAbsolute() || name.startsWith(".")) {
        throw new IOException("'" + name + "' is not a plain file name");
      }
    }
    Path target = Files.isDirectory(dir) ? dir.toRealPath() : dir.toAbsolutePath().normalize();
    parentOf(target);
    StagingArea.removeStale(target);
    List<Path> kept = filesToKeep(target, files.keySet());
    Path staging = StagingArea.newStaging(target);
    try {
      Files.createDirectory(staging);
      for (Path old : kept) {
        linkOrCopy(old, staging.resolve(old.getFileName()));
      }
      for (Map.Entry<String, byte[]> e : files.entrySet()) {
        Files.write(staging.resolve(e.getKey()), e.getValue());
        afterEachFile.run();
      }
      swap(staging, target);
    } finally {
      FileTrees.delete(staging);
      StagingArea.release(staging);
    }
    List<Path> written = new ArrayList<>();
    for (String name : files.keySet()) {
      written.add(target.resolve(name));
    }
    return written;
  }

  /**
   * Writes one file through {@code writer} into a staging file beside it, then renames it into
   * place.
   */
  static void writeOne(Path file, Writer writer) throws IOException {
    Path target = file.toAbsolutePath().normalize();
    parentOf(target);
    StagingArea.removeStale(target);
    Path staging = StagingArea.newStaging(target);
    try {
      writer.write(staging);
      synchronized (StagingArea.LOCK) {
        move(staging, target);
      }
    } finally {
      Files.deleteIfExists(staging);
      StagingArea.release(staging);
    }
  }

  /**
   * Puts the staged folder in {@code target}'s place: an absent target is one rename; an existing
   * one is renamed aside first and deleted only once the new folder is in place (put back if that
   * fails).
   */
  static void swap(Path staging, Path target) throws IOException {
    Path old;
    synchronized (StagingArea.LOCK) {
      if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
        move(staging, target);
        return;
      }
      old = StagingArea.newOld(target);
      move(target, old);
      try {
        move(staging, target);
      } catch (IOException | RuntimeException e) {
        move(old, target);
        StagingArea.release(old);
        throw e;
      }
    }
    try {
      FileTrees.delete(old);
    } finally {
      StagingArea.release(old);
    }
  }

  /**
   * The files of an existing output folder that the new set does not rewrite; an error if it is no
   * such folder.
   */
  private static List<Path> filesToKeep(Path target, Iterable<String> rewritten)
      throws IOException {
    List<Path> kept = new ArrayList<>();
    if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
      return kept;
    }
    if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
      throw new IOException(target + " exists and is not a folder");
    }
    List<String> names = new ArrayList<>();
    rewritten.forEach(names::add);
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(target)) {
      for (Path p : entries) {
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          throw new IOException(
              target
                  + " holds "
                  + p.getFileName()
                  + ", which is not a plain file; the output"
                  + " folder is replaced as a whole, so give it a folder of its own");
        }
        if (!names.contains(p.getFileName().toString())) {
          kept.add(p);
        }
      }
    }
    return kept;
  }

  private static void linkOrCopy(Path from, Path to) throws IOException {
    try {
      Files.createLink(to, from);
    } catch (IOException | UnsupportedOperationException e) {
      Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
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
