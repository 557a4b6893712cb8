package jvisa.machine.core;

import static jvisa.machine.core.MessageTestEnv.byteAt;
import static jvisa.machine.core.MessageTestEnv.putUd;
import static jvisa.machine.core.MessageTestEnv.ud;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.asm.isa.LscDataShape;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.SurfaceFormat;
import org.junit.jupiter.api.Test;

/** Typed (legacy and LSC .tgm) and media messages on images bound in the binding table. */
class ImageMessagesTest {
  private static final long IMAGE = 0x3_0000_0000L;

  /** BTI 5: an 8x4 R32G32_UINT image whose pixel (x, y) holds (100 y + x, 1000 + 100 y + x). */
  private static MessageTestEnv withImage() {
    MessageTestEnv env = new MessageTestEnv();
    ImageSurface img =
        ImageSurface.packed2d("image", env.global, IMAGE, SurfaceFormat.R32G32_UINT, 8, 4);
    for (int y = 0; y < 4; y++) {
      for (int x = 0; x < 8; x++) {
        env.global.writeInt(IMAGE + 64L * y + 8L * x, 100 * y + x);
        env.global.writeInt(IMAGE + 64L * y + 8L * x + 4, 1000 + 100 * y + x);
      }
    }
    env.images.put(5L, img);
    return env;
  }

  private static void coordinates(HwThread t) {
    for (int i = 0; i < 8; i++) {
      putUd(t, "U", i, i);
      putUd(t, "V", i, i % 4);
    }
  }

  @Test
  void gather4TypedReadsPixelsWithMissingChannelsAsDefaults() {
    MessageTestEnv env = withImage();
    HwThread t =
        env.thread(
            """
        movs (M1_NM, 1) T7(0) 0x5:ud
        gather4_typed.RGA (M1, 8) T7 U.0 V.0 %null.0 %null.0 DATA.0
        """,
            0x7f);
    coordinates(t);
    putUd(t, "DATA", 7, 77);
    t.run();
    for (int i = 0; i < 7; i++) {
      assertEquals(100 * (i % 4) + i, ud(t, "DATA", i), "R of lane " + i);
      assertEquals(1000 + 100 * (i % 4) + i, ud(t, "DATA", 8 + i), "G of lane " + i);
      assertEquals(1, ud(t, "DATA", 16 + i), "A of a two-channel integer format");
    }
    assertEquals(77, ud(t, "DATA", 7), "lane 7 is disabled");
  }

  @Test
  void scatter4TypedAndTypedAtomicWritePixels() {
    MessageTestEnv env = withImage();
    HwThread t =
        env.thread(
            """
        movs (M1_NM, 1) T7(0) 0x5:ud
        scatter4_typed.G (M1, 8) T7 U.0 V.0 %null.0 %null.0 SRC.0
        typed_atomic.add (M1, 8) T7 U.0 V.0 %null.0 %null.0 SRC.32 %null.0 OLD.0
        """,
            0xff);
    coordinates(t);
    for (int i = 0; i < 8; i++) {
      putUd(t, "SRC", i, 5000 + i);
      putUd(t, "SRC", 8 + i, 3);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      long pixel = IMAGE + 64L * (i % 4) + 8L * i;
      assertEquals(5000 + i, env.global.readInt(pixel + 4), "G of lane " + i);
      assertEquals(
          100 * (i % 4) + i + 3, env.global.readInt(pixel), "R after the atomic add, lane " + i);
      assertEquals(100 * (i % 4) + i, ud(t, "OLD", i), "old R, lane " + i);
    }
  }

  @Test
  void lscTypedQuadAndAtomicOnTheTgm() {
    MessageTestEnv env = withImage();
    HwThread t =
        env.thread(
            """
        lsc_load_quad.tgm (M1, 8) DATA:d32.y bti(0x5)[U, V]:a32
        lsc_store_quad.tgm (M1, 8) bti(0x5)[U, V]:a32 SRC:d32.x
        lsc_atomic_iadd.tgm (M1, 8) OLD:d32 bti(0x5)[U, V]:a32 SRC.32 %null
        """,
            0x0f);
    coordinates(t);
    for (int i = 0; i < 8; i++) {
      putUd(t, "SRC", i, 40 + i);
      putUd(t, "SRC", 8 + i, 2);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      long pixel = IMAGE + 64L * (i % 4) + 8L * i;
      boolean on = i < 4;
      assertEquals(
          on ? 1000 + 100 * (i % 4) + i : 0,
          ud(t, "DATA", i),
          "G read into component 0, lane " + i);
      assertEquals(on ? 42 + i : 100 * (i % 4) + i, env.global.readInt(pixel), "R, lane " + i);
      assertEquals(on ? 40 + i : 0, ud(t, "OLD", i), "old value of the atomic, lane " + i);
    }
  }

