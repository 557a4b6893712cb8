package jvisa.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.List;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.Test;

/** The value types of the API: buffers, NDRanges, options. */
class ValuesTest {
  @Test
  void buffersRoundTripTheirElementsLittleEndian() {
    assertArrayEquals(new int[] {1, -2, 3}, Buffer.of(1, -2, 3).toIntArray());
    assertArrayEquals(new float[] {1.5f, -0f}, Buffer.of(1.5f, -0f).toFloatArray());
    assertArrayEquals(new long[] {1L << 40}, Buffer.of(1L << 40).toLongArray());
    assertArrayEquals(new short[] {-7}, Buffer.of((short) -7).toShortArray());
    assertArrayEquals(new byte[] {1, 0, 0, 0}, Buffer.of(1).toByteArray());
    Buffer u = Buffer.of(ElementType.UINT, ByteBuffer.wrap(new byte[] {-1, -1, -1, -1}));
    assertArrayEquals(new int[] {-1}, u.toIntArray());
    assertEquals(1, u.count());
  }

  @Test
  void buffersRefuseRaggedOrEmptyContentsAndForeignElementReads() {
    assertThrows(
        IllegalArgumentException.class, () -> Buffer.ofBytes(ElementType.INT, new byte[6]));
    assertThrows(IllegalArgumentException.class, () -> Buffer.zeros(ElementType.INT, 0));
    assertThrows(IllegalStateException.class, () -> Buffer.of(1f).toIntArray());
    assertThrows(IllegalStateException.class, () -> Buffer.of(1).toFloatArray());
  }

  @Test
  void ndRangeDefaultsItsWorkGroupToADivisorOfTheGlobalSize() {
    assertEquals(List.of(64L), NDRange.of(256).local());
    assertEquals(List.of(50L, 1L), NDRange.of(100, 3).local());
    assertEquals(List.of(1L), NDRange.of(97).local());
    assertEquals(List.of(8L, 8L), NDRange.of(16, 16).withLocal(8, 8).local());
  }

  @Test
  void ndRangeRefusesBadShapes() {
    assertThrows(IllegalArgumentException.class, () -> NDRange.of());
    assertThrows(IllegalArgumentException.class, () -> NDRange.of(1, 1, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> NDRange.of(0));
    assertThrows(IllegalArgumentException.class, () -> NDRange.of(64).withLocal(8, 8));
    assertThrows(IllegalArgumentException.class, () -> NDRange.of(64, 64).withLocal(64, 32));
  }

  @Test
  void optionsRefuseNonsense() {
    assertThrows(IllegalArgumentException.class, () -> CompileOptions.defaults().withSimd(4));
    assertThrows(IllegalArgumentException.class, () -> RunOptions.defaults().withParallelism(0));
    assertThrows(IllegalArgumentException.class, () -> RunOptions.defaults().withStepLimit(0));
    assertEquals(Device.DG2, Device.byName("dg2").orElseThrow());
    assertEquals("dg2-g10", Device.DG2.oclocDevice());
  }
}
