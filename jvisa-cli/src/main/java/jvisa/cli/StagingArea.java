package jvisa.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.asm.io.FileTrees;

/**
 * The hidden siblings an output is prepared in: {@code .<name>.jvisa-staging-<pid>-<nonce>} for the
 * new contents and {@code .<name>.jvisa-old-<pid>-<nonce>} for the previous ones during the swap.
 * The pid in the name lets a later run recognise the leftovers of a killed one; a shutdown hook
 * removes this process's own (on SIGTERM or any exit before the write completed).
 */
final class StagingArea {
  /** Serialises swaps with the shutdown hook, so that the hook never sees a half-done swap. */
  static final Object LOCK = new Object();

  private static final Pattern NAME =
      Pattern.compile("\\.(.+)\\.jvisa-(staging|old)-(\\d+)-[0-9a-z]+");
  private static final Set<Path> LIVE = new LinkedHashSet<>();
  private static boolean hookInstalled;

  private StagingArea() {}

  /**
   * A fresh staging path beside {@code target} (not created), removed by the shutdown hook until
   * released.
   */
  static Path newStaging(Path target) {
    return register(sibling(target, "staging"));
  }

  /**
   * A fresh path beside {@code target} for its previous contents during a swap, tracked like a
   * staging path.
   */
  static Path newOld(Path target) {
    return register(sibling(target, "old"));
  }

  /** Stops tracking a path once it was moved into place or deleted. */
  static void release(Path p) {
    synchronized (LOCK) {
      LIVE.remove(p);
    }
  }

  private static Path sibling(Path target, String kind) {
    String nonce = Long.toString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE, 36);
    return target.resolveSibling(
        "."
            + target.getFileName()
            + ".jvisa-"
            + kind
            + "-"
            + ProcessHandle.current().pid()
            + "-"
            + nonce);
  }

  private static Path register(Path p) {
    synchronized (LOCK) {
      if (!hookInstalled) {
        Runtime.getRuntime()
            .addShutdownHook(new Thread(StagingArea::removeOwn, "jvisa-staging-cleanup"));
        hookInstalled = true;
      }
      LIVE.add(p);
    }
    return p;
  }

  /**
   * The shutdown hook: deletes this process's staging data; puts a swapped-out old output back if
   * needed.
   */
  static void removeOwn() {
    synchronized (LOCK) {
      for (Path p : LIVE) {
        try {
          recover(p);
        } catch (IOException | RuntimeException e) {
          // best effort while the JVM exits
        }
      }
      LIVE.clear();
    }
  }

  /**
   * Removes the leftovers of runs that no longer exist (killed with SIGKILL) beside {@code target}:
   * their staging folders are deleted; an old output whose replacement never arrived is put back in
   * place.
   */
  static void removeStale(Path target) throws IOException {
    Path parent = target.getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      return;
    }
    try (DirectoryStream<Path> siblings =
        Files.newDirectoryStream(parent, "." + globSafe(target) + ".jvisa-*")) {
      for (Path p : siblings) {
        Matcher m = NAME.matcher(p.getFileName().toString());
        if (m.matches()
            && m.group(1).equals(target.getFileName().toString())
            && !alive(Long.parseLong(m.group(3)))) {
          synchronized (LOCK) {
            recover(p);
          }
        }
      }
    }
  }

  private static void recover(Path p) throws IOException {
    Matcher m = NAME.matcher(p.getFileName().toString());
    if (!m.matches() || !Files.exists(p)) {
      return;
    }
    Path target = p.resolveSibling(m.group(1));
    if (m.group(2).equals("old") && !Files.exists(target)) {
      Files.move(p, target);
    } else {
      FileTrees.delete(p);
    }
  }

  private static boolean alive(long pid) {
    return pid == ProcessHandle.current().pid()
        || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
  }

  private static String globSafe(Path target) {
    return target.getFileName().toString().replaceAll("([*?\\[\\]{}\\\\])", "\\\\$1");
  }
}