  @Test
  void mediaBlocksReadClampedRowsAndWriteInside() {
    MessageTestEnv env = withImage();
    HwThread t =
        env.thread(
            """
        movs (M1_NM, 1) T7(0) 0x5:ud
        media_ld.nomod (8, 2) T7 0 0x3c:ud 0x2:ud DATA.0
        media_st.nomod (4, 1) T7 0 0x8:ud 0x3:ud SRC.0
        """,
            0x01);
    putUd(t, "SRC", 0, 0xdeadbeefL);
    t.run();
    for (int row = 0; row < 2; row++) {
      for (int col = 0; col < 8; col++) {
        // past the right edge the last pixel repeats, keeping the byte's place in the pixel
        int x = 0x3c + col < 64 ? 0x3c + col : 56 + (0x3c + col) % 8;
        int expected = env.global.readByte(IMAGE + 64L * (2 + row) + x) & 0xff;
        assertEquals(expected, byteAt(t, "DATA", 8 * row + col), "row " + row + " column " + col);
      }
    }
    assertEquals(0xdeadbeefL, env.global.readInt(IMAGE + 64 * 3 + 8) & 0xffffffffL);
  }

  @Test
  void badShapesAreDecodeErrorsAndMissingImagesRunTimeFaults() {
    DecodeException e =
        MessageTestEnv.decodeError("media_ld.nomod (65, 1) T7 0 0x0:ud 0x0:ud DATA.0");
    assertTrue(e.getMessage().contains("64 bytes wide"), e.getMessage());
    String modifier =
        MessageTestEnv.suffixError("media_ld.sideways (8, 1) T7 0 0x0:ud 0x0:ud DATA.0");
    assertTrue(modifier.contains("modifier"), modifier);
    e =
        MessageTestEnv.decodeError(
            "gather4_typed.RGBA (M1, 8) %slm U.0 V.0 %null.0 %null.0 DATA.0");
    assertTrue(e.getMessage().contains("image"), e.getMessage());
    e = MessageTestEnv.decodeError("lsc_load_quad.tgm (M1, 8) DATA:d16.x bti(0x5)[U, V]:a32");
    assertTrue(e.getMessage().contains("d32"), e.getMessage());

    MessageTestEnv env = new MessageTestEnv();
    HwThread t = env.thread("lsc_load_quad.tgm (M1, 8) DATA:d32.x bti(0x3)[U, V]:a32", 0x01);
    MachineFault f = assertThrows(MachineFault.class, t::run);
    assertTrue(
        f.getMessage().contains("holds no image") && f.getMessage().contains("lsc_load_quad"),
        f.getMessage());
  }

  @Test
  void typedLscShapesFollowTheTablesRuleAsTheVerifierDoes() {
    String problem = LscDataShape.parse("d16u32h").atomicProblem();
    DecodeException e =
        MessageTestEnv.decodeError(
            "lsc_atomic_iadd.tgm (M1, 8) OLD:d16u32h bti(0x5)[U, V]:a32 SRC %null");
    assertTrue(e.getMessage().contains(problem), e.getMessage());
    e =
        MessageTestEnv.decodeError(
            "lsc_atomic_iadd.tgm (M1, 8) OLD:d32x2 bti(0x5)[U, V]:a32 SRC %null");
    assertTrue(
        e.getMessage().contains(LscDataShape.parse("d32x2").atomicProblem()), e.getMessage());
    e = MessageTestEnv.decodeError("lsc_load_quad.tgm (M1, 16) DATA:d64.xyzw bti(0x5)[U, V]:a32");
    assertTrue(
        e.getMessage().contains(LscDataShape.parse("d64.xyzw").accessProblem(16)), e.getMessage());
    new MessageTestEnv()
        .thread("lsc_atomic_iadd.tgm (M1, 8) OLD:d16u32 bti(0x5)[U, V]:a32 SRC %null", 0x01);
  }

  @Test
  void samplerMessagesResolveTheirPayloadsByNameAndFailClearlyWhenRun() {
    DecodeException e =
        MessageTestEnv.decodeError("sample_3d.R (M1, 8) 0x0:uw S0 T6 DATA.0" + " U.0".repeat(16));
    assertTrue(e.getMessage().contains("at most 15 parameters"), e.getMessage());
    MessageTestEnv env = new MessageTestEnv();
    HwThread t = env.thread("sample_b.RGBA (M1, 8) 0x0:uw S0 T6 DATA.0 U.0 V.0", 0x01);
    MachineFault f = assertThrows(MachineFault.class, t::run);
    assertTrue(
        f.getMessage().contains("sample_b") && f.getMessage().contains("not supported"),
        f.getMessage());
  }
}
