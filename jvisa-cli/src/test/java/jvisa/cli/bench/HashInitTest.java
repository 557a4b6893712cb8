package jvisa.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Optional;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.BufferInit;
import jvisa.ocl.corpus.CaseFormatException;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.Test;

class HashInitTest {
  private static ArgSpec arg(ElementType type, long count, String range) throws Exception {
    return new ArgSpec(
        "x",
        ArgKind.GLOBAL,
        type,
        count,
        Optional.of(new BufferInit(HashInit.KIND, new ObjectMapper().readTree(range))),
        Optional.empty(),
        false,
        Optional.of("in/x.bin"),
        Optional.empty());
  }

  private static int[] ints(byte[] bytes) {
    int[] out = new int[bytes.length / 4];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
    return out;
  }

  @Test
  void valuesStayInTheRangeAndReachBothEnds() throws Exception {
    int[] v = ints(HashInit.draw(arg(ElementType.INT, 4096, "[-3, 3]"), 0, "k"));
    assertTrue(Arrays.stream(v).allMatch(x -> x >= -3 && x <= 3));
    assertEquals(-3, Arrays.stream(v).min().orElseThrow());
    assertEquals(3, Arrays.stream(v).max().orElseThrow());
  }

  @Test
  void floatsHoldTheDrawnIntegers() throws Exception {
    byte[] asInt = HashInit.draw(arg(ElementType.INT, 64, "[-8, 8]"), 2, "k");
    byte[] asFloat = HashInit.draw(arg(ElementType.FLOAT, 64, "[-8, 8]"), 2, "k");
    int[] i = ints(asInt);
    int[] f = ints(asFloat);
    for (int n = 0; n < i.length; n++) {
      assertEquals((float) i[n], Float.intBitsToFloat(f[n]));
    }
  }

  @Test
  void theStreamDependsOnArgumentAndKernelAndNothingElse() throws Exception {
    ArgSpec a = arg(ElementType.UINT, 256, "[0, 4294967295]");
    byte[] first = HashInit.draw(a, 1, "k");
    assertTrue(Arrays.equals(first, HashInit.draw(a, 1, "k")));
    assertNotEquals(Arrays.toString(first), Arrays.toString(HashInit.draw(a, 2, "k")));
    assertNotEquals(Arrays.toString(first), Arrays.toString(HashInit.draw(a, 1, "j")));
  }

  @Test
  void aMalformedRangeIsACaseFormatError() throws Exception {
    ArgSpec reversed = arg(ElementType.INT, 4, "[5, 1]");
    assertThrows(CaseFormatException.class, () -> HashInit.draw(reversed, 0, "k"));
    ArgSpec half = arg(ElementType.HALF, 4, "[0, 1]");
    assertThrows(CaseFormatException.class, () -> HashInit.draw(half, 0, "k"));
  }
}
