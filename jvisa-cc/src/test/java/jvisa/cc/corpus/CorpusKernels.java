package jvisa.cc.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import jvisa.corpus.Corpora;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.spirv.SpirvModule;
import jvisa.spirv.SpirvReader;
import jvisa.spirv.frontend.FrontEnd;
import jvisa.spirv.frontend.KernelSource;

/**
 * Every corpus case (testkernels/ and the shared corpus) compiled to SPIR-V by every installed
 * front end, once per test run, two at a time, into a temporary folder removed at exit.
 */
public final class CorpusKernels {
  private static final int PARALLELISM = 2;

  /**
   * One case through one front end: the module and its bytes, or the front end's or reader's error.
   */
  public record Compiled(
      String name,
      CaseSpec spec,
      FrontEnd frontEnd,
      byte[] bytes,
      SpirvModule spirv,
      String error) {
    public String label() {
      return name + " [" + frontEnd.name().toLowerCase(java.util.Locale.ROOT) + "]";
    }
  }

  private static List<Compiled> compiled;

  private CorpusKernels() {}

  public static List<FrontEnd> availableFrontEnds() {
    return Stream.of(FrontEnd.values()).filter(FrontEnd::available).toList();
  }

  public static synchronized List<Compiled> all() throws Exception {
    if (compiled == null) {
      compiled = compile(Files.createTempDirectory("jvisa-cc-"));
    }
    return compiled;
  }

  private static List<Compiled> compile(Path root) throws Exception {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
    ExecutorService pool = Executors.newFixedThreadPool(PARALLELISM);
    try {
      List<Future<Compiled>> futures = new ArrayList<>();
      for (Corpora c : Corpora.values()) {
        var corpus = c.find();
        if (corpus.isEmpty()) {
          continue;
        }
        for (Path dir : corpus.get().caseDirectories()) {
          if (!Files.isRegularFile(dir.resolve("kernel.cl"))) {
            continue;
          }
          CaseSpec spec = CaseSpec.load(dir);
          String name = corpus.get().name() + "/" + dir.getFileName();
          KernelSource source =
              new KernelSource(
                  name,
                  dir.resolve("kernel.cl"),
                  spec.buildOptions(),
                  KernelSource.allowedFrontEnds(Files.readString(dir.resolve("kernel.cl"))),
                  "");
          for (FrontEnd fe : availableFrontEnds()) {
            if (!source.frontEnds().contains(fe)) {
              continue;
            }
            futures.add(pool.submit(() -> compileOne(name, spec, source, fe, root)));
          }
        }
      }
      List<Compiled> out = new ArrayList<>();
      for (Future<Compiled> f : futures) {
        out.add(f.get());
      }
      return out;
    } finally {
      pool.shutdownNow();
    }
  }

  private static Compiled compileOne(
      String name, CaseSpec spec, KernelSource source, FrontEnd fe, Path root) {
    try {
      byte[] bytes = Files.readAllBytes(fe.compileUnder(source, root));
      return new Compiled(name, spec, fe, bytes, SpirvReader.read(bytes), null);
    } catch (IOException | RuntimeException e) {
      return new Compiled(name, spec, fe, null, null, e.getMessage());
    }
  }

  private static void delete(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // best effort at exit
    }
  }
}
