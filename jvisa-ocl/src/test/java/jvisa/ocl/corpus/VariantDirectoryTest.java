package jvisa.ocl.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A variant's files are in {@code igc/<name>/} unless its {@code "dir"} says otherwise. */
class VariantDirectoryTest {
  @TempDir Path dir;

  private CaseSpec load(String dirField) throws IOException {
    String variant =
        "{\"name\": \"tgllp-simd16-inline\", \"target\": \"tgllp\", \"simd\": 16, \"calls\": \"inline\","
            + " \"visaasm\": [\"kernel.visaasm\"], \"cos\": \"kernel.cos\", \"bin\": \"kernel.bin\""
            + dirField
            + "}";
    Files.writeString(
        dir.resolve("case.json"),
        "{\"kernel\": \"k\", \"global\": [16], \"local\": [16],"
            + " \"args\": [], \"variants\": ["
            + variant
            + "]}");
    return CaseSpec.load(dir);
  }

  @Test
  void withoutDirTheFilesAreUnderIgc() throws IOException {
    CaseSpec c = load("");
    VariantSpec v = c.variants().get(0);
    assertEquals("igc/tgllp-simd16-inline", v.dir());
    assertEquals(dir.toAbsolutePath().resolve("igc/tgllp-simd16-inline/kernel.cos"), c.cosPath(v));
  }

  @Test
  void dotMeansNextToCaseJson() throws IOException {
    CaseSpec c = load(", \"dir\": \".\"");
    VariantSpec v = c.variants().get(0);
    assertEquals(dir.toAbsolutePath().resolve("kernel.visaasm"), c.visaasmPaths(v).get(0));
    assertEquals(dir.toAbsolutePath().resolve("kernel.bin"), c.binPath(v));
  }

  @Test
  void aDirOutsideTheCaseIsRejected() {
    CaseFormatException e =
        assertThrows(CaseFormatException.class, () -> load(", \"dir\": \"../elsewhere\""));
    assertTrue(e.getMessage().contains("dir"), e.getMessage());
  }
}
