package jvisa.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.verify.Verifier;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * Parse and verify throughput over every corpus .visaasm file, on one thread. Each benchmark call
 * handles the next file; the {@code bytes} counter is the text consumed, so its rate (bytes/s) is
 * the throughput: divide by 1e6 for MB/s. {@code parseOnly} and {@code verifyOnly} split the cost.
 *
 * <p>{@code java -jar jvisa-bench/target/jvisa-benchmarks.jar ParseVerify -f 1 -wi 2 -i 3}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(
    value = 1,
    jvmArgsAppend = {"-XX:+UseParallelGC", "-Xms1g", "-Xmx1g"})
public class ParseVerifyBenchmark {
  /** The texts and their parsed units, loaded once. */
  @State(Scope.Benchmark)
  public static class Corpus {
    List<String> texts;
    List<Unit> units;

    @Setup(Level.Trial)
    public void load() {
      texts = BenchInputs.load();
      units = new ArrayList<>(texts.size());
      for (String t : texts) {
        units.add(VisaParser.parse("bench.visaasm", t).unit());
      }
    }
  }

  /** Which file is next, and how many bytes of text were handled (reported as a rate). */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Progress {
    public long bytes;
    int next;

    int take(Corpus c) {
      int i = next;
      next = (next + 1) % c.texts.size();
      bytes += c.texts.get(i).length();
      return i;
    }
  }

  @Benchmark
  public int parseAndVerify(Corpus c, Progress p) {
    ParseResult r = VisaParser.parse("bench.visaasm", c.texts.get(p.take(c)));
    return r.diagnostics().size() + Verifier.verify(Program.of(r.unit())).size();
  }

  @Benchmark
  public int parseOnly(Corpus c, Progress p) {
    return VisaParser.parse("bench.visaasm", c.texts.get(p.take(c))).unit().body().size();
  }

  @Benchmark
  public int verifyOnly(Corpus c, Progress p) {
    return Verifier.verify(Program.of(c.units.get(p.take(c)))).size();
  }
}
