package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.list;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.num;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Syntax.one;
import static jvisa.asm.syntax.Syntax.spelling;
import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Type;
import jvisa.asm.text.VisaPrinter;
import org.junit.jupiter.api.Test;

/** The legacy dataport messages: block, media, gather/scatter, typed and atomic. */
class MemorySyntaxTest {
  @Test
  void owordBlockLoadsAndStores() {
    expect(one("oword_ld (4) T6 VUD(0,0)<0;1,0> VD.0"))
        .opcode(Opcode.OWORD_LD)
        .execSize(4)
        .operands(name("T6"), scalar("VUD", 0, 0), raw("VD", 0));
    expect(one("oword_ld.mod (2) %slm 0x20:ud VD.32"))
        .suffixes("mod")
        .operands(name("%slm"), imm(Type.UD, 0x20), raw("VD", 32));
    expect(one("oword_ld_unaligned (8) T6 0x10:ud VD.0"))
        .opcode(Opcode.OWORD_LD_UNALIGNED)
        .execSize(8);
    expect(one("oword_st (1) T7 VUD(0,1)<0;1,0> VD.64"))
        .opcode(Opcode.OWORD_ST)
        .execSize(1)
        .operands(name("T7"), scalar("VUD", 0, 1), raw("VD", 64));
  }

  @Test
  void mediaBlockWithAndWithoutPlane() {
    expect(one("media_ld.nomod (16, 4) T6 0 0x0:ud 0x4:ud VD.0"))
        .opcode(Opcode.MEDIA_LD)
        .suffixes("nomod")
        .noExec()
        .operands(
            list(num(16), num(4)),
            name("T6"),
            num(0),
            imm(Type.UD, 0),
            imm(Type.UD, 4),
            raw("VD", 0));
    expect(one("media_ld.top_mod (8, 8) T6 VUD(0,0)<0;1,0> VUD(0,1)<0;1,0> VD.0"))
        .suffixes("top_mod")
        .operands(
            list(num(8), num(8)),
            name("T6"),
            scalar("VUD", 0, 0),
            scalar("VUD", 0, 1),
            raw("VD", 0));
    expect(one("media_st.nomod (32, 2) T7 1 0x0:ud 0x0:ud VD.0"))
        .opcode(Opcode.MEDIA_ST)
        .operands(
            list(num(32), num(2)),
            name("T7"),
            num(1),
            imm(Type.UD, 0),
            imm(Type.UD, 0),
            raw("VD", 0));
  }

  @Test
  void gatherAndScatterWithModifierAfterTheExecutionSize() {
    expect(one("gather.4 (M1, 16) T6 0x0:ud VUD.0 VD.0"))
        .opcode(Opcode.GATHER)
        .suffixes("4")
        .exec(16, 0, false)
        .operands(name("T6"), imm(Type.UD, 0), raw("VUD", 0), raw("VD", 0));
    expect(one("gather.1 (M1, 8).mod T6 0x0:ud VUD.0 VD.0")).suffixes("1", "mod").exec(8, 0, false);
    assertEquals(
        "gather.1 (M1, 8).mod T6 0x0:ud VUD.0 VD.0",
        VisaPrinter.instruction(spelling("gather.1.mod (M1, 8) T6 0x0:ud VUD.0 VD.0")));
    expect(one("scatter.2 (M1, 16) T7 VUD(0,0)<0;1,0> VUD.0 VW.0"))
        .opcode(Opcode.SCATTER)
        .suffixes("2")
        .operands(name("T7"), scalar("VUD", 0, 0), raw("VUD", 0), raw("VW", 0));
  }

