package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import jvisa.corpus.Corpora;
import jvisa.machine.core.DecodeException;
import jvisa.machine.core.MachineFault;
import jvisa.machine.limit.LimitExceeded;
import jvisa.machine.limit.Limits;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.MetadataFormatException;
import jvisa.ocl.corpus.CaseFormatException;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchException;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.VerificationFailure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mutated launch inputs (case.json, kernel.cos, kernel.bin and, through the verifier,
 * kernel.visaasm of corpus cases) end in a clean error with a message or in a normal run, never in
 * another exception and never in a hang: each case is read, its metadata decoded and the variant
 * launched with a small step limit under a per-case timeout. Runs {@code jvisa.fuzz.launch.count}
 * mutants (default 400) from seed {@code jvisa.fuzz.launch.seed}.
 */
class LaunchInputFuzzTest {
  private static final long DEFAULT_SEED = 0x6c61756e6368L;
  private static final long TIMEOUT_SECONDS = 20;

  /**
   * Tight launch limits: a mutated NDRange or size must be refused by them, never exhaust the JVM.
   */
  private static final Limits LIMITS =
      Limits.defaults()
          .withMaxWorkGroups(4096)
          .withMaxMemory(128L << 20)
          .withMaxInstructions(5_000_000);

  private static final String[] CASES = {
    "testkernels:vadd_int", "testkernels:slm_barrier_reverse", "shared:crc32", "shared:local_reduce"
  };

  @TempDir Path tmp;

  private final Map<String, String> crashes = new LinkedHashMap<>();
  private final Map<String, Integer> outcomes = new TreeMap<>();

  /** A mutable copy of one variant's launch inputs. */
  private record Target(
      Path caseDir, String kernel, Path caseJson, Path cos, Path bin, Path visaasm) {}

  @Test
  void mutatedLaunchInputsEndCleanly() throws Exception {
    long seed = Long.getLong("jvisa.fuzz.launch.seed", DEFAULT_SEED);
    long count = Long.getLong("jvisa.fuzz.launch.count", 400);
    List<Target> targets = targets();
    System.out.printf("launch fuzz: seed=%d, %d inputs, %d cases%n", seed, count, targets.size());
    Random random = new Random(seed);
    Mutator text = new Mutator(random);
    NumberMutator numbers = new NumberMutator(random);
    ByteMutator bytes = new ByteMutator(random);
    ExecutorService pool =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "launch-fuzz");
              t.setDaemon(true);
              return t;
            });
    try {
      for (long i = 0; i < count; i++) {
        Target t = targets.get(random.nextInt(targets.size()));
        int drawn = random.nextInt(4);
        int which = drawn == 2 && t.bin() == null ? 3 : drawn;
        Path file =
            switch (which) {
              case 0 -> t.caseJson();
              case 1 -> t.cos();
              case 2 -> t.bin();
              default -> t.visaasm();
            };
        byte[] original = Files.readAllBytes(file);
        byte[] mutated =
            which == 2
                ? bytes.mutate(original)
                : (random.nextBoolean()
                        ? numbers.mutate(utf8(original))
                        : text.mutate(utf8(original)))
                    .getBytes(StandardCharsets.UTF_8);
        Files.write(file, mutated);
        try {
          Future<String> run = pool.submit(() -> outcome(t, which));
          String outcome;
          try {
            outcome = run.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
          } catch (TimeoutException e) {
            run.cancel(true);
            fail(
                "a mutated "
                    + file.getFileName()
                    + " ran for over "
                    + TIMEOUT_SECONDS
                    + " s; saved to "
                    + save(file, mutated));
            return;
          }
          outcomes.merge(outcome.startsWith("crash") ? "crash" : outcome, 1, Integer::sum);
          if (outcome.startsWith("crash")) {
            crashes.putIfAbsent(
                Minimizer.kindOf(outcome),
                outcome + " (" + file.getFileName() + " saved to " + save(file, mutated) + ")");
          }
        } finally {
          Files.write(file, original);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    System.out.println("launch fuzz: " + outcomes);
    if (!crashes.isEmpty()) {
      fail(String.join("\n", crashes.values()));
    }
    assertTrue(outcomes.getOrDefault("ran", 0) > 0, "no mutant ran");
  }

  /**
   * What one mutant led to: a clean error class (a limit included), "ran", or "crash: ..." for
   * anything else.
   */
  private static String outcome(Target t, int which) {
    try {
      if (which == 1) {
        KernelMetadata.fromCos(t.cos(), t.kernel());
      } else if (which == 2) {
        KernelMetadata.fromBin(t.bin(), t.kernel());
      }
      CaseSpec spec = CaseSpec.load(t.caseDir());
      VariantSpec v = spec.variants().get(0);
      KernelLauncher.launch(
          spec,
          v,
          LaunchOptions.defaults().withStepLimit(20_000).withParallelism(1).withLimits(LIMITS));
      return "ran";
    } catch (CaseFormatException
        | MetadataFormatException
        | LaunchException
        | VerificationFailure
        | MachineFault
        | DecodeException
        | LimitExceeded e) {
      if (e.getMessage() == null || e.getMessage().isBlank()) {
        return "crash: " + e.getClass().getName() + " without a message";
      }
      return e.getClass().getSimpleName();
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      StackTraceElement[] st = e.getStackTrace();
      return "crash: " + e + (st.length > 0 ? " at " + st[0] : "");
    }
  }

  /**
   * The cases to mutate: four small ones, or with {@code -Djvisa.fuzz.launch.cases=all} every
   * corpus case.
   */
  private List<Target> targets() throws IOException {
    List<Target> targets = new ArrayList<>();
    List<String> cases = new ArrayList<>(List.of(CASES));
    if ("all".equals(System.getProperty("jvisa.fuzz.launch.cases"))) {
      cases.clear();
      for (Corpora which : Corpora.values()) {
        which
            .find()
            .ifPresent(
                corpus ->
                    corpus
                        .caseDirectories()
                        .forEach(
                            d ->
                                cases.add(
                                    (which == Corpora.SHARED ? "shared:" : "testkernels:")
                                        + d.getFileName())));
      }
    }
    for (String c : cases) {
      String[] parts = c.split(":", -1);
      Corpora which = parts[0].equals("shared") ? Corpora.SHARED : Corpora.TESTKERNELS;
      if (which.find().isEmpty()) {
        continue;
      }
      Path from = which.require().caseDirectory(parts[1]);
      Path to = copy(from, tmp.resolve(parts[1]));
      CaseSpec spec = CaseSpec.load(to);
      if (spec.variants().isEmpty()) {
        continue; // e.g. function_pointers: no IGC variant exists to mutate
      }
      VariantSpec v = spec.variants().get(0);
      Path bin = v.bin() == null ? null : spec.binPath(v);
      targets.add(
          new Target(
              to,
              spec.kernel(),
              to.resolve(CaseSpec.FILE_NAME),
              spec.cosPath(v),
              bin != null && Files.isRegularFile(bin) ? bin : null,
              spec.visaasmPaths(v).get(0)));
    }
    return targets;
  }

  private static Path copy(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
    return to;
  }

  private static String utf8(byte[] b) {
    return new String(b, StandardCharsets.UTF_8);
  }

  private static Path save(Path file, byte[] content) {
    try {
      Path dir = Files.createDirectories(Path.of("target", "fuzz-failures"));
      Path p = dir.resolve(System.nanoTime() + "-" + file.getFileName());
      Files.write(p, content);
      return p.toAbsolutePath();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
