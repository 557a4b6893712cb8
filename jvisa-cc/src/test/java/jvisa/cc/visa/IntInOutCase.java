package jvisa.cc.visa;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A case folder for a kernel {@code (__global const int* in, __global int* out, ...)}: its source,
 * the input, a zeroed output and the expected output, then scalar arguments given as JSON objects.
 */
final class IntInOutCase {
  private IntInOutCase() {}

  /**
   * Writes the case into {@code dir} (created): kernel {@code kernel} of {@code source} over {@code
   * global} work-items in groups of {@code local}; {@code scalars} is "" or ", {...}, {...}".
   */
  static Path write(
      Path dir,
      String source,
      String kernel,
      int global,
      int local,
      int[] in,
      int[] expected,
      String scalars)
      throws IOException {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("kernel.cl"), source);
    Files.createDirectories(dir.resolve("in"));
    Files.createDirectories(dir.resolve("expected"));
    LittleEndianFiles.write(dir.resolve("in/in.bin"), in);
    LittleEndianFiles.write(dir.resolve("in/out.bin"), new int[expected.length]);
    LittleEndianFiles.write(dir.resolve("expected/out.bin"), expected);
    Files.writeString(
        dir.resolve("case.json"),
        """
        {"kernel": "%s", "global": [%d], "local": [%d],
         "args": [
          {"name": "in", "kind": "global", "type": "int", "count": %d, "input": "in/in.bin"},
          {"name": "out", "kind": "global", "type": "int", "count": %d, "output": true,
           "input": "in/out.bin", "expected": "expected/out.bin"}%s],
         "variants": [], "compare": {}}
        """
            .formatted(kernel, global, local, in.length, expected.length, scalars));
    return dir;
  }
}
