package jvisa.corpus;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One compiled variant of a case: the folder {@code <case>/igc/<variant>/} holding IGC's {@code
 * kernel.visaasm}, a {@code func_<n>.visaasm} per stack-called function, {@code kernel.cos} and
 * {@code kernel.bin}.
 *
 * @param corpus the corpus it belongs to
 * @param directory the variant's folder
 */
public record CorpusVariant(Corpus corpus, Path directory) {
  static final String KERNEL_FILE = "kernel.visaasm";

  /** The case's name (its folder's). */
  public String caseName() {
    return directory.getParent().getParent().getFileName().toString();
  }

  /** The variant's name, such as {@code tgllp-simd16-inline}. */
  public String name() {
    return directory.getFileName().toString();
  }

  /** {@code case/variant}. */
  public String label() {
    return caseName() + "/" + name();
  }

  /** The target the variant was compiled for: {@code tgllp} or {@code dg2}. */
  public String target() {
    return name().split("-", -1)[0];
  }

  /**
   * The program's files: {@code kernel.visaasm}, then the {@code func_<n>.visaasm} files by number.
   */
  public List<Path> visaasmFiles() {
    List<Path> files = new ArrayList<>();
    files.add(directory.resolve(KERNEL_FILE));
    Corpus.list(directory, f -> functionNumber(f) >= 0 && Files.isRegularFile(f)).stream()
        .sorted(Comparator.comparingInt(CorpusVariant::functionNumber))
        .forEach(files::add);
    return files;
  }

  /** {@code n} of a {@code func_<n>.visaasm} file, -1 for any other file. */
  static int functionNumber(Path file) {
    String n = file.getFileName().toString();
    return n.matches("func_\\d+\\.visaasm")
        ? Integer.parseInt(n.substring(5, n.length() - ".visaasm".length()))
        : -1;
  }
}
