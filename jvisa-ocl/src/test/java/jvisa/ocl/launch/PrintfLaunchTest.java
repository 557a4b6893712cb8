package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.Locale;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.PrintfSurface;
import jvisa.ocl.corpus.VariantSpec;
import org.junit.jupiter.api.Test;

/**
 * IGC's printf kernels (testkernels/printf_mix, every target, SIMD width and call mode) print the
 * text the kernel source says, in a fixed order: work-group by work-group, a thread's printf calls
 * one after another, each for the thread's active channels in order.
 */
class PrintfLaunchTest {
  private static final int GLOBAL = 64;
  private static final int LOCAL = 16;

  private static int mix(int x) {
    return (x * (int) 2654435761L) ^ (x >>> 7);
  }

  /** The text the kernel prints, computed from its source's arithmetic here. */
  private static String expected(int[] in, int simd) {
    StringBuilder sb = new StringBuilder();
    int perThread = Math.min(simd, LOCAL);
    for (int first = 0; first < GLOBAL; first += perThread) {
      for (int i = first; i < first + perThread; i++) {
        if (i % 5 != 2) {
          continue;
        }
        int v = mix(in[i]);
        sb.append(
            String.format(
                Locale.ROOT,
                "item %d: v=%s hex=%08x low=%d f=%.3f e=%.4e%n",
                i,
                Integer.toUnsignedString(v),
                v,
                (short) v,
                (v & 0xffff) * 0.125f,
                (double) (float) Integer.toUnsignedLong(v)));
      }
      if (first == 0) {
        sb.append("first 1,-2,3,-4 ok -1234567890123 0.5  99.2%\n");
      }
    }
    return sb.toString().replace(System.lineSeparator(), "\n");
  }

  private static int[] input(TestCorpus.Variant v) throws IOException {
    byte[] bytes = Files.readAllBytes(v.spec().directory().resolve("in/in.bin"));
    int[] in = new int[bytes.length / 4];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(in);
    return in;
  }

  @Test
  void everyVariantPrintsTheSourcesTextInOrder() throws IOException {
    var spec = TestCorpus.testKernels().caseNamed("printf_mix");
    assertFalse(spec.variants().isEmpty());
    for (VariantSpec variant : spec.variants()) {
      TestCorpus.Variant v = new TestCorpus.Variant(spec, variant);
      LaunchResult r = KernelLauncher.launch(spec, variant);
      assertTrue(r.passed(), v.label());
      assertTrue(r.printf().used(), v.label());
      assertFalse(r.printf().overflowed(), v.label());
      assertEquals(expected(input(v), variant.simd()), r.printfOutput(), v.label());
    }
  }

  @Test
  void theOrderIsTheSameWhateverTheParallelism() {
    TestCorpus.Variant v = TestCorpus.testKernels().variant("printf_mix", "tgllp-simd8-inline");
    String once = KernelLauncher.launch(v.spec(), v.variant()).printfOutput();
    for (int workers : new int[] {1, 2, 4}) {
      LaunchOptions o = LaunchOptions.defaults().withParallelism(workers);
      assertEquals(once, KernelLauncher.launch(v.spec(), v.variant(), o).printfOutput());
    }
    LaunchOptions shuffled = LaunchOptions.defaults().withShuffleSeed(7L).withParallelism(4);
    String first = KernelLauncher.launch(v.spec(), v.variant(), shuffled).printfOutput();
    assertEquals(first, KernelLauncher.launch(v.spec(), v.variant(), shuffled).printfOutput());
  }

  @Test
  void theMetadataNamesTheBufferAndTheStrings() {
    TestCorpus.Variant v = TestCorpus.testKernels().variant("printf_mix", "dg2-simd16-inline");
    for (KernelMetadata m :
        new KernelMetadata[] {
          KernelMetadata.fromCos(v.cos(), "printf_mix"),
          KernelMetadata.fromBin(v.bin(), "printf_mix")
        }) {
      PrintfSurface p = m.printfSurface().orElseThrow();
      assertEquals(8, p.dataParamSize());
      assertTrue(p.dataParamOffset() + 8 <= m.crossThreadDataSize());
      assertTrue(p.strings().containsValue("first"));
      assertTrue(
          p.strings().containsValue("item %d: v=%u hex=%08x low=%hd f=%.3f e=%.4e\\n"),
          p.strings().toString());
    }
  }

  @Test
  void kernelsWithoutPrintfHaveNoPrintfRun() {
    TestCorpus.Variant v = TestCorpus.testKernels().variant("vadd_int", "tgllp-simd16-inline");
    LaunchResult r = KernelLauncher.launch(v.spec(), v.variant());
    assertFalse(r.printf().used());
    assertEquals("", r.printfOutput());
  }
}
