package jvisa.cli.ocl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import jvisa.ocl.corpus.ElementType;
import jvisa.ocl.corpus.VectorType;
import org.junit.jupiter.api.Test;

class NpyTest {
  @Test
  void typeCodesAreNumpys() {
    assertEquals("<i4", Npy.descr(ElementType.INT));
    assertEquals("<u8", Npy.descr(ElementType.ULONG));
    assertEquals("<f2", Npy.descr(ElementType.HALF));
    assertEquals("|i1", Npy.descr(ElementType.CHAR));
    assertEquals("|u1", Npy.descr(ElementType.UCHAR));
  }

  @Test
  void writtenFilesHaveAnAlignedVersion1HeaderAndReadBack() {
    byte[] data = {1, 0, 0, 0, -2, -1, -1, -1, 3, 0, 0, 0};
    byte[] file = Npy.write(ElementType.INT, data);
    int headerLength = (file[8] & 0xFF) | (file[9] & 0xFF) << 8;
    assertEquals(0, (10 + headerLength) % 64, "data starts on a 64-byte boundary");
    String header = new String(file, 10, headerLength, StandardCharsets.ISO_8859_1);
    assertTrue(header.startsWith("{'descr': '<i4', 'fortran_order': False, 'shape': (3,), }"));
    assertTrue(header.endsWith("\n"));
    assertArrayEquals(data, Npy.read(file, ElementType.INT));
    assertArrayEquals(data, Arrays.copyOfRange(file, 10 + headerLength, file.length));
  }

  @Test
  void readingChecksMagicTypeOrderAndSize() {
    byte[] file = Npy.write(ElementType.FLOAT, new byte[8]);
    assertThrows(IllegalArgumentException.class, () -> Npy.read(new byte[12], ElementType.FLOAT));
    IllegalArgumentException type =
        assertThrows(IllegalArgumentException.class, () -> Npy.read(file, ElementType.INT));
    assertTrue(type.getMessage().contains("'<f4', not int"), type.getMessage());
    byte[] truncated = Arrays.copyOf(file, file.length - 1);
    IllegalArgumentException size =
        assertThrows(IllegalArgumentException.class, () -> Npy.read(truncated, ElementType.FLOAT));
    assertTrue(size.getMessage().contains("says 2 elements"), size.getMessage());
    byte[] fortran = file.clone();
    String h = new String(fortran, 0, fortran.length, StandardCharsets.ISO_8859_1);
    int at = h.indexOf("False");
    byte[] t = "True ".getBytes(StandardCharsets.ISO_8859_1);
    System.arraycopy(t, 0, fortran, at, t.length);
    assertThrows(IllegalArgumentException.class, () -> Npy.read(fortran, ElementType.FLOAT));
  }

  @Test
  void vectorBuffersGetATrailingDimensionAndLoseTheirPadding() {
    byte[] memory = new byte[2 * 16];
    for (int i = 0; i < 8; i++) {
      memory[4 * i] = (byte) (i % 4 == 3 ? 99 : i);
    }
    byte[] int3 = Npy.write(new VectorType(ElementType.INT, 3), memory);
    String header = new String(int3, 10, int3[8], StandardCharsets.ISO_8859_1);
    assertTrue(header.contains("'shape': (2, 3)"), header);
    byte[] components = Npy.read(int3, ElementType.INT);
    assertEquals(24, components.length);
    assertEquals(4, components[12], "the second int3 starts after the first's padding");
    byte[] float4 = Npy.write(new VectorType(ElementType.FLOAT, 4), new byte[3 * 16]);
    String h4 = new String(float4, 10, float4[8], StandardCharsets.ISO_8859_1);
    assertTrue(h4.contains("'shape': (3, 4)"), h4);
    assertEquals(0, (float4.length - 48) % 64, "the data stays 64-byte aligned");
  }
}
