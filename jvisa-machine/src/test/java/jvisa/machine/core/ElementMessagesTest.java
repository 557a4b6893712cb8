package jvisa.machine.core;

import static jvisa.machine.core.MessageTestEnv.putUd;
import static jvisa.machine.core.MessageTestEnv.ud;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * gather/scatter of 1, 2 and 4 byte elements, qw_gather/qw_scatter, and the split barrier and
 * yield.
 */
class ElementMessagesTest {
  @Test
  void gatherCountsOffsetsInElementsAndZeroExtends() {
    MessageTestEnv env = new MessageTestEnv();
    for (int i = 0; i < 64; i++) {
      env.global.writeByte(0x1000 + i, 0x80 + i);
    }
    HwThread t =
        env.thread(
            """
        movs (M1_NM, 1) T6(0) 0x3:ud
        gather.1 (M1, 8) T6 0x2:ud OFF.0 DATA.0
        gather.2 (M1, 8) T6 0x1:ud OFF.0 DATA.32
        gather.4 (M1, 8) T6 0x0:ud OFF.0 DATA.64
        """,
            0xff);
    for (int i = 0; i < 8; i++) {
      putUd(t, "OFF", i, i);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      assertEquals(0x80 + 2 + i, ud(t, "DATA", i), "byte lane " + i);
      int b = 2 * (1 + i);
      assertEquals(((0x80 + b + 1) << 8) | (0x80 + b), ud(t, "DATA", 8 + i), "word lane " + i);
      assertEquals(
          env.global.readInt(0x1000 + 4 * i) & 0xffffffffL,
          ud(t, "DATA", 16 + i),
          "dword lane " + i);
    }
  }

  @Test
  void scatterWritesTheLowBytesOfEnabledLanes() {
    MessageTestEnv env = new MessageTestEnv();
    HwThread t = env.thread("scatter.2 (M1, 8) %slm 0x4:ud OFF.0 DATA.0", 0x0f);
    for (int i = 0; i < 8; i++) {
      putUd(t, "OFF", i, i);
      putUd(t, "DATA", i, 0x5550000 + 0x100 * i + i);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      assertEquals(i < 4 ? 0x100 * i + i : 0, env.slm.load(2L * (4 + i), 2), "lane " + i);
    }
  }

  @Test
  void qwordGatherAndScatterMoveBlocksPerLane() {
    MessageTestEnv env = new MessageTestEnv();
    for (int i = 0; i < 16; i++) {
      env.slm.store(8L * i, 8, 0x1111_0000_0000L * i + i);
    }
    HwThread t =
        env.thread(
            """
        qw_gather.2 (M1, 8) %slm OFF.0 DATA.0
        qw_scatter.1 (M1, 8) %slm OFF.32 DATA.0
        """,
            0xff);
    for (int i = 0; i < 8; i++) {
      putUd(t, "OFF", i, 16L * i);
      putUd(t, "OFF", 8 + i, 128 + 8 * i);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      long first = 0x1111_0000_0000L * (2L * i) + 2L * i;
      long second = 0x1111_0000_0000L * (2 * i + 1) + 2L * i + 1;
      assertEquals(first & 0xffffffffL, ud(t, "DATA", 2 * i));
      assertEquals(first >>> 32, ud(t, "DATA", 2 * i + 1));
      assertEquals(
          second & 0xffffffffL, ud(t, "DATA", 16 + 2 * i), "block 1 starts 8 qwords later");
      assertEquals(first, env.slm.load(128 + 8 * i, 8), "qw_scatter.1 wrote block 0 of lane " + i);
    }
  }

  @Test
  void badElementSizesAreDecodeErrors() {
    String e = MessageTestEnv.suffixError("gather.3 (M1, 8) %slm 0x0:ud OFF.0 DATA.0");
    assertTrue(e.contains("element size"), e);
    e = MessageTestEnv.suffixError("qw_gather.8 (M1, 8) %slm OFF.0 DATA.0");
    assertTrue(e.contains("qwords per lane"), e);
    DecodeException d = MessageTestEnv.decodeError("gather.4 (M1, 32) %slm 0x0:ud OFF.0 DATA.0");
    assertTrue(d.getMessage().contains("execution size"), d.getMessage());
  }

  @Test
  void splitBarrierWaitsAtTheWaitAndYieldDoesNothing() {
    MessageTestEnv env = new MessageTestEnv();
    HwThread t =
        env.thread(
            """
        sbarrier.signal
        yield
        mov (M1, 1) OLD(0,0)<1> 0x7:ud
        sbarrier.wait
        mov (M1, 1) OLD(0,1)<1> 0x9:ud
        """,
            0x01);
    assertEquals(HwThread.Status.BLOCKED_AT_BARRIER, t.run());
    assertEquals(7, ud(t, "OLD", 0), "the signal does not stop the thread");
    assertEquals(0, ud(t, "OLD", 1));
    assertEquals(HwThread.Status.FINISHED, t.run());
    assertEquals(9, ud(t, "OLD", 1));
  }
}
