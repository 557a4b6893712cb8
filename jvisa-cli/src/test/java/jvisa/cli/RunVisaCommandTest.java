package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.cli.ocl.Npy;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code jvisa run-visa}: hand-written vISA kernels in GPGPU and media dispatch. */
class RunVisaCommandTest {
  @TempDir Path tmp;

  private static String kernel(String name) {
    try {
      return Path.of(RunVisaCommandTest.class.getResource("visa/" + name).toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int[] ints(byte[] b) {
    int[] out = new int[b.length / 4];
    ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
    return out;
  }

  @Test
  void gpgpuDispatchBindsBuffersAndScalarsToInputsByName() throws IOException {
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            "run-visa",
            kernel("raw_scale.visaasm"),
            "--simd",
            "16",
            "--global",
            "64",
            "--local",
            "16",
            "--arg",
            "BASE=int[64]:iota:10:out",
            "--arg",
            "MULT=int:-3",
            "--out",
            out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("raw_scale simd16: 4 work-groups, 4 threads"), r.out());
    int[] expected = new int[64];
    for (int i = 0; i < 64; i++) {
      expected[i] = (i + 10) * -3 + i;
    }
    byte[] bin = Files.readAllBytes(out.resolve("BASE.bin"));
    assertArrayEquals(expected, ints(bin));
    assertArrayEquals(bin, Npy.read(Files.readAllBytes(out.resolve("BASE.npy")), ElementType.INT));
  }

  @ParameterizedTest
  @ValueSource(strings = {"vertical", "45", "26"})
  void mediaDispatchHonoursTheDependencyPattern(String pattern) throws IOException {
    Path out = tmp.resolve("out");
    CliRun r =
        CliRun.of(
            "run-visa",
            kernel("media_count.visaasm"),
            "--simd",
            "1",
            "--media",
            "5,3",
            "--dependency",
            pattern,
            "--parallelism",
            "3",
            "--arg",
            "W=uint:5",
            "--arg",
            "GRID=uint[18]:out",
            "--out",
            out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("media_count media 5x3 (" + pattern + " dependency): 15"));
    assertArrayEquals(
        new int[] {0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5},
        ints(Files.readAllBytes(out.resolve("GRID.bin"))));
  }

  @Test
  void helpFormatsWithoutWarnings() {
    CliRun r = CliRun.of("--help");
    assertEquals(0, r.exitCode());
    assertTrue(r.out().contains("%thread_y") && !r.out().contains("%%"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void argumentsMustNameFittingInputs() {
    CliRun unknown =
        CliRun.of(
            "run-visa",
            kernel("media_count.visaasm"),
            "--simd",
            "1",
            "--media",
            "2,2",
            "--arg",
            "H=uint:5");
    assertEquals(ExitCodes.BAD_INPUT, unknown.exitCode());
    assertEquals(
        "error: the kernel has no .input 'H'; its inputs: W (offset 32, 4 bytes), GRID (offset"
            + " 40, 8 bytes)\n",
        unknown.err());
    CliRun tooSmall =
        CliRun.of(
            "run-visa",
            kernel("raw_scale.visaasm"),
            "--simd",
            "16",
            "--global",
            "16",
            "--arg",
            "MULT=int[4]:zero");
    assertEquals(ExitCodes.BAD_INPUT, tooSmall.exitCode());
    assertTrue(tooSmall.err().contains("cannot hold a buffer's 64-bit address"), tooSmall.err());
    CliRun header =
        CliRun.of(
            "run-visa",
            kernel("raw_scale.visaasm"),
            "--simd",
            "16",
            "--global",
            "16",
            "--arg",
            "LX=int:1");
    assertEquals(ExitCodes.BAD_INPUT, header.exitCode());
    assertTrue(header.err().contains("inside the part of the payload the dispatch fills"));
    CliRun both =
        CliRun.of(
            "run-visa",
            kernel("raw_scale.visaasm"),
            "--simd",
            "16",
            "--global",
            "16",
            "--media",
            "2,2");
    assertEquals(ExitCodes.USAGE, both.exitCode());
    CliRun badPattern =
        CliRun.of(
            "run-visa",
            kernel("media_count.visaasm"),
            "--simd",
            "1",
            "--media",
            "2,2",
            "--dependency",
            "diagonal");
    assertEquals(ExitCodes.USAGE, badPattern.exitCode());
    assertTrue(badPattern.err().contains("none, 45, 26, vertical or horizontal"));
  }
}
