package jvisa.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A folder of kernel cases ({@code <case>/case.json}, {@code <case>/igc/<variant>/kernel.visaasm}
 * ...) and the ways tests, benchmarks and commands list it.
 *
 * @param name what to call it in reports ({@code testkernels}, {@code shared})
 * @param casesFolder the folder whose sub-folders are the cases
 */
public record Corpus(String name, Path casesFolder) {
  /** The file that makes a folder a case. */
  public static final String CASE_FILE = "case.json";

  /** The case folders (holding a {@code case.json}), sorted by name. */
  public List<Path> caseDirectories() {
    return list(casesFolder, d -> Files.isRegularFile(d.resolve(CASE_FILE)));
  }

  /** The folder of the case named {@code name} (whether it exists or not). */
  public Path caseDirectory(String name) {
    return casesFolder.resolve(name);
  }

  /**
   * Every compiled variant ({@code <case>/igc/<variant>/} holding a {@code kernel.visaasm}),
   * sorted.
   */
  public List<CorpusVariant> variants() {
    List<CorpusVariant> variants = new ArrayList<>();
    for (Path c : caseDirectories()) {
      Path igc = c.resolve("igc");
      if (Files.isDirectory(igc)) {
        for (Path v : list(igc, d -> Files.isRegularFile(d.resolve(CorpusVariant.KERNEL_FILE)))) {
          variants.add(new CorpusVariant(this, v));
        }
      }
    }
    return variants;
  }

  /**
   * Every {@code .visaasm} file of every variant, in {@link #variants()} order, kernel first in
   * each.
   */
  public List<Path> visaasmFiles() {
    return variants().stream().flatMap(v -> v.visaasmFiles().stream()).toList();
  }

  /**
   * The case folders a user named: {@code dir} itself when it is a case, else the cases in its
   * {@code kernels/} folder when it has one (a corpus like the shared one), else the cases in
   * {@code dir} (like testkernels/).
   */
  public static List<Path> caseDirectoriesUnder(Path dir) {
    if (Files.isRegularFile(dir.resolve(CASE_FILE))) {
      return List.of(dir);
    }
    Path kernels = dir.resolve("kernels");
    return new Corpus(dir.toString(), Files.isDirectory(kernels) ? kernels : dir).caseDirectories();
  }

  static List<Path> list(Path dir, java.util.function.Predicate<Path> keep) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(keep).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + dir, e);
    }
  }
}
