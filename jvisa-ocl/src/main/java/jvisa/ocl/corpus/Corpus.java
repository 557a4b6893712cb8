package jvisa.ocl.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** Finds the shared kernel corpus and its case folders. */
public final class Corpus {

    /** System property naming the corpus folder (set by the build for tests). */
    public static final String PROPERTY = "jvisa.corpus";
    /** System property naming the project root; the corpus is then {@code ../shared/corpus} from it. */
    public static final String PROJECT_ROOT_PROPERTY = "jvisa.projectRoot";

    private Corpus() {}

    /**
     * The corpus folder: {@code -Djvisa.corpus}, else {@code ../shared/corpus} from {@code -Djvisa.projectRoot},
     * else from the working directory or its parent; empty when none of them has a {@code kernels} folder.
     */
    public static Optional<Path> locate() {
        List<Path> candidates = new ArrayList<>();
        String explicit = System.getProperty(PROPERTY);
        if (explicit != null && !explicit.isBlank()) {
            candidates.add(Path.of(explicit));
        }
        String root = System.getProperty(PROJECT_ROOT_PROPERTY);
        if (root != null && !root.isBlank()) {
            candidates.add(Path.of(root, "..", "shared", "corpus"));
        }
        Path cwd = Path.of(System.getProperty("user.dir"));
        candidates.add(cwd.resolve("../shared/corpus"));
        candidates.add(cwd.resolve("../../shared/corpus"));
        for (Path c : candidates) {
            if (Files.isDirectory(c.resolve("kernels"))) {
                return Optional.of(c.normalize());
            }
        }
        return Optional.empty();
    }

    /** The case folders ({@code kernels/<case>/} holding a {@code case.json}), sorted by name. */
    public static List<Path> caseDirectories(Path corpusRoot) {
        try (Stream<Path> s = Files.list(corpusRoot.resolve("kernels"))) {
            return s.filter(d -> Files.isRegularFile(d.resolve(CaseSpec.FILE_NAME))).sorted().toList();
        } catch (IOException | RuntimeException e) {
            throw new CaseFormatException(corpusRoot.resolve("kernels") + ": cannot list the cases: " + e.getMessage(),
                    e);
        }
    }
}
