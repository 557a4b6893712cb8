package jvisa.ocl.corpus;

import java.util.List;

/**
 * One compiled form of a case: target ({@code tgllp} or {@code dg2}), SIMD width, call mode ({@code
 * inline}, {@code subroutine}, {@code stackcall}) and its files (kernel first, then the
 * stack-called functions). A file the JSON lists twice (some corpus SIMD32 variants list {@code
 * kernel.visaasm} twice) is kept once.
 *
 * @param dir the folder of its files, relative to the case folder: {@code igc/<name>} unless the
 *     JSON gives a {@code "dir"} ({@code "."} for files next to {@code case.json})
 */
public record VariantSpec(
    String name,
    String target,
    int simd,
    String calls,
    List<String> visaasm,
    String cos,
    String bin,
    String dir) {

  public VariantSpec {
    visaasm = List.copyOf(visaasm);
  }

  /** A variant whose files are in the corpus's usual place, {@code igc/<name>/}. */
  public VariantSpec(
      String name,
      String target,
      int simd,
      String calls,
      List<String> visaasm,
      String cos,
      String bin) {
    this(name, target, simd, calls, visaasm, cos, bin, defaultDir(name));
  }

  public static String defaultDir(String name) {
    return "igc/" + name;
  }
}
