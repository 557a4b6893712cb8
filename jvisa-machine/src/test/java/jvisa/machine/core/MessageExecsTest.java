package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.SharedLocalMemory;
import org.junit.jupiter.api.Test;

/** Memory messages decoded by MessageDecoder, run against a small environment. */
class MessageExecsTest {
  private static final String DECLS =
      """
      .decl OFF v_type=G type=ud num_elts=16 align=hword
      .decl DATA v_type=G type=ud num_elts=32 align=hword
      .decl ADDR v_type=G type=uq num_elts=8 align=hword
      .decl SRC v_type=G type=ud num_elts=8 align=hword
      .decl OLD v_type=G type=ud num_elts=8 align=hword
      .decl P1 v_type=P num_elts=8
      .decl T6 v_type=T num_elts=1
      """;

  /** Global memory, binding-table entry 3 = a 64-byte buffer at 0x1000, SLM of 64 bytes. */
  private static class Env implements ThreadEnvironment {
    final GlobalMemory global = new GlobalMemory();
    final BufferSurface bti3 = new BufferSurface("BTI 3", global, 0x1000, 64, null);
    final SharedLocalMemory slm = new SharedLocalMemory(64);

    @Override
    public AddressSpace global() {
      return global;
    }

    @Override
    public AddressSpace slm() {
      return slm;
    }

    @Override
    public AddressSpace surface(long bti) {
      if (bti == 3) {
        return bti3;
      }
      throw new jvisa.machine.memory.MemoryFault(
          "binding table",
          bti,
          0,
          jvisa.machine.memory.AccessKind.READ,
          "binding-table index " + bti + " is empty");
    }
  }

  private static HwThread thread(String body, Env env, int mask) {
    MachineProgram p =
        MachineProgram.decodeWithMessages(Kernels.parse(Kernels.kernel(DECLS, body)));
    return p.newThread("0", mask, 10_000, 8, env);
  }

  private static void putUd(HwThread t, String var, int index, long v) {
    Grf.i32(t.kernelRegisters(), t.kernelFrame().fn.layout().offsetOf(var) + 4 * index, (int) v);
  }

  private static void putUq(HwThread t, String var, int index, long v) {
    Grf.i64(t.kernelRegisters(), t.kernelFrame().fn.layout().offsetOf(var) + 8 * index, v);
  }

  private static long ud(HwThread t, String var, int index) {
    return Grf.i32(t.kernelRegisters(), t.kernelFrame().fn.layout().offsetOf(var) + 4 * index)
        & 0xffffffffL;
  }

  @Test
  void gather4ScaledReadsEnabledChannelsThroughTheSurfaceStateSlot() {
    Env env = new Env();
    for (int i = 0; i < 16; i++) {
      env.global.writeInt(0x1000 + 4 * i, 100 + i);
    }
    HwThread t =
        thread(
            """
        movs (M1_NM, 1) T6(0) 0x3:ud
        gather4_scaled.RB (M1, 8) T6 0x4:ud OFF.0 DATA.0
        """,
            env,
            0x0f);
    for (int i = 0; i < 8; i++) {
      putUd(t, "OFF", i, 8L * i);
      putUd(t, "DATA", i, 7);
    }
    t.run();
    for (int i = 0; i < 4; i++) {
      // lane i: R at byte 4 + 8i (dword 1 + 2i), B two dwords later; B lands in the next register
      assertEquals(101 + 2 * i, ud(t, "DATA", i));
      assertEquals(103 + 2 * i, ud(t, "DATA", 8 + i));
    }
    assertEquals(7, ud(t, "DATA", 4), "disabled lanes keep their registers");
  }

  @Test
  void scatterScaledWritesTheLowBytesToSlm() {
    Env env = new Env();
    HwThread t = thread("scatter_scaled.2 (M1, 8) %slm 0x0:ud OFF.0 DATA.0", env, 0xff);
    for (int i = 0; i < 8; i++) {
      putUd(t, "OFF", i, 2L * i);
      putUd(t, "DATA", i, 0xabcd0000L + i);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      assertEquals(i, env.slm.load(2L * i, 2));
    }
  }

