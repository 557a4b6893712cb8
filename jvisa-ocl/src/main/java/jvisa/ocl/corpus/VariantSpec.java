package jvisa.ocl.corpus;

import java.util.List;

/**
 * One compiled form of a case: target ({@code tgllp} or {@code dg2}), SIMD width, call mode ({@code inline},
 * {@code subroutine}, {@code stackcall}) and its files in {@code igc/<name>/} (kernel first, then the
 * stack-called functions). A file the JSON lists twice (some corpus SIMD32 variants list {@code kernel.visaasm}
 * twice) is kept once.
 */
public record VariantSpec(String name, String target, int simd, String calls, List<String> visaasm, String cos,
                          String bin) {

    public VariantSpec {
        visaasm = List.copyOf(visaasm);
    }
}
