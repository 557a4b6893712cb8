package jvisa.cli.ocl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InitialDataTest {
  private static final long MAX = 1 << 20;
  @TempDir Path tmp;

  private static int[] ints(byte[] b) {
    int[] out = new int[b.length / 4];
    ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
    return out;
  }

  private static byte[] make(ElementType t, int count, BufferInit init, long seed, int position) {
    return InitialData.of(new KernelArg.Global("a", t, count, init, false), position, seed, MAX);
  }

  @Test
  void iotaFillAndZero() {
    assertArrayEquals(
        new int[] {5, 6, 7}, ints(make(ElementType.INT, 3, new BufferInit.Iota(5), 0, 0)));
    assertArrayEquals(
        new int[] {-2, -2},
        ints(make(ElementType.INT, 2, new BufferInit.Fill(BigDecimal.valueOf(-2)), 0, 0)));
    assertArrayEquals(new byte[8], make(ElementType.LONG, 1, new BufferInit.Zero(), 0, 0));
    byte[] f = make(ElementType.FLOAT, 2, new BufferInit.Iota(1), 0, 0);
    assertTrue(ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN).getFloat(4) == 2.0f);
  }

  @Test
  void vectorInitsGoComponentByComponentAndLeaveThePaddingZero() throws IOException {
    assertArrayEquals(
        new int[] {3, 4, 5, 6, 7, 8, 9, 10},
        ints(
            InitialData.of(
                new KernelArg.Global("v", ElementType.INT, 4, 2, new BufferInit.Iota(3), false),
                0,
                0,
                MAX)));
    assertArrayEquals(
        new int[] {0, 1, 2, 0, 3, 4, 5, 0},
        ints(
            InitialData.of(
                new KernelArg.Global("v", ElementType.INT, 3, 2, new BufferInit.Iota(0), false),
                0,
                0,
                MAX)));
    int[] filled =
        ints(
            InitialData.of(
                new KernelArg.Global(
                    "v", ElementType.INT, 3, 2, new BufferInit.Fill(BigDecimal.valueOf(9)), false),
                0,
                0,
                MAX));
    assertArrayEquals(new int[] {9, 9, 9, 0, 9, 9, 9, 0}, filled);
    int[] random =
        ints(
            InitialData.of(
                new KernelArg.Global(
                    "v",
                    ElementType.INT,
                    3,
                    100,
                    new BufferInit.Random(BigDecimal.ONE, BigDecimal.TEN),
                    false),
                0,
                7,
                MAX));
    for (int i = 0; i < random.length; i++) {
      assertTrue(i % 4 == 3 ? random[i] == 0 : random[i] >= 1 && random[i] <= 10, "at " + i);
    }
    // a .npy holds the components (as ocl writes a 3-vector buffer), a .bin the memory
    byte[] components = new byte[6 * 4];
    for (int i = 0; i < 6; i++) {
      components[4 * i] = (byte) (i + 1);
    }
    Path npy = Files.write(tmp.resolve("v.npy"), Npy.write(ElementType.INT, components));
    assertArrayEquals(
        new int[] {1, 2, 3, 0, 4, 5, 6, 0},
        ints(
            InitialData.of(
                new KernelArg.Global("v", ElementType.INT, 3, 2, new BufferInit.File(npy), false),
                0,
                0,
                MAX)));
  }

  @Test
  void randomIsSeededPerArgumentAndStaysInItsBounds() {
    BufferInit r = new BufferInit.Random(BigDecimal.valueOf(-3), BigDecimal.valueOf(3));
    byte[] a = make(ElementType.INT, 1000, r, 42, 0);
    assertArrayEquals(a, make(ElementType.INT, 1000, r, 42, 0));
    assertFalse(Arrays.equals(a, make(ElementType.INT, 1000, r, 43, 0)));
    assertFalse(Arrays.equals(a, make(ElementType.INT, 1000, r, 42, 1)));
    int[] v = ints(a);
    assertTrue(Arrays.stream(v).allMatch(x -> x >= -3 && x <= 3));
    assertTrue(Arrays.stream(v).anyMatch(x -> x == -3) && Arrays.stream(v).anyMatch(x -> x == 3));
    byte[] f = make(ElementType.FLOAT, 1000, new BufferInit.Random(null, null), 1, 0);
    ByteBuffer fb = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < 1000; i++) {
      float x = fb.getFloat(i * 4);
      assertTrue(x >= 0 && x < 1, "element " + i + " = " + x);
    }
  }

  @Test
  void permutationHoldsEveryIndexOnce() {
    int[] p = ints(make(ElementType.UINT, 100, new BufferInit.Permutation(), 7, 0));
    int[] sorted = p.clone();
    Arrays.sort(sorted);
    for (int i = 0; i < 100; i++) {
      assertTrue(sorted[i] == i);
    }
    assertFalse(Arrays.equals(p, sorted));
  }

  @Test
  void filesAreReadRawOrAsNpyAndMustHoldTheBuffer() throws IOException {
    byte[] data = {1, 0, 0, 0, 2, 0, 0, 0};
    Path bin = Files.write(tmp.resolve("a.bin"), data);
    Path npy = Files.write(tmp.resolve("a.npy"), Npy.write(ElementType.INT, data));
    assertArrayEquals(data, make(ElementType.INT, 2, new BufferInit.File(bin), 0, 0));
    assertArrayEquals(data, make(ElementType.INT, 2, new BufferInit.File(npy), 0, 0));
    IllegalArgumentException size =
        assertThrows(
            IllegalArgumentException.class,
            () -> make(ElementType.INT, 3, new BufferInit.File(bin), 0, 0));
    assertTrue(size.getMessage().startsWith("argument 'a': "), size.getMessage());
    assertTrue(size.getMessage().contains("holds 8 bytes, but 3 int elements take 12"));
    assertThrows(
        IllegalArgumentException.class,
        () -> make(ElementType.FLOAT, 2, new BufferInit.File(npy), 0, 0));
  }

  @Test
  void fillValuesMustFitTheType() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> make(ElementType.UCHAR, 2, new BufferInit.Fill(BigDecimal.valueOf(300)), 0, 0));
    assertTrue(e.getMessage().contains("does not fit uchar"), e.getMessage());
  }
}
