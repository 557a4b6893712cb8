package jvisa.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import jvisa.corpus.Corpora;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of each {@code --check} against a plain launch of the same kernel (one worker, so the
 * numbers compare on a busy machine): benchkernels' reduction and histogram (inputs drawn from a
 * fixed seed within each argument's {@code hash_int} range) and a few shared-corpus kernels (their
 * own inputs; testkernels' when the shared corpus is absent). Compare each score with {@code
 * check=none} of the same workload.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-XX:+UseParallelGC", "-Xms2g", "-Xmx2g", "-Xss16m"})
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class CheckOverheadBenchmark {
  private static final String VARIANT = "tgllp-simd16-inline";

  @Param({"reduction", "histogram", "sgemm_tiled", "local_hist", "collatz"})
  public String workload;

  @Param({"none", "races", "bounds", "uninit", "barriers", "all"})
  public String check;

  private CaseSpec spec;
  private VariantSpec variant;
  private Set<CheckKind> checks;

  @Setup
  public void setUp() throws IOException {
    spec = load(workload);
    variant = variantOf(spec);
    checks = checks(check);
  }

  @Benchmark
  public LaunchResult launch() {
    return launch(spec, variant, checks);
  }

  /** A benchkernels/ workload (inputs drawn) or a corpus case, by name. */
  static CaseSpec load(String workload) throws IOException {
    Path bench = Corpora.TESTKERNELS.require().casesFolder().resolveSibling("benchkernels");
    Path dir = bench.resolve(workload);
    if (Files.isDirectory(dir)) {
      return withDrawnInputs(CaseSpec.load(dir), Files.createTempDirectory("jvisa-bench-"));
    }
    Path cases = Corpora.SHARED.find().orElseGet(Corpora.TESTKERNELS::require).casesFolder();
    return CaseSpec.load(cases.resolve(workload));
  }

  static VariantSpec variantOf(CaseSpec spec) {
    return spec.variants().stream()
        .filter(v -> v.name().equals(VARIANT))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException(spec.kernel() + " has no " + VARIANT));
  }

  /** "none", a check or a comma-separated list, or "all". */
  static Set<CheckKind> checks(String names) {
    return names.equals("none") ? EnumSet.noneOf(CheckKind.class) : CheckKind.parseList(names);
  }

  /** One launch on one worker under {@code checks} (none: a plain launch). */
  static LaunchResult launch(CaseSpec spec, VariantSpec variant, Set<CheckKind> checks) {
    LaunchOptions options = LaunchOptions.defaults().withParallelism(1);
    if (!checks.isEmpty()) {
      options = options.withChecks(checks, new FindingLog());
    }
    return KernelLauncher.launch(spec, variant, options);
  }

  /** The case with each global buffer's input drawn (fixed seed) into {@code scratch}. */
  private static CaseSpec withDrawnInputs(CaseSpec spec, Path scratch) throws IOException {
    List<ArgSpec> args = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(10);
    for (ArgSpec a : spec.args()) {
      if (a.kind() != ArgKind.GLOBAL) {
        args.add(a);
        continue;
      }
      Path file = scratch.resolve(a.name() + ".bin");
      Files.write(file, draw(a, random));
      args.add(
          new ArgSpec(
              a.name(),
              a.kind(),
              a.type(),
              a.count(),
              a.init(),
              a.value(),
              a.output(),
              Optional.of(file.toString()),
              Optional.empty()));
    }
    return spec.withArgs(args);
  }

  private static byte[] draw(ArgSpec a, SplittableRandom random) {
    byte[] out = new byte[Math.toIntExact(a.byteSize())];
    if (a.init().isEmpty() || !a.init().get().kind().equals("hash_int")) {
      return out;
    }
    long lo = a.init().get().parameters().get(0).asLong();
    long hi = a.init().get().parameters().get(1).asLong();
    ByteBuffer b = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
    int size = a.type().size();
    while (b.remaining() >= size) {
      long v = lo + (long) (random.nextDouble() * (hi - lo + 1));
      if (size == 8) {
        b.putLong(v);
      } else {
        b.putInt((int) v);
      }
    }
    if (b.hasRemaining()) {
      throw new UncheckedIOException(new IOException(a.name() + ": odd buffer size"));
    }
    return out;
  }
}
