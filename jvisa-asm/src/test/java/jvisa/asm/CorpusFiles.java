package jvisa.asm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Finds the shared corpus (system property jvisa.corpus, else ../shared/corpus) and its .visaasm files. */
public final class CorpusFiles {
  private CorpusFiles() {}

  public static Path root() {
    String prop = System.getProperty("jvisa.corpus");
    Path p = prop != null ? Paths.get(prop) : Paths.get("../shared/corpus");
    if (!Files.isDirectory(p)) {
      p = Paths.get("../../shared/corpus");
    }
    return p.toAbsolutePath().normalize();
  }

  public static boolean present() {
    return Files.isDirectory(root().resolve("kernels"));
  }

  public static List<Path> visaasmFiles() {
    try (Stream<Path> s = Files.walk(root().resolve("kernels"))) {
      return s.filter(p -> p.toString().endsWith(".visaasm")).sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
