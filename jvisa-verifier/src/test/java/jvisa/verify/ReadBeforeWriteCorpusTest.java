package jvisa.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.VisaParser;
import jvisa.verify.defuse.ReadBeforeWrite;
import jvisa.verify.defuse.UnwrittenRead;
import org.junit.jupiter.api.Test;

/**
 * Over the shared corpus and testkernels/, every read of unwritten bytes is one of two known cases:
 *
 * <ul>
 *   <li>IGC's defect: the SIMD32 subroutine variants of calls_divergent and splitmix64 read the upper half of
 *       a subroutine's return value, which no instruction writes (these variants fail when run);
 *   <li>gather_lut's uninitialised private array ({@code int stack[12]} in kernel.cl): IGC copies a template
 *       of it whose elements past the first nothing writes; the kernel writes each slot before reading it, so
 *       the results do not depend on them (these variants pass).
 * </ul>
 */
class ReadBeforeWriteCorpusTest {
  private static final Set<String> KNOWN = Set.of(
      "calls_divergent/igc/dg2-simd32-subroutine", "calls_divergent/igc/tgllp-simd32-subroutine",
      "splitmix64/igc/dg2-simd32-subroutine", "splitmix64/igc/tgllp-simd32-subroutine",
      "gather_lut/igc/dg2-simd8-inline", "gather_lut/igc/dg2-simd16-inline", "gather_lut/igc/dg2-simd32-inline",
      "gather_lut/igc/tgllp-simd8-inline", "gather_lut/igc/tgllp-simd16-inline",
      "gather_lut/igc/tgllp-simd32-inline");

  @Test
  void onlyTheKnownCasesReadUnwrittenBytes() {
    List<List<Path>> variants = CorpusPrograms.variants();
    assumeTrue(!variants.isEmpty(), "no corpus found under " + CorpusPrograms.roots());
    Set<String> flagged = new TreeSet<>();
    for (List<Path> files : variants) {
      List<Unit> units = new ArrayList<>();
      files.forEach(f -> units.add(VisaParser.parseFile(f).unit()));
      List<UnwrittenRead> found = ReadBeforeWrite.find(new Program(units));
      if (!found.isEmpty()) {
        Path dir = files.get(0).getParent();
        flagged.add(dir.getParent().getParent().getFileName() + "/igc/" + dir.getFileName());
        found.forEach(r -> System.out.println(r.diagnostic()));
      }
    }
    boolean sharedCorpus = CorpusPrograms.roots().stream().anyMatch(r -> r.endsWith("kernels"));
    assertEquals(sharedCorpus ? new TreeSet<>(KNOWN) : Set.of(), flagged);
  }
}
