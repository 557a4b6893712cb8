package jvisa.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jvisa.cc.CompileError;
import jvisa.cc.MiddleEnd;
import jvisa.cc.visa.BackendOptions;
import jvisa.cc.visa.Target;
import jvisa.cc.visa.VisaBackend;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.spirv.frontend.FrontEnd;
import jvisa.spirv.frontend.KernelSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * jvisa's compiler in a warm JVM: milliseconds to take one corpus kernel from SPIR-V to vISA and
 * its launch description (SPIR-V reading, the middle end's passes, the backend; tgllp, SIMD16). The
 * SPIR-V comes from the installed front end (ocloc, else clang-15 + llvm-spirv-15), run once in
 * setup, which is not measured. {@code -p kernel=NAME} measures one case; the default {@code all}
 * takes every case the compiler handles in turn, so the score is the mean over them.
 *
 * <p>{@code java -jar jvisa-bench/target/jvisa-benchmarks.jar CompileTime -p kernel=sgemm_tiled}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-XX:+UseParallelGC", "-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CompileTimeBenchmark {
  private static final BackendOptions OPTIONS = new BackendOptions(Target.TGLLP, 16);

  @Param({"all"})
  public String kernel;

  private final List<byte[]> spirv = new ArrayList<>();
  private final List<String> names = new ArrayList<>();
  private int next;

  @Setup(Level.Trial)
  public void frontEnd() throws IOException {
    FrontEnd fe =
        List.of(FrontEnd.values()).stream()
            .filter(FrontEnd::available)
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("no OpenCL C front end installed"));
    Corpus corpus = Corpora.SHARED.find().orElseGet(Corpora.TESTKERNELS::require);
    Path work = Files.createTempDirectory("jvisa-compile-bench-");
    for (Path dir : corpus.caseDirectories()) {
      if (!kernel.equals("all") && !dir.getFileName().toString().equals(kernel)) {
        continue;
      }
      CaseSpec spec = CaseSpec.load(dir);
      if (!KernelSource.allowedFrontEnds(Files.readString(dir.resolve("kernel.cl"))).contains(fe)) {
        continue; // e.g. function pointers, which ocloc refuses
      }
      KernelSource source =
          new KernelSource(
              spec.kernel(),
              dir.resolve("kernel.cl").toAbsolutePath(),
              spec.buildOptions(),
              EnumSet.of(fe),
              "");
      byte[] bytes = Files.readAllBytes(fe.compileUnder(source, work.resolve(spec.kernel())));
      try {
        compile(bytes, spec.kernel());
      } catch (CompileError e) {
        continue; // not supported by the compiler yet: nothing to time
      }
      spirv.add(bytes);
      names.add(spec.kernel());
    }
    if (spirv.isEmpty()) {
      throw new IllegalStateException("no corpus kernel named " + kernel + " compiles");
    }
    System.out.println("compile-time benchmark: " + spirv.size() + " kernels " + names);
  }

  private static VisaBackend.Compiled compile(byte[] bytes, String name) {
    return VisaBackend.compile(MiddleEnd.compile(bytes).module(), name, OPTIONS);
  }

  @Benchmark
  public VisaBackend.Compiled compileOne() {
    int i = next;
    next = (i + 1) % spirv.size();
    return compile(spirv.get(i), names.get(i));
  }
}
