package jvisa.machine.message;

import static jvisa.machine.message.Regs.POISON;
import static jvisa.machine.message.Regs.POISON_DWORD;
import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.SurfaceFormat;
import org.junit.jupiter.api.Test;

class TypedAndMediaMessagesTest {
  private static final long BASE = 0x2_0000_0000L;
  private static final int ONE = Float.floatToRawIntBits(1.0f);
  private final GlobalMemory memory = new GlobalMemory();

  @Test
  void gather4TypedConvertsAndFillsMissingChannels() {
    ImageSurface image = ImageSurface.packed2d("img", memory, BASE, SurfaceFormat.R8G8_UNORM, 4, 2);
    memory.writeShort(BASE + 2 * (4 + 3), 0x00FF); // pixel (3,1): R=255, G=0
    byte[] grf = Regs.file(12);
    Regs.putDwords(grf, reg(0), 3, 5); // u: lane 1 out of bounds
    Regs.putDwords(grf, reg(1), 1, 1); // v
    TypedMessages.walk(
        Direction.LOAD,
        image,
        ChannelMask.parseRgba("RGA"),
        8,
        0b11,
        grf,
        reg(0),
        reg(1),
        Payload.NULL,
        Payload.NULL,
        reg(2));
    assertEquals(ONE, (int) LittleEndian.get(grf, reg(2), 4)); // R of lane 0
    assertEquals(0, LittleEndian.get(grf, reg(3), 4)); // G of lane 0
    assertEquals(ONE, (int) LittleEndian.get(grf, reg(4), 4)); // A of lane 0: missing channel = 1.0
    assertEquals(0, LittleEndian.get(grf, reg(2) + 4, 4)); // lane 1 out of bounds: 0 ...
    assertEquals(ONE, (int) LittleEndian.get(grf, reg(4) + 4, 4)); // ... with alpha 1
    assertEquals(POISON_DWORD, LittleEndian.get(grf, reg(2) + 8, 4));
  }

  @Test
  void scatter4TypedWritesEnabledChannelsWithConversion() {
    ImageSurface image =
        ImageSurface.packed2d("img", memory, BASE, SurfaceFormat.R16G16B16A16_UINT, 2, 2);
    byte[] grf = Regs.file(12);
    Regs.putDwords(grf, reg(0), 1, 0); // u
    Regs.putDwords(grf, reg(1), 1, 0); // v
    Regs.putDwords(grf, reg(2), 70000, 5); // R (clamped to 0xFFFF)
    Regs.putDwords(grf, reg(3), 7, 6); // B
    TypedMessages.walk(
        Direction.STORE,
        image,
        ChannelMask.parseRgba("RB"),
        8,
        0b01,
        grf,
        reg(0),
        reg(1),
        Payload.NULL,
        Payload.NULL,
        reg(2));
    long pixel = BASE + 2 * 8 + 8;
    assertEquals(0xFFFF, memory.readShort(pixel) & 0xFFFF);
    assertEquals(0, memory.readShort(pixel + 2));
    assertEquals(7, memory.readShort(pixel + 4));
    assertEquals(0, memory.readLong(BASE)); // lane 1 disabled
  }

  @Test
  void lscTypedQuadIsTheSameAsGather4Typed() {
    ImageSurface image = ImageSurface.packed2d("img", memory, BASE, SurfaceFormat.R32_SINT, 2, 1);
    memory.writeInt(BASE + 4, -9);
    byte[] grf = Regs.file(8);
    Regs.putDwords(grf, reg(0), 1);
    TypedMessages.walk(
        Direction.LOAD,
        image,
        0b1001,
        1,
        1,
        grf,
        reg(0),
        Payload.NULL,
        Payload.NULL,
        Payload.NULL,
        reg(1));
    assertEquals(-9, (int) LittleEndian.get(grf, reg(1), 4));
    assertEquals(1, LittleEndian.get(grf, reg(2), 4));
  }

  @Test
  void mediaLoadUsesRegisterPitchAndClampsAtEdges() {
    ImageSurface image = ImageSurface.packed2d("img", memory, BASE, SurfaceFormat.R8_UINT, 8, 4);
    for (int y = 0; y < 4; y++) {
      for (int x = 0; x < 8; x++) {
        memory.writeByte(BASE + 8L * y + x, 16 * y + x);
      }
    }
    byte[] grf = Regs.file(4);
    // media_ld.nomod (5, 3) surface 0 x=5 y=2: pitch 8, columns 5..9 clamp to 7, rows 2..4 to 3
    MediaMessages.walk(Direction.LOAD, image, MediaMessages.MODIFIER_NONE, 5, 3, 5, 2, grf, reg(0));
    byte[] expected = {
      0x25, 0x26, 0x27, 0x27, 0x27, POISON, POISON, POISON,
      0x35, 0x36, 0x37, 0x37, 0x37, POISON, POISON, POISON,
      0x35, 0x36, 0x37, 0x37, 0x37, POISON, POISON, POISON
    };
    byte[] actual = new byte[24];
    System.arraycopy(grf, 0, actual, 0, 24);
    assertArrayEquals(expected, actual);
    assertEquals(4, MediaMessages.registerPitch(3));
    assertEquals(16, MediaMessages.registerPitch(9));
    assertEquals(64, MediaMessages.registerPitch(64));
  }

  @Test
  void mediaFieldModifiersReadEveryOtherRow() {
    ImageSurface image = ImageSurface.packed2d("img", memory, BASE, SurfaceFormat.R8_UINT, 4, 4);
    for (int y = 0; y < 4; y++) {
      memory.writeInt(BASE + 4L * y, 0x0101_0101 * (y + 1));
    }
    byte[] grf = Regs.file(2);
    MediaMessages.walk(Direction.LOAD, image, MediaMessages.MODIFIER_BOTTOM, 4, 2, 0, 0, grf, 0);
    assertArrayEquals(new long[] {0x0202_0202L, 0x0404_0404L}, Regs.dwords(grf, 0, 2));
    MediaMessages.walk(Direction.LOAD, image, MediaMessages.MODIFIER_TOP, 4, 2, 0, 0, grf, 0);
    assertArrayEquals(new long[] {0x0101_0101L, 0x0303_0303L}, Regs.dwords(grf, 0, 2));
  }

  @Test
  void mediaStoreDropsBytesOutsideTheSurface() {
    ImageSurface image = ImageSurface.packed2d("img", memory, BASE, SurfaceFormat.R32_UINT, 2, 2);
    byte[] grf = Regs.file(4);
    Regs.putDwords(grf, 0, 0x11, 0x22, 0x33, 0x44); // 2 rows of 8 bytes, pitch 8
    MediaMessages.walk(Direction.STORE, image, MediaMessages.MODIFIER_NONE, 8, 2, 4, 1, grf, 0);
    assertEquals(0x11, memory.readInt(BASE + 12)); // (x=4, y=1) is pixel 1 of row 1
    assertEquals(0, memory.readInt(BASE + 16)); // x = 8.. is outside, row 2 is outside
  }
}
