package jvisa.spirv.frontend;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;

/**
 * The OpenCL C sources the differential tests compile: every case's {@code kernel.cl} in
 * testkernels/ and the shared corpus (with the case's {@code build_options}), and this module's own
 * kernels, whose first comment lines may say {@code // build_options: ...}, {@code // front_ends:
 * clang} and {@code // llvm_spirv_options: ...}.
 */
public final class KernelSources {
  /** The module's own kernels, a folder of the test resources. */
  public static final String OWN_KERNELS = "/jvisa/spirv/kernels";

  private KernelSources() {}

  public static List<KernelSource> all() {
    List<KernelSource> sources = new ArrayList<>();
    for (Corpora c : Corpora.values()) {
      c.find().ifPresent(corpus -> sources.addAll(cases(corpus)));
    }
    sources.addAll(own());
    return sources;
  }

  static List<KernelSource> cases(Corpus corpus) {
    List<KernelSource> sources = new ArrayList<>();
    for (Path dir : corpus.caseDirectories()) {
      Path cl = dir.resolve("kernel.cl");
      if (Files.isRegularFile(cl)) {
        sources.add(
            new KernelSource(
                corpus.name() + "/" + dir.getFileName(),
                cl,
                buildOptions(dir),
                allowedFrontEnds(cl),
                ""));
      }
    }
    return sources;
  }

  private static Set<FrontEnd> allowedFrontEnds(Path cl) {
    try {
      return KernelSource.allowedFrontEnds(Files.readString(cl));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String buildOptions(Path caseDir) {
    ObjectMapper json = new ObjectMapper();
    for (String file : List.of("case.json", "spec.json")) {
      Path f = caseDir.resolve(file);
      if (Files.isRegularFile(f)) {
        try {
          JsonNode options = json.readTree(f.toFile()).path("build_options");
          if (options.isTextual()) {
            return options.asText();
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    return "";
  }

  /** This module's kernels (test resources). */
  public static List<KernelSource> own() {
    Path dir = ownFolder();
    try (Stream<Path> files = Files.list(dir)) {
      List<KernelSource> sources = new ArrayList<>();
      for (Path cl : files.filter(f -> f.toString().endsWith(".cl")).sorted().toList()) {
        String text = Files.readString(cl);
        Set<FrontEnd> frontEnds = KernelSource.allowedFrontEnds(text);
        String name = cl.getFileName().toString();
        sources.add(
            new KernelSource(
                "own/" + name.substring(0, name.length() - 3),
                cl,
                directive(text, "build_options").orElse(""),
                frontEnds,
                directive(text, "llvm_spirv_options").orElse("")));
      }
      return sources;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Path ownFolder() {
    URL url = KernelSources.class.getResource(OWN_KERNELS);
    if (url == null) {
      throw new IllegalStateException("test resource folder " + OWN_KERNELS + " missing");
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Optional<String> directive(String text, String key) {
    String prefix = "// " + key + ":";
    return text.lines()
        .takeWhile(l -> l.startsWith("//"))
        .filter(l -> l.startsWith(prefix))
        .map(l -> l.substring(prefix.length()).trim())
        .findFirst();
  }
}
