package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoCommandTest {
  @TempDir Path tmp;

  @Test
  void writesTheMandelbrotImageThatPoclComputed() throws IOException {
    Path png = tmp.resolve("m.png");
    CliRun r = CliRun.of("demo", "--out", png.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("matches PoCL"), r.out());
    assertTrue(r.out().contains("768 work-groups"), r.out());

    BufferedImage image = ImageIO.read(png.toFile());
    assertNotNull(image);
    assertEquals(256, image.getWidth());
    assertEquals(192, image.getHeight());
    byte[] expected;
    try (InputStream in = DemoCommandTest.class.getResourceAsStream("/demo/expected/out.bin")) {
      expected = in.readAllBytes();
    }
    for (int y = 0; y < 192; y++) {
      for (int x = 0; x < 256; x++) {
        int i = 4 * (y * 256 + x);
        int argb =
            (expected[i + 3] & 0xFF) << 24
                | (expected[i] & 0xFF) << 16
                | (expected[i + 1] & 0xFF) << 8
                | (expected[i + 2] & 0xFF);
        assertEquals(argb, image.getRGB(x, y), "pixel " + x + "," + y);
      }
    }
    try (Stream<Path> s = Files.list(tmp)) {
      assertEquals(List.of(png), s.toList(), "only the PNG, no temporary file");
    }
  }

  @Test
  void theDivergenceExampleIsStillThere() {
    CliRun r = CliRun.of("demo", "--divergence");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("kernel 'divergence' on one SIMD16 thread"), r.out());
    assertTrue(r.out().contains("STEPS: "), r.out());
  }
}
