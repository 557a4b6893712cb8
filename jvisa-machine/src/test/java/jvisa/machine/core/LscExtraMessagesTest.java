package jvisa.machine.core;

import static jvisa.machine.core.MessageTestEnv.putUd;
import static jvisa.machine.core.MessageTestEnv.putUq;
import static jvisa.machine.core.MessageTestEnv.ud;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Untyped LSC quad, strided and 2D block messages. */
class LscExtraMessagesTest {
  private static final long BASE = 0x2_0000_0000L;

  @Test
  void quadLoadReadsEnabledComponentsAndQuadStoreWritesThem() {
    MessageTestEnv env = new MessageTestEnv();
    for (int i = 0; i < 64; i++) {
      env.global.writeInt(BASE + 4L * i, 500 + i);
    }
    HwThread t =
        env.thread(
            """
        lsc_load_quad.ugm (M1, 8) DATA:d32.xz flat[ADDR]:a64
        lsc_store_quad.slm (M1, 8) flat[OFF]:a32 DATA:d32.yw
        lsc_store_uncompressed.slm (M1, 8) flat[OFF+0x80]:a32 DATA.32:d32
        """,
            0xff);
    for (int i = 0; i < 8; i++) {
      putUq(t, "ADDR", i, BASE + 16L * i);
      putUd(t, "OFF", i, 16L * i);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      assertEquals(500 + 4 * i, ud(t, "DATA", i), "x of lane " + i);
      assertEquals(502 + 4 * i, ud(t, "DATA", 8 + i), "z of lane " + i + " in the next register");
      assertEquals(0, env.slm.load(16L * i, 4), "x not stored");
      assertEquals(500 + 4 * i, env.slm.load(16 * i + 4, 4), "y = first register component");
      assertEquals(502 + 4 * i, env.slm.load(16 * i + 12, 4), "w = second register component");
      assertEquals(
          502 + 4 * i, env.slm.load(0x80 + 16 * i, 4), "lsc_store_uncompressed is a plain store");
    }
  }

  @Test
  void stridedMessagesStepFromLaneZerosAddress() {
    MessageTestEnv env = new MessageTestEnv();
    for (int i = 0; i < 64; i++) {
      env.global.writeInt(BASE + 4L * i, 700 + i);
    }
    HwThread t =
        env.thread(
            """
        lsc_load_strided.ugm (M1, 8) DATA:d32 flat[ADDR, 12]:a64
        lsc_store_strided.slm (M1, 8) flat[OFF+0x8]:a32 DATA:d32
        """,
            0xff);
    putUq(t, "ADDR", 0, BASE + 4);
    putUq(t, "ADDR", 1, BASE + 999);
    putUd(t, "OFF", 0, 32);
    t.run();
    for (int i = 0; i < 8; i++) {
      assertEquals(701 + 3 * i, ud(t, "DATA", i), "lane " + i);
      assertEquals(
          701 + 3 * i, env.slm.load(40 + 4 * i, 4), "default pitch = one dword, lane " + i);
    }
  }

  @Test
  void block2dLoadAndStoreClipToTheSurface() {
    MessageTestEnv env = new MessageTestEnv();
    // a 16 x 4 dword surface, 64-byte rows; element (x, y) = 16 y + x
    for (int i = 0; i < 64; i++) {
      env.global.writeInt(BASE + 4L * i, i);
    }
    HwThread t =
        env.thread(
            """
        lsc_load_block2d.ugm (M1, 1) DATA:d32.1x4x2nn flat[ADDR,0x3f,0x3,0x3f,0x1,0x1]
        lsc_load_block2d.ugm (M1, 1) DATA.32:d32.1x4x2nn flat[ADDR,0x3f,0x3,0x3f,0xe,0x3]
        lsc_store_block2d.ugm (M1, 1) flat[ADDR,0x3f,0x3,0x3f,0xe,0x0] SRC:d32.1x4x1nn
        """,
            0x01);
    putUq(t, "ADDR", 0, BASE);
    for (int i = 0; i < 4; i++) {
      putUd(t, "SRC", i, 900 + i);
    }
    t.run();
    for (int r = 0; r < 2; r++) {
      for (int c = 0; c < 4; c++) {
        assertEquals(16 * (1 + r) + 1 + c, ud(t, "DATA", 4 * r + c), "row " + r + " column " + c);
      }
    }
    assertEquals(16 * 3 + 14, ud(t, "DATA", 8));
    assertEquals(16 * 3 + 15, ud(t, "DATA", 9));
    assertEquals(0, ud(t, "DATA", 10), "column 16 is outside");
    assertEquals(0, ud(t, "DATA", 12), "row 4 is outside");
    assertEquals(900, env.global.readInt(BASE + 4 * 14));
    assertEquals(901, env.global.readInt(BASE + 4 * 15));
    assertEquals(16, env.global.readInt(BASE + 4 * 16), "the next row is untouched");
  }

  @Test
  void badBlockShapesAreDecodeErrors() {
    DecodeException e =
        MessageTestEnv.decodeError(
            "lsc_load_block2d.ugm (M1, 1) DATA:d32.1x4x2nt flat[ADDR,0x3f,0x3,0x3f,0x0,0x0]");
    assertTrue(e.getMessage().contains("VNNI"), e.getMessage());
    e =
        MessageTestEnv.decodeError(
            "lsc_load_block2d.ugm (M1, 1) DATA:d32.5x4x2nn flat[ADDR,0x3f,0x3,0x3f,0x0,0x0]");
    assertTrue(e.getMessage().contains("bad 2D block shape"), e.getMessage());
    e =
        MessageTestEnv.decodeError(
            "lsc_load_block2d.ugm (M1, 1) DATA:d32.1x64x64nn flat[ADDR,0x3f,0x3,0x3f,0x0,0x0]");
    assertTrue(e.getMessage().contains("past the end of the register file"), e.getMessage());
  }
}
