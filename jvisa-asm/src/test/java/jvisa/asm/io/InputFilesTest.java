package jvisa.asm.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(value = 20, unit = TimeUnit.SECONDS)
class InputFilesTest {
  @TempDir Path tmp;

  @Test
  void readsARegularFileUpToTheLimit() throws IOException {
    Path f = Files.write(tmp.resolve("f"), new byte[] {1, 2, 3});
    assertArrayEquals(new byte[] {1, 2, 3}, InputFiles.read(f, 3));
  }

  @Test
  void aFileOverTheLimitIsRefusedWithItsSizeTheLimitAndTheFlag() throws IOException {
    Path f = Files.write(tmp.resolve("f"), new byte[4]);
    IOException e = assertThrows(IOException.class, () -> InputFiles.read(f, 3));
    assertEquals(
        "the file has 4 bytes, more than the input size limit of 3 bytes (--max-input-size raises it)",
        e.getMessage());
  }

  @Test
  void aFileLongerThanItsSizeSaidIsReadToItsEndOrToTheLimit() throws IOException {
    // /proc files are regular files that say they are empty, like a file growing while it is read
    Path grows = Path.of("/proc/self/status");
    assumeTrue(Files.isRegularFile(grows) && Files.size(grows) == 0);
    String text = new String(InputFiles.read(grows, 1 << 20), StandardCharsets.US_ASCII);
    assertTrue(text.startsWith("Name:") && text.contains("VmHWM:"), text);
    IOException e = assertThrows(IOException.class, () -> InputFiles.read(grows, 10));
    assertEquals(
        "the file has more than 10 bytes, more than the input size limit of 10 bytes"
            + " (--max-input-size raises it)",
        e.getMessage());
  }

  @Test
  void aFolderIsRefused() {
    IOException e = assertThrows(IOException.class, () -> InputFiles.read(tmp, 100));
    assertEquals("is a folder, not a file", e.getMessage());
  }

  @Test
  void aDeviceBehindASymlinkIsRefusedWithoutReading() throws IOException {
    assumeTrue(Files.exists(Path.of("/dev/zero")));
    Path link = Files.createSymbolicLink(tmp.resolve("zero.bin"), Path.of("/dev/zero"));
    IOException e = assertThrows(IOException.class, () -> InputFiles.read(link, Long.MAX_VALUE));
    assertEquals(
        "is not a regular file (a FIFO, device or socket); only regular files are read",
        e.getMessage());
  }

  @Test
  void aFifoIsRefusedWithoutBlocking() throws Exception {
    Path fifo = tmp.resolve("fifo");
    Process p;
    try {
      p = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (IOException e) {
      assumeTrue(false, "no mkfifo");
      return;
    }
    assumeTrue(p.waitFor() == 0);
    IOException e = assertThrows(IOException.class, () -> InputFiles.read(fifo, 100));
    assertEquals(
        "is not a regular file (a FIFO, device or socket); only regular files are read",
        e.getMessage());
  }

  @Test
  void aMissingFileSaysSo() {
    IOException e =
        assertThrows(IOException.class, () -> InputFiles.read(tmp.resolve("none"), 100));
    assertEquals("no such file", e.getMessage());
  }
}
