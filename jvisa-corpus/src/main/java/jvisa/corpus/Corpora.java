package jvisa.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The kernel corpora every test, benchmark and command reads (format: {@code
 * tools/corpus/README.md}): {@link #TESTKERNELS}, the project's own, always there; {@link #SHARED},
 * real IGC output next to the repository, optional.
 */
public enum Corpora {
  /** {@code testkernels/} in the project root: one folder per case. */
  TESTKERNELS("testkernels") {
    @Override
    public Path folder() {
      return ProjectRoot.locate().resolve("testkernels");
    }

    @Override
    Path casesFolder(Path folder) {
      return folder;
    }
  },

  /**
   * {@code -Djvisa.corpus}, else {@code ../shared/corpus} beside the project root: cases under
   * {@code kernels/}.
   */
  SHARED("shared") {
    @Override
    public Path folder() {
      String configured = System.getProperty(PROPERTY);
      Path folder =
          configured != null && !configured.isBlank()
              ? Path.of(configured)
              : ProjectRoot.locate().resolve("../shared/corpus");
      return folder.toAbsolutePath().normalize();
    }

    @Override
    Path casesFolder(Path folder) {
      return folder.resolve("kernels");
    }
  };

  /** System property naming the shared corpus folder (the one holding {@code kernels/}). */
  public static final String PROPERTY = "jvisa.corpus";

  private final String label;

  Corpora(String label) {
    this.label = label;
  }

  /** Where this corpus is, or would be: absolute and normalized. */
  public abstract Path folder();

  abstract Path casesFolder(Path folder);

  /** The corpus, or empty when its folder of cases is not there. */
  public Optional<Corpus> find() {
    Path cases = casesFolder(folder());
    return Files.isDirectory(cases) ? Optional.of(new Corpus(label, cases)) : Optional.empty();
  }

  /**
   * The corpus.
   *
   * @throws IllegalStateException with {@link #missingMessage()} when it is not there
   */
  public Corpus require() {
    return find().orElseThrow(() -> new IllegalStateException(missingMessage()));
  }

  /**
   * "shared corpus not found: /abs/folder ...": names the folder looked in and how to point
   * elsewhere.
   */
  public String missingMessage() {
    Path folder = folder();
    String what =
        casesFolder(folder).equals(folder)
            ? ""
            : " (no " + folder.relativize(casesFolder(folder)) + "/ there)";
    String hint = this == SHARED ? "; set -D" + PROPERTY + "=DIR to use another folder" : "";
    return label + " corpus not found: " + folder + what + hint;
  }

  /** The corpus's short name: {@code testkernels} or {@code shared}. */
  public String label() {
    return label;
  }

  @Override
  public String toString() {
    return label;
  }
}
