package jvisa.ocl.abi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.TestCorpus.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every corpus {@code .cos}, read, written by {@link CosWriter} and read again, is unchanged. */
class CosWriterTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyCorpusCosRoundTrips(Corpora corpus) {
    List<Variant> variants = TestCorpus.of(corpus).variants();
    for (Variant v : variants) {
      KernelMetadata read = KernelMetadata.fromCos(v.cos());
      KernelMetadata again = CosReader.read(CosWriter.lines(read), "written", null);
      assertEquals(read, again, v.label());
      assertEquals(CosWriter.write(read), CosWriter.write(again), v.label());
    }
    assertTrue(variants.size() > 0);
  }
}
