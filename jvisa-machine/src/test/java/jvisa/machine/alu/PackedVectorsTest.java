package jvisa.machine.alu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PackedVectorsTest {
  @Test
  void vElementsAreSignedNibblesFromTheLowEnd() {
    for (int i = 0; i < 8; i++) {
      assertEquals(i, PackedVectors.vElement(0x76543210L, i));
      assertEquals(i - 8, PackedVectors.vElement(0xfedcba98L, i));
    }
  }

  @Test
  void uvElementsAreUnsignedNibbles() {
    assertEquals(0, PackedVectors.uvElement(0xc840, 0));
    assertEquals(4, PackedVectors.uvElement(0xc840, 1));
    assertEquals(8, PackedVectors.uvElement(0xc840, 2));
    assertEquals(12, PackedVectors.uvElement(0xc840, 3));
    assertEquals(15, PackedVectors.uvElement(0xf0000000L, 7));
  }

  @Test
  void vfElementsAreRestrictedFloats() {
    assertEquals(1.0, PackedVectors.vfElement(0x30, 0));
    assertEquals(-1.5, PackedVectors.vfElement(0xb8 << 8, 1));
    assertEquals(31.0, PackedVectors.vfElement(0x7fL << 16, 2));
    assertEquals(0.1328125, PackedVectors.vfElement(0x01L << 24, 3));
    assertEquals(0.125 * 1.5, PackedVectors.restrictedFloat(0x08));
    assertEquals(
        Double.doubleToRawLongBits(-0.0),
        Double.doubleToRawLongBits(PackedVectors.restrictedFloat(0x80)));
    assertEquals(0.0, PackedVectors.restrictedFloat(0x00));
    assertEquals(-31.0, PackedVectors.restrictedFloat(0xff));
    assertEquals(2.0, PackedVectors.restrictedFloat(0x40));
  }
}
