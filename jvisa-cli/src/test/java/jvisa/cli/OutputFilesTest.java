package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The output folder is replaced as a whole; staging data of this run and of killed runs does not
 * stay behind.
 */
class OutputFilesTest {
  @TempDir Path tmp;

  private static Map<String, byte[]> files(String... nameAndText) {
    Map<String, byte[]> m = new LinkedHashMap<>();
    for (int i = 0; i < nameAndText.length; i += 2) {
      m.put(nameAndText[i], nameAndText[i + 1].getBytes(StandardCharsets.UTF_8));
    }
    return m;
  }

  private List<String> entries(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  /** The pid of a process that has ended. */
  private static long deadPid() throws Exception {
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    return p.pid();
  }

  @Test
  void aNewFolderAppearsWithAllItsFilesAndNothingBeside() throws IOException {
    Path out = tmp.resolve("out");
    OutputFiles.writeAll(out, files("a.bin", "A", "b.bin", "B"));
    assertEquals(List.of("a.bin", "b.bin"), entries(out));
    assertEquals(List.of("out"), entries(tmp));
  }

  @Test
  void anExistingFolderIsReplacedKeepingTheFilesNotRewritten() throws IOException {
    Path out = tmp.resolve("out");
    OutputFiles.writeAll(out, files("a.bin", "old a", "notes.txt", "mine"));
    OutputFiles.writeAll(out, files("a.bin", "new a", "b.bin", "B"));
    assertEquals(List.of("a.bin", "b.bin", "notes.txt"), entries(out));
    assertEquals("new a", Files.readString(out.resolve("a.bin")));
    assertEquals("mine", Files.readString(out.resolve("notes.txt")));
    assertEquals(List.of("out"), entries(tmp), "neither staging nor old folder is left");
  }

  @Test
  void aLinkToAFolderKeepsPointingAtTheReplacedFolder() throws IOException {
    Path real = Files.createDirectories(tmp.resolve("real"));
    Files.writeString(real.resolve("a.bin"), "old");
    Path link = Files.createSymbolicLink(tmp.resolve("link"), real);
    OutputFiles.writeAll(link, files("a.bin", "new"));
    assertEquals("new", Files.readString(link.resolve("a.bin")));
    assertTrue(Files.isSymbolicLink(link));
    assertEquals(List.of("link", "real"), entries(tmp));
  }

  @Test
  void aFolderHoldingFoldersIsNotReplaced() throws IOException {
    Path out = Files.createDirectories(tmp.resolve("out/sub"));
    IOException e =
        assertThrows(
            IOException.class, () -> OutputFiles.writeAll(out.getParent(), files("a.bin", "A")));
    assertTrue(e.getMessage().contains("sub, which is not a plain file"), e.getMessage());
    assertEquals(List.of("sub"), entries(tmp.resolve("out")));
    assertEquals(List.of("out"), entries(tmp));
  }

  @Test
  void aFailedWriteLeavesTheOldFolderAndNoStaging() throws IOException {
    Path out = tmp.resolve("out");
    OutputFiles.writeAll(out, files("a.bin", "old"));
    OutputFiles.afterEachFile =
        () -> {
          throw new IllegalStateException("disk full");
        };
    try {
      assertThrows(
          IllegalStateException.class, () -> OutputFiles.writeAll(out, files("a.bin", "new")));
    } finally {
      OutputFiles.afterEachFile = () -> {};
    }
    assertEquals("old", Files.readString(out.resolve("a.bin")));
    assertEquals(List.of("out"), entries(tmp));
  }

  @Test
  void staleStagingOfADeadRunIsRemovedAndThatOfALiveRunKept() throws Exception {
    Path out = tmp.resolve("out");
    Path dead = Files.createDirectories(tmp.resolve(".out.jvisa-staging-" + deadPid() + "-abc"));
    Files.writeString(dead.resolve("a.bin"), "half");
    Path live =
        Files.createDirectories(
            tmp.resolve(".out.jvisa-staging-" + ProcessHandle.current().pid() + "-x"));
    Path otherName =
        Files.createDirectories(tmp.resolve(".other.jvisa-staging-" + deadPid() + "-abc"));
    StagingArea.removeStale(out);
    assertFalse(Files.exists(dead));
    assertTrue(Files.exists(live));
    assertTrue(Files.exists(otherName), "only the folders of this output's name are touched");
  }

  @Test
  void anOldFolderOfARunKilledMidSwapIsPutBackOrDeleted() throws Exception {
    Path out = tmp.resolve("out");
    Path old = Files.createDirectories(tmp.resolve(".out.jvisa-old-" + deadPid() + "-q"));
    Files.writeString(old.resolve("a.bin"), "previous");
    StagingArea.removeStale(out);
    assertEquals(
        "previous", Files.readString(out.resolve("a.bin")), "the target was missing: put back");
    Path again = Files.createDirectories(tmp.resolve(".out.jvisa-old-" + deadPid() + "-r"));
    StagingArea.removeStale(out);
    assertFalse(Files.exists(again), "the target is there: the old copy goes");
    assertEquals(List.of("out"), entries(tmp));
  }

  @Test
  void theShutdownHookRemovesThisRunsStaging() throws IOException {
    Path out = tmp.resolve("out");
    Path staging = StagingArea.newStaging(out);
    Files.createDirectories(staging);
    Files.writeString(staging.resolve("a.bin"), "half");
    StagingArea.removeOwn();
    assertEquals(List.of(), entries(tmp));
  }

  @Test
  void oneFileIsRenamedIntoPlace() throws IOException {
    Path f = tmp.resolve("image.png");
    OutputFiles.writeOne(f, p -> Files.writeString(p, "png"));
    assertEquals("png", Files.readString(f));
    assertEquals(List.of("image.png"), entries(tmp));
  }
}
