package jvisa.cli.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The bench's report as Markdown tables: jvisa's figures per workload, then (with {@code --vs})
 * each other engine's times and how many times slower jvisa is.
 */
public final class BenchTable {
  /** One workload's results: jvisa first, then the other engines in {@code --vs} order. */
  public record Row(Workload workload, EngineResult jvisa, List<EngineResult> others) {}

  private BenchTable() {}

  public static String jvisa(List<Row> rows) {
    List<String[]> cells = new ArrayList<>();
    cells.add(
        new String[] {
          "workload",
          "work-items",
          "kernel s",
          "warm kernel s",
          "process s",
          "work-items/s",
          "channel-ops/s",
          "SIMD eff.",
          "compiled",
          "peak heap MB",
          "peak RSS MB",
          "result"
        });
    for (Row r : rows) {
      EngineResult j = r.jvisa();
      long items = r.workload().workItems();
      cells.add(
          new String[] {
            r.workload().name(),
            Long.toString(items),
            seconds(j.kernelSeconds()),
            seconds(j.warmKernelSeconds()),
            seconds(j.processSeconds()),
            rate(items / j.kernelSeconds()),
            j.channelOps() < 0 ? "-" : rate(j.channelOps() / j.kernelSeconds()),
            Double.isNaN(j.simdEfficiency())
                ? "-"
                : String.format(Locale.ROOT, "%.1f%%", 100 * j.simdEfficiency()),
            Double.isNaN(j.compiledFraction())
                ? "-"
                : String.format(Locale.ROOT, "%.1f%%", 100 * j.compiledFraction()),
            megabytes(j.peakHeapBytes()),
            megabytes(j.peakRssKb() < 0 ? -1 : j.peakRssKb() * 1024),
            outcome(j)
          });
    }
    return markdown(cells);
  }

  public static String versus(List<Row> rows) {
    List<String[]> cells = new ArrayList<>();
    cells.add(
        new String[] {
          "workload",
          "engine",
          "kernel s",
          "warm kernel s",
          "process s",
          "jvisa/engine kernel",
          "jvisa/engine warm kernel",
          "jvisa/engine process",
          "peak RSS MB",
          "result"
        });
    for (Row r : rows) {
      for (EngineResult e : r.others()) {
        cells.add(
            new String[] {
              r.workload().name(),
              e.engine(),
              seconds(e.kernelSeconds()),
              seconds(e.warmKernelSeconds()),
              seconds(e.processSeconds()),
              ratio(r.jvisa().kernelSeconds(), e.kernelSeconds()),
              ratio(r.jvisa().warmKernelSeconds(), e.warmKernelSeconds()),
              ratio(r.jvisa().processSeconds(), e.processSeconds()),
              megabytes(e.peakRssKb() < 0 ? -1 : e.peakRssKb() * 1024),
              outcome(e)
            });
      }
    }
    return markdown(cells);
  }

  private static String outcome(EngineResult e) {
    return e.measured() ? e.check() : e.note();
  }

  static String seconds(double s) {
    if (Double.isNaN(s)) {
      return "-";
    }
    return String.format(Locale.ROOT, s < 0.1 ? "%.4f" : "%.2f", s);
  }

  /** E.g. {@code 1.23e8}, or {@code -} when unknown. */
  static String rate(double perSecond) {
    return Double.isNaN(perSecond) || Double.isInfinite(perSecond)
        ? "-"
        : String.format(Locale.ROOT, "%.3g", perSecond);
  }

  static String ratio(double jvisa, double other) {
    return Double.isNaN(jvisa) || Double.isNaN(other) || other <= 0
        ? "-"
        : String.format(Locale.ROOT, "%.3gx", jvisa / other);
  }

  static String megabytes(long bytes) {
    return bytes < 0 ? "-" : Long.toString(Math.round(bytes / 1048576.0));
  }

  /** Pipes and dashes, each column as wide as its widest cell. */
  static String markdown(List<String[]> rows) {
    int columns = rows.get(0).length;
    int[] width = new int[columns];
    for (String[] r : rows) {
      for (int c = 0; c < columns; c++) {
        width[c] = Math.max(width[c], r[c].length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < rows.size(); i++) {
      line(sb, rows.get(i), width);
      if (i == 0) {
        String[] rule = new String[columns];
        for (int c = 0; c < columns; c++) {
          rule[c] = "-".repeat(width[c]);
        }
        line(sb, rule, width);
      }
    }
    return sb.toString();
  }

  private static void line(StringBuilder sb, String[] cells, int[] width) {
    sb.append('|');
    for (int c = 0; c < cells.length; c++) {
      sb.append(' ').append(cells[c]).append(" ".repeat(width[c] - cells[c].length())).append(" |");
    }
    sb.append('\n');
  }
}
