package jvisa.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The .visaasm texts the benchmarks run over: the shared corpus (system property jvisa.corpus, else a
 * shared/corpus next to the working directory or one of its parents), or failing that the project's
 * own testkernels.
 */
final class BenchInputs {
  private BenchInputs() {}

  static List<String> load() {
    for (Path root : candidates()) {
      List<String> texts = read(root);
      if (!texts.isEmpty()) {
        System.out.printf("benchmark inputs: %d .visaasm files, %.2f MB from %s%n",
            texts.size(), bytes(texts) / 1e6, root);
        return texts;
      }
    }
    throw new IllegalStateException("no .visaasm files found; set -Djvisa.corpus=PATH/TO/shared/corpus");
  }

  static long bytes(List<String> texts) {
    long n = 0;
    for (String t : texts) {
      n += t.length();
    }
    return n;
  }

  private static List<Path> candidates() {
    List<Path> roots = new ArrayList<>();
    String prop = System.getProperty("jvisa.corpus");
    if (prop != null) {
      roots.add(Paths.get(prop, "kernels"));
    }
    for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      roots.add(dir.resolve("shared/corpus/kernels"));
      roots.add(dir.resolve("../shared/corpus/kernels").normalize());
    }
    for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      roots.add(dir.resolve("testkernels"));
    }
    return roots;
  }

  private static List<String> read(Path root) {
    List<String> texts = new ArrayList<>();
    if (!Files.isDirectory(root)) {
      return texts;
    }
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.filter(f -> f.toString().endsWith(".visaasm")).sorted().toList()) {
        texts.add(Files.readString(p, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return texts;
  }
}
