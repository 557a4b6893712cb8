package jvisa.verify;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The IGC-compiled variants to verify: every folder holding a kernel.visaasm under the shared corpus
 * (system property jvisa.corpus) and the project's test kernels (jvisa.projectRoot/testkernels). A
 * variant's program is its kernel.visaasm plus its func_*.visaasm files.
 */
final class CorpusPrograms {
  private CorpusPrograms() {}

  static List<Path> roots() {
    List<Path> roots = new ArrayList<>();
    String corpus = System.getProperty("jvisa.corpus", "../../shared/corpus");
    roots.add(Paths.get(corpus, "kernels"));
    String project = System.getProperty("jvisa.projectRoot", "..");
    roots.add(Paths.get(project, "testkernels"));
    return roots.stream().filter(Files::isDirectory).collect(Collectors.toList());
  }

  /** Each variant as its list of files, kernel first. */
  static List<List<Path>> variants() {
    List<List<Path>> variants = new ArrayList<>();
    for (Path root : roots()) {
      try (Stream<Path> s = Files.walk(root)) {
        for (Path kernel : s.filter(p -> p.getFileName().toString().equals("kernel.visaasm")).sorted().toList()) {
          variants.add(filesOf(kernel.getParent()));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return variants;
  }

  private static List<Path> filesOf(Path dir) throws IOException {
    List<Path> files = new ArrayList<>();
    files.add(dir.resolve("kernel.visaasm"));
    try (Stream<Path> s = Files.list(dir)) {
      s.filter(p -> p.getFileName().toString().matches("func_\\d+\\.visaasm")).sorted().forEach(files::add);
    }
    return files;
  }
}
