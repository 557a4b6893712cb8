package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * End-to-end launches of real IGC kernels: every variant's outputs must match the PoCL reference.
 */
class KernelLauncherTest {

  private static Path vaddInt() {
    return TestCorpus.testKernels().caseNamed("vadd_int").directory();
  }

  static Stream<Arguments> vaddIntVariants() {
    CaseSpec vadd = TestCorpus.testKernels().caseNamed("vadd_int");
    return vadd.variants().stream().map(v -> Arguments.of(vadd, v));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("vaddIntVariants")
  void vaddIntVariantMatchesReference(CaseSpec spec, VariantSpec variant) {
    variantMatchesReference(spec, variant);
  }

  @Test
  void everyCollatzVariantOfTheSharedCorpusMatchesReference() {
    CaseSpec collatz = TestCorpus.shared().caseNamed("collatz");
    for (VariantSpec v : collatz.variants()) {
      variantMatchesReference(collatz, v);
    }
  }

  private static void variantMatchesReference(CaseSpec spec, VariantSpec variant) {
    LaunchResult r = KernelLauncher.launch(spec, variant);
    System.out.println(r.describe());
    assertTrue(r.passed(), r.describe());
    assertTrue(r.instructions() > 0);
  }

  @Test
  void changedInputIsReportedAsMismatch(@TempDir Path tmp) throws IOException {
    Path copy = copyCase(vaddInt(), tmp.resolve("vadd_int"));
    byte[] a = Files.readAllBytes(copy.resolve("in/a.bin"));
    a[4 * 17] ^= 1;
    Files.write(copy.resolve("in/a.bin"), a);
    CaseSpec spec = CaseSpec.load(copy);
    LaunchResult r = KernelLauncher.launch(spec, spec.variant("dg2-simd16-inline").orElseThrow());
    System.out.println(r.describe());
    assertFalse(r.passed());
    assertTrue(r.outputs().get(0).comparison().mismatches() == 1, r.describe());
    assertTrue(r.outputs().get(0).comparison().firstMismatch() == 17, r.describe());
  }

  private static Path copyCase(Path from, Path to) throws IOException {
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
}
