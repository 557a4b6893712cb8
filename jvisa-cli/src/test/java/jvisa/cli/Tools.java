package jvisa.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Which real tools the end-to-end tests can use. */
final class Tools {
  private static Boolean pocl;

  private Tools() {}

  static boolean ocloc() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":", -1)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "ocloc"))) {
        return true;
      }
    }
    return false;
  }

  /** Whether /usr/bin/python3 has pyopencl and the PoCL platform. */
  static synchronized boolean pocl() {
    if (pocl == null) {
      pocl = false;
      try {
        Process p =
            new ProcessBuilder(
                    "/usr/bin/python3",
                    "-c",
                    "import pyopencl as cl, sys; sys.exit(0 if any(p.name == 'Portable Computing"
                        + " Language' for p in cl.get_platforms()) else 1)")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        pocl = p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
      } catch (java.io.IOException e) {
        pocl = false;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return pocl;
  }
}
