package jvisa.spirv.frontend;

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

/**
 * Every {@link KernelSources#all() kernel} compiled by every installed front end that can, once per
 * test run, in parallel, into a temporary folder removed when the JVM exits.
 */
public final class CompiledKernels {
  /** Front-end runs at once: they mostly wait on the driver, and the machine is shared. */
  private static final int PARALLELISM = 3;

  /**
   * One compilation.
   *
   * @param spv the SPIR-V written, or null when the front end failed
   * @param error the front end's message when it failed
   */
  public record Compiled(KernelSource source, FrontEnd frontEnd, Path spv, String error) {
    public String label() {
      return source.name() + " [" + frontEnd.name().toLowerCase(java.util.Locale.ROOT) + "]";
    }
  }

  private static List<Compiled> compiled;
  private static long compileMillis;

  private CompiledKernels() {}

  /** The front ends installed here. */
  public static List<FrontEnd> availableFrontEnds() {
    return Stream.of(FrontEnd.values()).filter(FrontEnd::available).toList();
  }

  /** Compiles on first call; later calls return the same results. */
  public static synchronized List<Compiled> all() throws IOException, InterruptedException {
    if (compiled == null) {
      long start = System.nanoTime();
      compiled = compile(Files.createTempDirectory("jvisa-spirv-"));
      compileMillis = (System.nanoTime() - start) / 1_000_000;
    }
    return compiled;
  }

  /** Wall time of the compilation in {@link #all()}. */
  public static synchronized long compileMillis() {
    return compileMillis;
  }

  private static List<Compiled> compile(Path root) throws InterruptedException {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
    ExecutorService pool = Executors.newFixedThreadPool(PARALLELISM);
    try {
      List<Future<Compiled>> futures = new ArrayList<>();
      for (KernelSource source : KernelSources.all()) {
        for (FrontEnd fe : availableFrontEnds()) {
          if (source.frontEnds().contains(fe)) {
            futures.add(pool.submit(() -> compileOne(source, fe, root)));
          }
        }
      }
      List<Compiled> results = new ArrayList<>();
      for (Future<Compiled> f : futures) {
        try {
          results.add(f.get());
        } catch (java.util.concurrent.ExecutionException e) {
          throw new IllegalStateException(e.getCause());
        }
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  private static Compiled compileOne(KernelSource source, FrontEnd fe, Path root) {
    try {
      return new Compiled(source, fe, fe.compileUnder(source, root), null);
    } catch (IOException e) {
      return new Compiled(source, fe, null, e.getMessage());
    }
  }

  private static void delete(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // best effort at exit: the folder is under the system temp directory
    }
  }
}
