package jvisa.ocl;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;
import jvisa.corpus.CorpusAssumptions;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * A corpus's cases as {@link CaseSpec}s, loaded once per test run; asking for the shared corpus
 * when it is not there skips the calling test with a message naming the folder looked for.
 */
public final class TestCorpus {

  /** One compiled variant of a case. */
  public record Variant(CaseSpec spec, VariantSpec variant) {
    public Path cos() {
      return spec.cosPath(variant);
    }

    public Path bin() {
      return spec.binPath(variant);
    }

    public String label() {
      return spec.directory().getFileName() + "/" + variant.name();
    }
  }

  /** Variants {@link #runEach} runs at a time. */
  private static final int POOL = 2;

  private static final Map<Corpora, TestCorpus> LOADED = new EnumMap<>(Corpora.class);

  private final Corpus corpus;
  private final List<CaseSpec> cases;

  private TestCorpus(Corpus corpus) {
    this.corpus = corpus;
    List<CaseSpec> loaded = new ArrayList<>();
    for (Path dir : corpus.caseDirectories()) {
      loaded.add(CaseSpec.load(dir));
    }
    this.cases = List.copyOf(loaded);
  }

  /** The corpus {@code which}, its cases loaded. */
  public static synchronized TestCorpus of(Corpora which) {
    Corpus corpus = CorpusAssumptions.available(which);
    return LOADED.computeIfAbsent(which, w -> new TestCorpus(corpus));
  }

  /** The shared corpus, whose particular cases some tests name. */
  public static TestCorpus shared() {
    return of(Corpora.SHARED);
  }

  /** The project's own cases ({@code testkernels/}). */
  public static TestCorpus testKernels() {
    return of(Corpora.TESTKERNELS);
  }

  public String name() {
    return corpus.name();
  }

  public List<CaseSpec> cases() {
    return cases;
  }

  public List<Variant> variants() {
    List<Variant> out = new ArrayList<>();
    for (CaseSpec c : cases) {
      for (VariantSpec v : c.variants()) {
        out.add(new Variant(c, v));
      }
    }
    return out;
  }

  public CaseSpec caseNamed(String name) {
    return CaseSpec.load(corpus.caseDirectory(name));
  }

  public Variant variant(String caseName, String variantName) {
    CaseSpec spec = caseNamed(caseName);
    return new Variant(spec, spec.variant(variantName).orElseThrow());
  }

  /** {@code run} of each variant, {@value #POOL} at a time; the results in the variants' order. */
  public static <T> List<T> runEach(List<Variant> variants, Function<Variant, T> run)
      throws InterruptedException, ExecutionException {
    ExecutorService pool = Executors.newFixedThreadPool(POOL);
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (Variant v : variants) {
        futures.add(pool.submit(() -> run.apply(v)));
      }
      List<T> results = new ArrayList<>();
      for (Future<T> f : futures) {
        results.add(f.get());
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }
}
