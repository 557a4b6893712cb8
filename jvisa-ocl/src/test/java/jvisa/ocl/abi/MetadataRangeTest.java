package jvisa.ocl.abi;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import jvisa.ocl.TestCorpus;
import org.junit.jupiter.api.Test;

/**
 * Sizes in kernel.cos are range-checked: the error gives the line, the field, the value and the
 * allowed range.
 */
class MetadataRangeTest {
  private static MetadataFormatException readWith(
      String kernel, String variant, String field, String value) throws IOException {
    List<String> lines =
        Files.readAllLines(
                TestCorpus.testKernels().variant(kernel, variant).cos(),
                StandardCharsets.ISO_8859_1)
            .stream()
            .map(l -> l.matches("\\t" + field + " = .*") ? "\t" + field + " = " + value : l)
            .toList();
    assertTrue(lines.contains("\t" + field + " = " + value), "the test kernel has no " + field);
    return assertThrows(
        MetadataFormatException.class, () -> CosReader.read(lines, "k.cos", kernel));
  }

  @Test
  void aHugeDataParameterStreamSizeIsOutOfRange() throws IOException {
    MetadataFormatException e =
        readWith("vadd_int", "tgllp-simd8-inline", "DataParameterStreamSize", "2147483647");
    assertTrue(
        e.getMessage()
            .matches(
                "k\\.cos:\\d+: .*field 'DataParameterStreamSize' = 2147483647 is out of"
                    + " range: it must be 0 to 8192"),
        e.getMessage());
  }

  @Test
  void anSlmSizeOfTwoToTheThirtyTwoMinusOneIsOutOfRangeNotMinusOne() throws IOException {
    MetadataFormatException e =
        readWith(
            "slm_barrier_reverse",
            "tgllp-simd8-inline",
            "TotalInlineLocalMemorySize",
            "4294967295");
    assertTrue(
        e.getMessage()
            .matches(
                "k\\.cos:\\d+: .*field 'TotalInlineLocalMemorySize' = 4294967295 is out"
                    + " of range: it must be 0 to 65536"),
        e.getMessage());
  }
}
