package jvisa.corpus;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the repository's root folder: the one holding the parent {@code pom.xml} and {@code
 * testkernels/}.
 */
public final class ProjectRoot {
  /**
   * System property naming the root (the build sets it for tests); else the working directory is
   * walked up.
   */
  public static final String PROPERTY = "jvisa.projectRoot";

  private ProjectRoot() {}

  /**
   * The root: {@code -Djvisa.projectRoot}, else the working directory or the nearest of its parents
   * holding {@code pom.xml} and {@code testkernels/}; absolute and normalized.
   *
   * @throws IllegalStateException naming the folder the search started from when there is none
   */
  public static Path locate() {
    String configured = System.getProperty(PROPERTY);
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured).toAbsolutePath().normalize();
    }
    Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath().normalize();
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      if (isRoot(dir)) {
        return dir;
      }
    }
    throw new IllegalStateException(
        "jvisa's project root (a folder holding pom.xml and testkernels/) is neither "
            + start
            + " nor one of its parents; run from inside the repository or set -D"
            + PROPERTY
            + "=DIR");
  }

  static boolean isRoot(Path dir) {
    return Files.isRegularFile(dir.resolve("pom.xml"))
        && Files.isDirectory(dir.resolve("testkernels"));
  }
}
