package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import jvisa.machine.memory.AccessKind;
import jvisa.machine.memory.OutOfBoundsLog;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checked bounds: vadd_int changed to read b 0x3e0 bytes further on, so work-items 8.. read past
 * its end.
 */
class BoundsCheckLaunchTest {
  private static final String VARIANT = "tgllp-simd8-inline";

  @TempDir Path tmp;

  private CaseSpec readingPastTheEnd() throws IOException {
    Path from = TestCorpus.testKernels().caseNamed("vadd_int").directory();
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = tmp.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
    Path visa = tmp.resolve("igc/" + VARIANT + "/kernel.visaasm");
    String text = Files.readString(visa);
    String read = "gather4_scaled.R (M1, 8) T6 0x0:ud V0047.0 V0049.0";
    assertTrue(text.contains(read), "the test kernel changed");
    Files.writeString(
        visa, text.replace(read, "gather4_scaled.R (M1, 8) T6 0x3e0:ud V0047.0 V0049.0"));
    return CaseSpec.load(tmp);
  }

  private static int[] ints(byte[] bytes) {
    int[] v = new int[bytes.length / 4];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(v);
    return v;
  }

  @Test
  void readsPastTheEndGiveZerosAndAreReportedOnlyWhenChecked() throws IOException {
    CaseSpec spec = readingPastTheEnd();
    VariantSpec variant = spec.variant(VARIANT).orElseThrow();
    LaunchResult checked =
        KernelLauncher.launch(spec, variant, LaunchOptions.defaults().withCheckedBounds(true));
    LaunchResult unchecked = KernelLauncher.launch(spec, variant, LaunchOptions.defaults());

    int[] a = ints(Files.readAllBytes(tmp.resolve("in/a.bin")));
    int[] b = ints(Files.readAllBytes(tmp.resolve("in/b.bin")));
    int[] c = ints(checked.outputBytes().get("c"));
    for (int i = 0; i < 256; i++) {
      assertEquals(i < 8 ? a[i] + b[i + 248] : a[i], c[i], "c[" + i + "]: b reads 0 past its end");
    }
    assertArrayEquals(checked.outputBytes().get("c"), unchecked.outputBytes().get("c"));

    OutOfBoundsLog log = checked.outOfBounds();
    assertEquals(248, log.count());
    TreeSet<Long> offsets = new TreeSet<>();
    for (OutOfBoundsLog.Entry e : log.entries()) {
      assertEquals(AccessKind.READ, e.kind());
      assertEquals(4, e.bytes());
      assertTrue(e.surface().contains("argument 'b'"), e.surface());
      assertTrue(
          e.site().startsWith("thread ")
              && e.site().contains("instruction #")
              && e.site().contains("gather4_scaled.R (M1, 8) T6 0x3e0:ud"),
          e.site());
      offsets.add(e.offset());
    }
    assertEquals(248, offsets.size());
    assertEquals(0x400L, offsets.first());
    assertEquals(0x3e0L + 4 * 255, offsets.last());
    List<String> report = checked.boundsReport();
    assertEquals(249, report.size());
    assertEquals("248 out-of-bounds accesses", report.get(0));
    assertTrue(
        report.stream().anyMatch(l -> l.contains("0x400") && l.contains("argument 'b'")),
        report.get(1));

    assertFalse(unchecked.checkedBounds());
    assertNull(unchecked.outOfBounds());
    assertTrue(unchecked.boundsReport().isEmpty());
  }

  @Test
  void anUnchangedKernelHasAnEmptyCheckedReport() {
    CaseSpec spec = CaseSpec.load(TestCorpus.testKernels().caseNamed("vadd_int").directory());
    LaunchResult r =
        KernelLauncher.launch(
            spec,
            spec.variant(VARIANT).orElseThrow(),
            LaunchOptions.defaults().withCheckedBounds(true));
    assertTrue(r.passed(), r.describe());
    assertTrue(r.checkedBounds());
    assertEquals(0, r.outOfBounds().count());
    assertEquals(List.of("0 out-of-bounds accesses"), r.boundsReport());
  }
}
