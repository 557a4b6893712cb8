package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Launch inputs the launch-input fuzzer (jvisa-fuzz) found to end in an internal exception, each
 * minimized.
 */
class MutatedLaunchInputRegressionTest {
  private static final String VARIANT = "tgllp-simd8-inline";

  @TempDir Path tmp;

  private CaseSpec vaddInt() throws IOException {
    Path from = TestCorpus.testKernels().caseNamed("vadd_int").directory();
    Path to = tmp.resolve("vadd_int");
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
    return CaseSpec.load(to);
  }

  /**
   * Overwrites the 32-bit little-endian field at {@code offset} of a file, checking what was there.
   */
  private static void patchInt(Path file, int offset, int expected, int value) throws IOException {
    ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
    assertEquals(expected, b.getInt(offset), "the field to patch moved");
    b.putInt(offset, value);
    Files.write(file, b.array());
  }

  /**
   * A work-size data parameter whose component offset is -2^31 once indexed the case's sizes at
   * -2^29.
   */
  @Test
  void aWorkSizeComponentOutsideXyzIsALaunchError() throws IOException {
    CaseSpec spec = vaddInt();
    VariantSpec v = spec.variant(VARIANT).orElseThrow();
    patchInt(spec.binPath(v), 2620, 8, Integer.MIN_VALUE);
    LaunchException e = assertThrows(LaunchException.class, () -> KernelLauncher.launch(spec, v));
    assertTrue(
        e.getMessage()
            .contains("has source offset -2147483648; a component of a 3-vector is at 0, 4 or 8"),
        e.getMessage());
  }
}
