package jvisa.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;

/**
 * For tests: a corpus (or other folder beside the project) that must be there, or the test is
 * skipped with a message naming the folder looked for; the message is also printed, once per test
 * run, so that the build's output says what was skipped and why. Only what lives outside the
 * repository may be missing: a missing testkernels/ fails.
 */
public final class CorpusAssumptions {
  private static final Set<String> PRINTED = new HashSet<>();

  private CorpusAssumptions() {}

  /** The corpus; aborts the calling test when the shared corpus is not there. */
  public static Corpus available(Corpora which) {
    if (which == Corpora.TESTKERNELS) {
      return which.require();
    }
    if (which.find().isEmpty()) {
      skip(which.missingMessage());
    }
    return which.require();
  }

  /**
   * Aborts the calling test unless {@code folder} (what: a name for it, such as "vISA spec") is a
   * folder.
   */
  public static void folderPresent(Path folder, String what) {
    if (!Files.isDirectory(folder)) {
      skip(what + " not found: " + folder.toAbsolutePath().normalize());
    }
  }

  private static void skip(String message) {
    synchronized (PRINTED) {
      if (PRINTED.add(message)) {
        System.out.println("[skipped] tests that need it: " + message);
      }
    }
    Assumptions.abort(message);
  }
}
