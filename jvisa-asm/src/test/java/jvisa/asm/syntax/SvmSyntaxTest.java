package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Syntax.one;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/** Shared virtual memory (stateless 64-bit address) messages. */
class SvmSyntaxTest {
  @Test
  void blockLoadAndStoreCountOwords() {
    expect(one("svm_block_ld (8) VUQ(0,0)<0;1,0> VD.0"))
        .opcode(Opcode.SVM_BLOCK_LD)
        .execSize(8)
        .operands(scalar("VUQ", 0, 0), raw("VD", 0));
    expect(one("svm_block_st (2) VUQ(0,1)<0;1,0> VD.128"))
        .opcode(Opcode.SVM_BLOCK_ST)
        .execSize(2)
        .operands(scalar("VUQ", 0, 1), raw("VD", 128));
  }

  @Test
  void gatherAndScatterWithBlockSizeAndCount() {
    expect(one("svm_gather.4.2 (M1, 16) VUQ.0 VD.0"))
        .opcode(Opcode.SVM_GATHER)
        .suffixes("4", "2")
        .operands(raw("VUQ", 0), raw("VD", 0));
    expect(one("(P1) svm_scatter.8.1 (M1, 8) VUQ.0 VQ.0"))
        .opcode(Opcode.SVM_SCATTER)
        .pred("P1", false, PredControl.NONE)
        .suffixes("8", "1");
  }

  @Test
  void scaledGatherAndScatterWithChannels() {
    expect(one("svm_gather4scaled.RGBA (M1, 16) 0x0:uq VUQ.0 VD.0"))
        .opcode(Opcode.SVM_GATHER4_SCALED, "svm_gather4scaled")
        .suffixes("RGBA")
        .operands(imm(Type.UQ, 0), raw("VUQ", 0), raw("VD", 0));
    expect(one("svm_scatter4scaled.GA (M1, 8) 0x10:uq VUQ.0 VD.0"))
        .opcode(Opcode.SVM_SCATTER4_SCALED, "svm_scatter4scaled")
        .suffixes("GA");
  }

  @Test
  void atomicsWithBitWidths() {
    expect(one("svm_atomic.add (M1_NM, 1) VUQ.0 %null.0 VUD.0 %null.0"))
        .opcode(Opcode.SVM_ATOMIC)
        .suffixes("add")
        .exec(1, 0, true)
        .operands(raw("VUQ", 0), raw("%null", 0), raw("VUD", 0), raw("%null", 0));
    expect(one("svm_atomic.cmpxchg.64 (M1, 8) VUQ.0 VQ.0 VQ.64 VQ.128")).suffixes("cmpxchg", "64");
    expect(one("svm_atomic.fmax.16 (M1, 8) VUQ.0 VHF.0 VHF.32 %null.0")).suffixes("fmax", "16");
    expect(one("svm_atomic.inc.32 (M1, 8) VUQ.0 VUD.0 %null.0 %null.0")).suffixes("inc", "32");
  }
}
