package jvisa.spirv.frontend;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Finding and running the external SPIR-V tools. */
public final class Tools {
  private static final long TIMEOUT_SECONDS = 120;

  private Tools() {}

  /** Whether {@code name} is an executable on the PATH. */
  public static boolean onPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(File.pathSeparator, -1)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Runs {@code command} in {@code dir}; its standard output, or an IOException with its exit code
   * and output.
   */
  public static String run(List<String> command, Path dir) throws IOException {
    Path log = Files.createTempFile(dir, "stderr", ".txt");
    Process p =
        new ProcessBuilder(command).directory(dir.toFile()).redirectError(log.toFile()).start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    try {
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IOException(
            String.join(" ", command) + ": no result after " + TIMEOUT_SECONDS + " s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      p.destroyForcibly();
      throw new IOException("interrupted: " + String.join(" ", command), e);
    }
    String err = Files.readString(log, StandardCharsets.UTF_8);
    Files.deleteIfExists(log);
    String stdout = new String(out, StandardCharsets.UTF_8);
    if (p.exitValue() != 0) {
      throw new IOException(
          String.join(" ", command) + " exited " + p.exitValue() + ":\n" + err + stdout);
    }
    return stdout;
  }
}
