package jvisa.machine.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jvisa.machine.core.Grf;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadEnvironment;
import org.junit.jupiter.api.Test;

/** The hardware thread ID reaches a kernel both as %hw_id and through IGC's decoding of %sr0. */
class HardwareThreadIdsTest {
  // the instructions IGC emits for XeHPG to turn %sr0 into the private-memory slice index
  private static final String DECODE =
      """
      and (M1_NM, 1) ID(0,0)<1> %sr0(0,0)<0;1,0> 0x3fff:d
      and (M1_NM, 1) LO(0,0)<1> ID(0,0)<0;1,0> 0x3f:d
      asr (M1_NM, 1) HI(0,0)<1> ID(0,0)<0;1,0> 0x1:d
      and (M1_NM, 1) HI(0,0)<1> HI(0,0)<0;1,0> 0xffffffc0:d
      or (M1_NM, 1) ID(0,0)<1> LO(0,0)<0;1,0> HI(0,0)<0;1,0>
      and (M1_NM, 1) LO(0,0)<1> ID(0,0)<0;1,0> 0x7:d
      asr (M1_NM, 1) HI(0,0)<1> ID(0,0)<0;1,0> 0x1:d
      and (M1_NM, 1) HI(0,0)<1> HI(0,0)<0;1,0> 0xfffffff8:d
      or (M1_NM, 1) ID(0,0)<1> LO(0,0)<0;1,0> HI(0,0)<0;1,0>
      mov (M1_NM, 1) HW(0,0)<1> %hw_id(0,0)<0;1,0>
      mov (M1_NM, 1) MASK(0,0)<1> %sr0(0,2)<0;1,0>
      """;
  private static final String DECLS =
      """
      .decl ID v_type=G type=d num_elts=1 align=dword
      .decl LO v_type=G type=d num_elts=1 align=dword
      .decl HI v_type=G type=d num_elts=1 align=dword
      .decl HW v_type=G type=ud num_elts=1 align=dword
      .decl MASK v_type=G type=ud num_elts=1 align=dword
      """;

  @Test
  void igcDecodesEveryIdFromTheStateRegister() {
    MachineProgram p = VisaText.kernel(DECLS, DECODE);
    for (int id = 0; id < HardwareThreadIds.MAX_IDS; id += id < 300 ? 1 : 37) {
      HwThread t = p.newThread("t", 0xff, 1000, 8, ThreadEnvironment.NONE);
      HardwareThreadIds.write(t.kernelRegisters(), p.kernelLayout(), id, 0xff);
      assertEquals(HwThread.Status.FINISHED, t.run());
      assertEquals(id, read(p, t, "ID"), "decoded from %sr0");
      assertEquals(id, read(p, t, "HW"), "%hw_id");
      assertEquals(0xff, read(p, t, "MASK"), "%sr0.2 holds the dispatch mask");
    }
  }

  @Test
  void idsOutsideTheDecodableRangeAreRejected() {
    assertThrows(
        IllegalArgumentException.class,
        () -> HardwareThreadIds.stateRegisterOf(HardwareThreadIds.MAX_IDS));
    assertThrows(IllegalArgumentException.class, () -> HardwareThreadIds.stateRegisterOf(-1));
  }

  private static int read(MachineProgram p, HwThread t, String var) {
    return Grf.i32(t.kernelRegisters(), p.kernelLayout().offsetOf(var));
  }
}
