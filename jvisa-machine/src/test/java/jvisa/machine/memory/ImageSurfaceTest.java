package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ImageSurfaceTest {
  private static final int ONE = Float.floatToRawIntBits(1.0f);
  private final GlobalMemory memory = new GlobalMemory();

  private static int f(float v) {
    return Float.floatToRawIntBits(v);
  }

  @Test
  void pixelAddressFollowsDimensionAndBounds() {
    ImageSurface image =
        new ImageSurface(
            "img",
            memory,
            0x1000,
            ImageSurface.Dimension.D2_ARRAY,
            SurfaceFormat.R32_UINT,
            4,
            3,
            2,
            32,
            128);
    assertEquals(0x1000 + 128 + 2 * 32 + 3 * 4, image.pixelAddress(3, 2, 1, 0));
    assertEquals(-1, image.pixelAddress(4, 0, 0, 0));
    assertEquals(-1, image.pixelAddress(0, 3, 0, 0));
    assertEquals(-1, image.pixelAddress(0, 0, 2, 0));
    assertEquals(-1, image.pixelAddress(-1, 0, 0, 0));
    assertEquals(-1, image.pixelAddress(0, 0, 0, 1));
    ImageSurface array1d =
        new ImageSurface(
            "arr",
            memory,
            0,
            ImageSurface.Dimension.D1_ARRAY,
            SurfaceFormat.R8_UINT,
            8,
            1,
            4,
            8,
            8);
    assertEquals(3 * 8 + 5, array1d.pixelAddress(5, 3, 99, 0)); // V is the array index
  }

  @Test
  void unormAndSnormConvertWithRoundingAndClamping() {
    ImageSurface image =
        ImageSurface.packed2d("img", memory, 0x100, SurfaceFormat.R8G8B8A8_UNORM, 2, 2);
    long p = image.pixelAddress(1, 0, 0, 0);
    image.writePixel(p, 0xF, new int[] {f(0.5f), f(2.0f), f(-1.0f), f(Float.NaN)});
    assertEquals(0x0000FF80, memory.readInt(p));
    int[] rgba = new int[4];
    image.readPixel(p, rgba);
    assertEquals(128 / 255.0f, Float.intBitsToFloat(rgba[0]));
    assertEquals(1.0f, Float.intBitsToFloat(rgba[1]));
    assertEquals(0.0f, Float.intBitsToFloat(rgba[2]));
    assertEquals(0.0f, Float.intBitsToFloat(rgba[3]));

    assertEquals(0x81, SurfaceFormat.R8_SNORM.toMemory(f(-3.0f)));
    assertEquals(0x7F, SurfaceFormat.R8_SNORM.toMemory(f(1.0f)));
    assertEquals(f(-1.0f), SurfaceFormat.R8_SNORM.toRegister(0x80)); // -128 clamps to -1
  }

  @Test
  void integerFormatsExtendOnReadAndClampOnWrite() {
    assertEquals(-2, SurfaceFormat.R16_SINT.toRegister(0xFFFE));
    assertEquals(0xFFFE, SurfaceFormat.R16_UINT.toRegister(0xFFFE));
    assertEquals(0xFFFF, SurfaceFormat.R16_UINT.toMemory(70000));
    assertEquals(0xFFFF, SurfaceFormat.R16_UINT.toMemory(-1)); // UD 0xFFFFFFFF clamps
    assertEquals(0x7F, SurfaceFormat.R8_SINT.toMemory(300));
    assertEquals(0x80, SurfaceFormat.R8_SINT.toMemory(-300));
    assertEquals(0xFFFF_FFFFL, SurfaceFormat.R32_UINT.toMemory(-1));
    assertEquals(0x3C00, SurfaceFormat.R16_FLOAT.toMemory(f(1.0f)));
    assertEquals(f(-2.0f), SurfaceFormat.R16_FLOAT.toRegister(0xC000));
  }

  @Test
  void missingChannelsAndOutOfBoundsPixelsReadAsZeroWithAlphaOne() {
    ImageSurface ints = ImageSurface.packed2d("i", memory, 0x400, SurfaceFormat.R32G32_SINT, 2, 1);
    long p = ints.pixelAddress(0, 0, 0, 0);
    ints.writePixel(p, 0x3, new int[] {-5, 6, 0, 0});
    int[] rgba = new int[4];
    ints.readPixel(p, rgba);
    assertArrayEquals(new int[] {-5, 6, 0, 1}, rgba);
    ints.readPixel(-1, rgba);
    assertArrayEquals(new int[] {0, 0, 0, 1}, rgba);
    ImageSurface floats = ImageSurface.packed2d("f", memory, 0x500, SurfaceFormat.R32_FLOAT, 2, 1);
    floats.readPixel(-1, rgba);
    assertArrayEquals(new int[] {0, 0, 0, ONE}, rgba);
  }

  @Test
  void writePixelOnlyTouchesEnabledChannelsAndBgraIsSwizzled() {
    ImageSurface image =
        ImageSurface.packed2d("bgra", memory, 0x600, SurfaceFormat.B8G8R8A8_UNORM, 1, 1);
    long p = image.pixelAddress(0, 0, 0, 0);
    memory.writeInt(p, 0x11223344);
    image.writePixel(p, 0x1, new int[] {f(1.0f), 0, 0, 0}); // R only, stored in byte 2
    assertEquals(0x11FF3344, memory.readInt(p));
    image.writePixel(-1, 0xF, new int[] {1, 1, 1, 1}); // out of bounds: dropped
    assertEquals(0x11FF3344, memory.readInt(p));
  }

  @Test
  void mediaBytesClampToEdgesOnReadAndDropOutsideOnWrite() {
    ImageSurface image =
        ImageSurface.packed2d("m", memory, 0x800, SurfaceFormat.R8G8B8A8_UINT, 2, 2);
    for (int i = 0; i < 16; i++) {
      memory.writeByte(0x800 + i, i);
    }
    assertEquals(5, image.readByteClamped(5, 0));
    assertEquals(3, image.readByteClamped(-101, -3)); // pixel 0 of row 0, byte 3
    assertEquals(4 + 1, image.readByteClamped(9, 0)); // pixel 2 -> 1, byte 1 of it
    assertEquals(8 + 4 + 3, image.readByteClamped(7, 5)); // row 5 -> 1
    assertEquals(2, image.readByteClamped(-2, 0)); // pixel -1 -> 0, byte 2
    image.writeByteIfInside(8, 0, 99);
    image.writeByteIfInside(0, 2, 99);
    image.writeByteIfInside(7, 1, 99);
    assertEquals(99, memory.readByte(0x800 + 15));
    assertEquals(0, memory.readByte(0x800 + 16));
  }
}
