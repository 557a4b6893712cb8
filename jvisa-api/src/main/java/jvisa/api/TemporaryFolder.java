package jvisa.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.asm.io.FileTrees;

/**
 * The private scratch folders the compilers work in ({@link FileTrees#deleteQuietly} removes them).
 */
final class TemporaryFolder {
  private TemporaryFolder() {}

  static Path create(String prefix) {
    try {
      return Files.createTempDirectory(prefix);
    } catch (IOException e) {
      throw new CompileException("cannot create a temporary folder: " + e.getMessage());
    }
  }
}
