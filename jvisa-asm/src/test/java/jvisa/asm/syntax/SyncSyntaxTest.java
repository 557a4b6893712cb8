package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Syntax.one;
import static jvisa.asm.syntax.Syntax.spelling;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/** Barriers, fences, wait and yield. */
class SyncSyntaxTest {
  @Test
  void barriers() {
    expect(one("barrier")).opcode(Opcode.BARRIER).noExec().suffixes().operands();
    expect(one("sbarrier.signal")).opcode(Opcode.SBARRIER).suffixes("signal").operands();
    expect(one("sbarrier.wait")).opcode(Opcode.SBARRIER).suffixes("wait").operands();
  }

  @Test
  void namedBarriers() {
    expect(one("nbarrier.signal VUD(0,0)<0;1,0> VUD(0,1)<0;1,0>"))
        .opcode(Opcode.NBARRIER, "nbarrier")
        .suffixes("signal")
        .operands(scalar("VUD", 0, 0), scalar("VUD", 0, 1));
    expect(one("nbarrier.wait 0x1:ud"))
        .opcode(Opcode.NBARRIER)
        .suffixes("wait")
        .operands(imm(Type.UD, 1));
    expect(spelling("nbarrier_wait 0x2:ud")).opcode(Opcode.NBARRIER, "nbarrier").suffixes("wait");
  }

  @Test
  void fencesWithCacheOptions() {
    expect(one("fence_global")).opcode(Opcode.FENCE_GLOBAL).suffixes().operands();
    expect(one("fence_global.EISCR")).opcode(Opcode.FENCE_GLOBAL).suffixes("EISCR");
    expect(one("fence_global.EL1")).suffixes("EL1");
    expect(one("fence_local")).opcode(Opcode.FENCE_LOCAL).suffixes();
    expect(one("fence_local.E")).opcode(Opcode.FENCE_LOCAL).suffixes("E");
    expect(one("fence_local.CR")).suffixes("CR");
    expect(one("fence_sw")).opcode(Opcode.FENCE_SW).suffixes().operands();
  }

  @Test
  void waitAndYield() {
    expect(one("wait VUW(0,0)<0;1,0>")).opcode(Opcode.WAIT).noExec().operands(scalar("VUW", 0, 0));
    expect(one("wait 0x0:ud")).opcode(Opcode.WAIT).operands(imm(Type.UD, 0));
    expect(one("yield")).opcode(Opcode.YIELD).operands();
  }
}
