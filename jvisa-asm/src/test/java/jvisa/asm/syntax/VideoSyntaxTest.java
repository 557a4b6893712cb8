package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.f;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.list;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.num;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Syntax.extension;
import static jvisa.asm.syntax.Syntax.one;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/** Video: adaptive video scaling and motion estimation. */
class VideoSyntaxTest {
  @Test
  void avsWithOutputControlAndExecutionMode() {
    expect(
            one(
                "avs.RGBA S0 T6 0x0:f 0x0:f 0x3c800000:f 0x3c800000:f 0x0:f 0x0:uw 0x0:uw AVS_16_FULL 0x0:f"
                    + " AVS_16x4 0x0:ub VD.0"))
        .opcode(Opcode.AVS)
        .suffixes("RGBA")
        .noExec()
        .operands(
            name("S0"),
            name("T6"),
            f(0),
            f(0),
            imm(Type.F, 0x3c800000L),
            imm(Type.F, 0x3c800000L),
            f(0),
            imm(Type.UW, 0),
            imm(Type.UW, 0),
            name("AVS_16_FULL"),
            f(0),
            name("AVS_16x4"),
            imm(Type.UB, 0),
            raw("VD", 0));
    expect(
            one(
                "avs.R S0 T6 VF(0,0)<0;1,0> 0x0:f 0x0:f 0x0:f 0x0:f 0x0:uw 0x0:uw AVS_8_DOWN_SAMPLE 0x0:f"
                    + " AVS_16x8 0x0:ub VD.0"))
        .operand(2, scalar("VF", 0, 0))
        .operand(9, name("AVS_8_DOWN_SAMPLE"));
  }

  @Test
  void motionEstimation() {
    expect(one("vme_ime (0, 1) T6 VD.0 VD.32 VD.64 VD.96 VD.128 VD.160"))
        .opcode(Opcode.VME_IME)
        .noExec()
        .operands(
            list(num(0), num(1)),
            name("T6"),
            raw("VD", 0),
            raw("VD", 32),
            raw("VD", 64),
            raw("VD", 96),
            raw("VD", 128),
            raw("VD", 160));
    expect(one("vme_sic T6 VD.0 VD.32 VD.64"))
        .opcode(Opcode.VME_SIC)
        .operands(name("T6"), raw("VD", 0), raw("VD", 32), raw("VD", 64));
    expect(one("vme_fbr (0x0:ub, 0x1:ub, VUB(0,0)<0;1,0>) T6 VD.0 VD.32 VD.64"))
        .opcode(Opcode.VME_FBR)
        .operands(
            list(imm(Type.UB, 0), imm(Type.UB, 1), scalar("VUB", 0, 0)),
            name("T6"),
            raw("VD", 0),
            raw("VD", 32),
            raw("VD", 64));
    // the spec documents VME_IDM, GenX_IR 1.0.12504 has no text form for it
    expect(extension("vme_idm T6 VD.0 VD.32 VD.64"))
        .opcode(Opcode.VME_IDM)
        .operands(name("T6"), raw("VD", 0), raw("VD", 32), raw("VD", 64));
  }
}
