package jvisa.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashSet;
import java.util.Set;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * A case bundled in the jar as class-path resources ({@code <folder>/case.json} and the files it
 * names), copied into a folder so the launcher can read it like any other case.
 */
final class BundledCase {
  private BundledCase() {}

  /** Copies the case under resource folder {@code resourceFolder} into {@code dir} and loads it. */
  static CaseSpec copyTo(String resourceFolder, Path dir) throws IOException {
    copy(resourceFolder + "/" + CaseSpec.FILE_NAME, dir.resolve(CaseSpec.FILE_NAME));
    CaseSpec spec = CaseSpec.load(dir);
    Set<Path> files = new LinkedHashSet<>();
    for (VariantSpec v : spec.variants()) {
      files.addAll(spec.visaasmPaths(v));
      files.add(spec.cosPath(v));
      files.add(spec.binPath(v));
    }
    for (ArgSpec a : spec.args()) {
      a.input().ifPresent(f -> files.add(spec.directory().resolve(f)));
      a.expected().ifPresent(f -> files.add(spec.directory().resolve(f)));
    }
    Path root = spec.directory();
    for (Path f : files) {
      String relative = root.relativize(f.normalize()).toString().replace('\\', '/');
      copy(resourceFolder + "/" + relative, f);
    }
    return spec;
  }

  private static void copy(String resource, Path to) throws IOException {
    try (InputStream in = BundledCase.class.getResourceAsStream("/" + resource)) {
      if (in == null) {
        throw new IOException("resource " + resource + " is missing from the jar");
      }
      Files.createDirectories(to.toAbsolutePath().getParent());
      Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