  @Test
  void svmGatherAndAtomicUseGlobalAddresses() {
    Env env = new Env();
    long base = 0x2_0000_0000L;
    env.global.writeInt(base, 5);
    env.global.writeInt(base + 4, 6);
    HwThread t =
        thread(
            """
        svm_gather.4.2 (M1, 8) ADDR.0 DATA.0
        svm_atomic.add (M1, 8) ADDR.0 OLD.0 SRC.0 %null.0
        """,
            env, 0x01);
    putUq(t, "ADDR", 0, base);
    putUd(t, "SRC", 0, 10);
    t.run();
    assertEquals(5, ud(t, "DATA", 0));
    assertEquals(6, ud(t, "DATA", 8), "the second block starts a new register");
    assertEquals(5, ud(t, "OLD", 0));
    assertEquals(15, env.global.readInt(base));
  }

  @Test
  void lscLoadStoreAndAtomicOnBtiAndSlm() {
    Env env = new Env();
    env.global.writeInt(0x1000 + 8, 41);
    HwThread t =
        thread(
            """
        lsc_load.ugm.ca.ca (M1, 8) DATA:d32 bti(0x3)[OFF]:a32
        lsc_store.slm.wb.wb (M1, 8) flat[OFF]:a32 DATA:d32
        lsc_atomic_iadd.ugm (M1, 8) OLD:d32 bti(0x3)[OFF]:a32 SRC %null
        """,
            env, 0x01);
    putUd(t, "OFF", 0, 8);
    putUd(t, "SRC", 0, 1);
    t.run();
    assertEquals(41, ud(t, "DATA", 0));
    assertEquals(41, env.slm.load(8, 4));
    assertEquals(41, ud(t, "OLD", 0));
    assertEquals(42, env.global.readInt(0x1000 + 8));
  }

  @Test
  void predicatedOffChannelsTouchNothing() {
    Env env = new Env();
    HwThread t =
        thread(
            """
        cmp.gt (M1, 8) P1 SRC(0,0)<1;1,0> 0x0:ud
        (P1) scatter_scaled.4 (M1, 8) %slm 0x0:ud OFF.0 DATA.0
        """,
            env, 0xff);
    for (int i = 0; i < 8; i++) {
      putUd(t, "OFF", i, 4L * i);
      putUd(t, "DATA", i, 9);
      putUd(t, "SRC", i, i % 2);
    }
    t.run();
    for (int i = 0; i < 8; i++) {
      assertEquals(i % 2 == 1 ? 9 : 0, env.slm.load(4L * i, 4), "lane " + i);
    }
  }

  @Test
  void memoryFaultsNameTheInstruction() {
    Env env = new Env();
    HwThread t = thread("lsc_load.ugm.ca.ca (M1, 8) DATA:d32 bti(0x5)[OFF]:a32", env, 0x01);
    MachineFault f = assertThrows(MachineFault.class, t::run);
    assertTrue(f.getMessage().contains("binding-table index 5 is empty"), f.getMessage());
    assertTrue(f.getMessage().contains("lsc_load"), f.getMessage());
  }

  @Test
  void withoutEnvironmentAMessageIsAClearError() {
    HwThread t =
        thread(
            "svm_gather.4.1 (M1, 8) ADDR.0 DATA.0",
            new Env() {
              @Override
              public AddressSpace global() {
                return ThreadEnvironment.NONE.global();
              }
            },
            0x01);
    MachineFault f = assertThrows(MachineFault.class, t::run);
    assertTrue(f.getMessage().contains("no global memory"), f.getMessage());
  }

  @Test
  void aPayloadPastTheRegisterFileIsADecodeError() {
    String decls = ".decl SMALL v_type=G type=ud num_elts=8 align=hword\n";
    DecodeException e =
        assertThrows(
            DecodeException.class,
            () ->
                MachineProgram.decodeWithMessages(
                    Kernels.parse(
                        Kernels.kernel(decls, "svm_block_ld (16) SMALL(0,0)<0;1,0> SMALL.0"))));
    assertTrue(e.getMessage().contains("past the end of the register file"), e.getMessage());
  }

  @Test
  void barrierAsksTheEnvironment() {
    HwThread t = thread("barrier", new Env(), 0x01);
    assertEquals(HwThread.Status.BLOCKED_AT_BARRIER, t.run());
    assertEquals(HwThread.Status.FINISHED, t.run());
  }
}
