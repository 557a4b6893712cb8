package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

/**
 * The launcher verifies the kernel's vISA before the machine sees it, unless its options say not
 * to.
 */
class VerifyBeforeLaunchTest {
  private static final String VARIANT = "tgllp-simd8-inline";

  @TempDir Path tmp;

  /** vadd_int with one extra declaration whose alias offset is not aligned to its type. */
  private CaseSpec vaddWithBadAlias() throws IOException {
    Path from = TestCorpus.testKernels().caseNamed("vadd_int").directory();
    Path to = tmp.resolve("vadd_int");
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
    Path visa = to.resolve("igc/" + VARIANT + "/kernel.visaasm");
    String decl = ".decl V0032 v_type=G type=d num_elts=8 align=hword\n";
    Files.writeString(
        visa,
        Files.readString(visa)
            .replace(
                decl,
                decl + ".decl VBAD v_type=G type=d num_elts=1 align=dword alias=<V0032, 2>\n"));
    return CaseSpec.load(to);
  }

  @Test
  void aProgramTheVerifierRejectsIsRefusedWithItsLocatedErrors() throws IOException {
    CaseSpec spec = vaddWithBadAlias();
    VariantSpec v = spec.variant(VARIANT).orElseThrow();
    VerificationFailure f =
        assertThrows(VerificationFailure.class, () -> KernelLauncher.launch(spec, v));
    assertEquals(1, f.errors().size(), f.getMessage());
    assertEquals(34, f.errors().get(0).line());
    assertTrue(
        f.getMessage().contains("kernel.visaasm:34:7: [alias] alias offset 2 is not aligned"),
        f.getMessage());
  }

  @Test
  void withoutVerificationItRuns() throws IOException {
    CaseSpec spec = vaddWithBadAlias();
    LaunchResult r =
        KernelLauncher.launch(
            spec, spec.variant(VARIANT).orElseThrow(), LaunchOptions.defaults().withVerify(false));
    assertTrue(r.passed(), r.describe());
  }
}
