package jvisa.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;

/**
 * The .visaasm texts the benchmarks run over: the shared corpus when it is there (the bigger one),
 * else the project's own testkernels/ (see {@link Corpora} for where each is looked for).
 */
final class BenchInputs {
  private BenchInputs() {}

  static List<String> load() {
    Corpus corpus =
        Corpora.SHARED
            .find()
            .orElseGet(
                () -> {
                  System.out.println(
                      "benchmark inputs: "
                          + Corpora.SHARED.missingMessage()
                          + "; using testkernels/");
                  return Corpora.TESTKERNELS.require();
                });
    List<String> texts = new ArrayList<>();
    for (Path p : corpus.visaasmFiles()) {
      texts.add(read(p));
    }
    System.out.printf(
        "benchmark inputs: %d .visaasm files, %.2f MB from %s%n",
        texts.size(), bytes(texts) / 1e6, corpus.casesFolder());
    return texts;
  }

  static long bytes(List<String> texts) {
    long n = 0;
    for (String t : texts) {
      n += t.length();
    }
    return n;
  }

  private static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