  @Test
  void scaledGatherAndScatter() {
    expect(one("(P1) gather_scaled.1 (M1, 16) T6 0x0:ud VUD.0 VD.0"))
        .opcode(Opcode.GATHER_SCALED)
        .pred("P1", false, PredControl.NONE)
        .suffixes("1")
        .operands(name("T6"), imm(Type.UD, 0), raw("VUD", 0), raw("VD", 0));
    expect(one("scatter_scaled.4 (M1_NM, 1) %slm 0x0:ud VUD.0 VD.0"))
        .opcode(Opcode.SCATTER_SCALED)
        .suffixes("4");
    expect(one("gather4_scaled.RGBA (M1, 16) T6 0x0:ud VUD.0 VD.0"))
        .opcode(Opcode.GATHER4_SCALED)
        .suffixes("RGBA")
        .operands(name("T6"), imm(Type.UD, 0), raw("VUD", 0), raw("VD", 0));
    expect(one("(!P2) scatter4_scaled.RG (M1, 16) %slm 0x40:ud VUD.0 VD.0"))
        .opcode(Opcode.SCATTER4_SCALED)
        .suffixes("RG")
        .operand(1, imm(Type.UD, 0x40));
  }

  @Test
  void typedGatherAndScatter() {
    expect(one("(P1) gather4_typed.RGBA (M1, 8) T6 VUD.0 VUD.32 %null.0 %null.0 VD.0"))
        .opcode(Opcode.GATHER4_TYPED)
        .suffixes("RGBA")
        .operands(
            name("T6"),
            raw("VUD", 0),
            raw("VUD", 32),
            raw("%null", 0),
            raw("%null", 0),
            raw("VD", 0));
    expect(one("scatter4_typed.BA (M1, 8) T6 VUD.0 VUD.32 VUD.64 %null.0 VD.0"))
        .opcode(Opcode.SCATTER4_TYPED)
        .suffixes("BA");
  }

  @Test
  void dwordAtomicsWithEveryOperationAnd16BitForm() {
    for (String op :
        new String[] {
          "add", "sub", "inc", "dec", "min", "max", "xchg", "cmpxchg", "and", "or", "xor",
          "minsint", "maxsint", "fmax", "fmin", "fcmpwr", "fadd", "fsub"
        }) {
      expect(one("dword_atomic." + op + " (M1, 16) T6 VUD.0 VD.0 VD.64 VD.128"))
          .opcode(Opcode.DWORD_ATOMIC)
          .suffixes(op)
          .operands(name("T6"), raw("VUD", 0), raw("VD", 0), raw("VD", 64), raw("VD", 128));
    }
    expect(one("(P1) dword_atomic.inc.16 (M1, 16) %slm VUD.0 %null.0 %null.0 VW.0"))
        .suffixes("inc", "16");
  }

  @Test
  void typedAtomics() {
    expect(one("typed_atomic.add (M1, 8) T6 VUD.0 %null.0 %null.0 %null.0 VD.0 %null.0 VD.64"))
        .opcode(Opcode.TYPED_ATOMIC)
        .suffixes("add")
        .operands(
            name("T6"),
            raw("VUD", 0),
            raw("%null", 0),
            raw("%null", 0),
            raw("%null", 0),
            raw("VD", 0),
            raw("%null", 0),
            raw("VD", 64));
    expect(one("typed_atomic.cmpxchg.16 (M1, 8) T6 VUD.0 VUD.32 %null.0 %null.0 VW.0 VW.32 VW.64"))
        .suffixes("cmpxchg", "16");
  }

  @Test
  void qwordGatherAndScatter() {
    expect(one("qw_gather.1 (M1, 8) T6 VUD.0 VQ.0"))
        .opcode(Opcode.QW_GATHER)
        .suffixes("1")
        .operands(name("T6"), raw("VUD", 0), raw("VQ", 0));
    expect(one("(P2) qw_scatter.4 (M1, 8) T7 VUD.0 VQ.0")).opcode(Opcode.QW_SCATTER).suffixes("4");
  }

  @Test
  void svmSpecSpellingsBecomeIntelsMnemonics() {
    expect(spelling("svm_gather4_scaled.R (M1, 16) 0x0:uq VUQ.0 VD.0"))
        .opcode(Opcode.SVM_GATHER4_SCALED, "svm_gather4scaled");
    expect(spelling("svm_scatter4_scaled.RGBA (M1, 16) 0x0:uq VUQ.0 VD.0"))
        .opcode(Opcode.SVM_SCATTER4_SCALED, "svm_scatter4scaled");
  }
}
