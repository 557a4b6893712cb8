package jvisa.asm.io;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;

/**
 * The one way jvisa reads an input file (vISA text, case.json, kernel.cos, kernel.bin, buffer
 * contents): only a regular file (a FIFO, device or folder is refused before it is opened, so
 * nothing blocks), and at most a given number of bytes. The messages name the problem, not the
 * file: callers put the file in front.
 */
public final class InputFiles {
  /** Largest input file read unless a caller says otherwise (256 MB). */
  public static final long DEFAULT_MAX_BYTES = 256L << 20;

  /** The command-line flag that changes the size limit. */
  public static final String SIZE_FLAG = "--max-input-size";

  /** Java arrays hold a little less than 2 GB. */
  private static final long ARRAY_LIMIT = Integer.MAX_VALUE - 16;

  private InputFiles() {}

  /** Reads a regular file of at most {@link #DEFAULT_MAX_BYTES}. */
  public static byte[] read(Path file) throws IOException {
    return read(file, DEFAULT_MAX_BYTES);
  }

  /**
   * Reads a regular file of at most {@code maxBytes} bytes.
   *
   * @throws IOException with a one-line message when the file is missing, not a regular file, too
   *     large or unreadable
   */
  public static byte[] read(Path file, long maxBytes) throws IOException {
    long cap = Math.min(maxBytes, ARRAY_LIMIT);
    BasicFileAttributes attrs;
    try {
      attrs = Files.readAttributes(file, BasicFileAttributes.class);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new IOException("no such file");
    }
    if (attrs.isDirectory()) {
      throw new IOException("is a folder, not a file");
    }
    if (!attrs.isRegularFile()) {
      throw new IOException(
          "is not a regular file (a FIFO, device or socket); only regular files are read");
    }
    if (attrs.size() > cap) {
      throw tooLarge(attrs.size() + " bytes", cap);
    }
    try (InputStream in = open(file)) {
      // the size it had, and one byte more to see whether it grew since
      byte[] bytes = in.readNBytes((int) attrs.size() + 1);
      if (bytes.length > attrs.size()) {
        bytes = concat(bytes, in.readNBytes((int) (Math.min(cap + 1, ARRAY_LIMIT) - bytes.length)));
      }
      if (bytes.length > cap) {
        throw tooLarge("more than " + cap + " bytes", cap);
      }
      return bytes;
    }
  }

  /**
   * A file of the default file system as a {@link FileInputStream}, which reads straight into the
   * caller's array (a 16 MB buffer in half the time of a channel's stream in a fresh JVM).
   */
  private static InputStream open(Path file) throws IOException {
    return file.getFileSystem() == FileSystems.getDefault()
        ? new FileInputStream(file.toFile())
        : Files.newInputStream(file);
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] both = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, both, a.length, b.length);
    return both;
  }

  private static IOException tooLarge(String size, long cap) {
    return new IOException(
        "the file has "
            + size
            + ", more than the input size limit of "
            + cap
            + " bytes ("
            + SIZE_FLAG
            + " raises it)");
  }
}
