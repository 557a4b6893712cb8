package jvisa.machine.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import org.junit.jupiter.api.Test;

/** Media threads start with the dispatcher's payload (the kernel's .input values) in registers. */
class MediaPayloadTest {
  private static final String DECLS =
      """
      .decl K v_type=G type=ud num_elts=1 align=dword
      .decl OFF v_type=G type=ud num_elts=1 align=dword
      .decl V v_type=G type=ud num_elts=1 align=dword
      .input K offset=36 size=4
      """;

  /** Each thread stores K + its x at cell x of BTI 0. */
  private static final String BODY =
      """
      shl (M1_NM, 1) OFF(0,0)<1> %thread_x(0,0)<0;1,0> 0x2:ud
      add (M1_NM, 1) V(0,0)<1> K(0,0)<0;1,0> %thread_x(0,0)<0;1,0>
      lsc_store.ugm.wb.wb (M1_NM, 1) bti(0x0)[OFF]:a32 V:d32
      """;

  @Test
  void inputsHoldThePayloadFromItsOffset() {
    MachineProgram p = VisaText.kernel(DECLS, BODY);
    GlobalMemory memory = new GlobalMemory();
    long base = memory.allocate(16, 64);
    BufferSurface cells = new BufferSurface("BTI 0", memory, base, 16, null);
    ThreadEnvironment env =
        new ThreadEnvironment() {
          @Override
          public AddressSpace surface(long bti) {
            return cells;
          }
        };
    byte[] payload = {0, 0, 0, 0, 100, 0, 0, 0};
    new MediaDispatcher(p, 1, 1000, payload, 32).run(4, 1, DependencyPattern.NONE, env, 1);
    for (int x = 0; x < 4; x++) {
      assertEquals(100 + x, memory.readInt(base + 4L * x));
    }
    new MediaDispatcher(p, 1, 1000).run(4, 1, DependencyPattern.NONE, env, 1);
    assertEquals(3, memory.readInt(base + 12), "without a payload the input is 0");
  }

  @Test
  void aNegativePayloadOffsetIsRefused() {
    MachineProgram p = VisaText.kernel(DECLS, BODY);
    assertThrows(
        IllegalArgumentException.class, () -> new MediaDispatcher(p, 1, 10, new byte[4], -1));
  }
}
