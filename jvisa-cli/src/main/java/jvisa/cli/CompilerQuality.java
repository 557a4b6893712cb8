package jvisa.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jvisa.asm.model.Instruction;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.RunStats;

/**
 * {@code corpus --compile --quality}: jvisa's code next to IGC's for the same variant: static vISA
 * instructions, executed instructions and SIMD efficiency, and the averages of the executed ratio.
 */
final class CompilerQuality {
  /** One variant built by both compilers, both runs passing. */
  record Row(String name, int oursStatic, int igcStatic, RunStats ours, RunStats igc) {
    double executedRatio() {
      return (double) ours.instructions() / igc.instructions();
    }
  }

  private final List<Row> rows = new ArrayList<>();

  private CompilerQuality() {}

  static CompilerQuality collector() {
    return new CompilerQuality();
  }

  synchronized void add(Row r) {
    rows.add(r);
  }

  /** The vISA instructions (labels and directives not counted) of a variant's files. */
  static int staticInstructions(CaseSpec spec, VariantSpec v) {
    int n = 0;
    for (String file : v.visaasm()) {
      var path = spec.variantDirectory(v).resolve(file);
      String text;
      try {
        text = Files.readString(path, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      ParseResult r = VisaParser.parse(path.toString(), text);
      if (r.unit() != null) {
        n += (int) r.unit().body().stream().filter(s -> s instanceof Instruction).count();
      }
    }
    return n;
  }

  /** The table, one line per variant, then the mean and geometric mean of the executed ratio. */
  List<String> table() {
    List<Row> sorted = new ArrayList<>(rows);
    sorted.sort((a, b) -> a.name().compareTo(b.name()));
    List<String> out = new ArrayList<>();
    out.add(
        "| case variant | static jvisa | static IGC | executed jvisa | executed IGC | ratio |"
            + " SIMD eff. jvisa | SIMD eff. IGC |");
    out.add("| --- | --- | --- | --- | --- | --- | --- | --- |");
    double sum = 0;
    double logSum = 0;
    for (Row r : sorted) {
      double ratio = r.executedRatio();
      sum += ratio;
      logSum += Math.log(ratio);
      out.add(
          String.format(
              Locale.ROOT,
              "| %s | %d | %d | %d | %d | %.2f | %.1f%% | %.1f%% |",
              r.name(),
              r.oursStatic(),
              r.igcStatic(),
              r.ours().instructions(),
              r.igc().instructions(),
              ratio,
              100 * r.ours().simdEfficiency(),
              100 * r.igc().simdEfficiency()));
    }
    if (!sorted.isEmpty()) {
      out.add(
          String.format(
              Locale.ROOT,
              "executed instructions, jvisa / IGC over %d variants: mean %.2f, geometric mean %.2f",
              sorted.size(),
              sum / sorted.size(),
              Math.exp(logSum / sorted.size())));
    }
    return out;
  }
}
