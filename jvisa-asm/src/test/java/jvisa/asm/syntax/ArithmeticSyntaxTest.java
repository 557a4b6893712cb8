package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.dst;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.noRegion;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Ops.src;
import static jvisa.asm.syntax.Syntax.extension;
import static jvisa.asm.syntax.Syntax.one;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/** The arithmetic instructions: one destination and one to three sources, or two destinations. */
class ArithmeticSyntaxTest {
  @Test
  void addWithPredicateSaturationModifiersAndImmediate() {
    expect(one("(P1) add.sat (M1, 16) VF(0,0)<1> (-)VF(2,0)<1;1,0> 0x3f800000:f"))
        .opcode(Opcode.ADD, "add")
        .pred("P1", false, PredControl.NONE)
        .sat()
        .exec(16, 0, false)
        .operands(
            dst("VF", 0, 0, 1),
            src(SrcModifier.NEG, "VF", 2, 0, 1, 1, 0),
            imm(Type.F, 0x3f800000L));
  }

  @Test
  void add3AndItsOverflowForm() {
    expect(one("add3 (M1, 16) VD(0,0)<1> VD(2,0)<1;1,0> (abs)VD(4,0)<1;1,0> 0x1:d"))
        .opcode(Opcode.ADD3)
        .noSat()
        .operands(
            dst("VD", 0, 0, 1),
            src("VD", 2, 0, 1, 1, 0),
            src(SrcModifier.ABS, "VD", 4, 0, 1, 1, 0),
            imm(Type.D, 1));
    expect(one("add3.o (M1, 16) VD(0,0)<1> VD(2,0)<1;1,0> VD(4,0)<1;1,0> VD(6,0)<1;1,0>"))
        .opcode(Opcode.ADD3)
        .suffixes("o");
  }

  @Test
  void addcAndSubbHaveTwoDestinations() {
    expect(one("addc (M1, 16) VUD(0,0)<1> VUD(2,0)<1> VUD(4,0)<1;1,0> 0xffffffff:ud"))
        .opcode(Opcode.ADDC)
        .operands(
            dst("VUD", 0, 0, 1),
            dst("VUD", 2, 0, 1),
            src("VUD", 4, 0, 1, 1, 0),
            imm(Type.UD, 0xffffffffL));
    expect(one("(!P2) subb (M5, 8) VUD(0,0)<1> VUD(1,0)<1> VUD(4,0)<8;8,1> VUD(6,0)<0;1,0>"))
        .opcode(Opcode.SUBB)
        .pred("P2", true, PredControl.NONE)
        .exec(8, 4, false)
        .operands(
            dst("VUD", 0, 0, 1),
            dst("VUD", 1, 0, 1),
            src("VUD", 4, 0, 8, 8, 1),
            scalar("VUD", 6, 0));
  }

  @Test
  void averageMultiplyAndMultiplyHigh() {
    expect(one("avg.sat (M1, 16) VW(0,0)<1> VW(2,0)<1;1,0> VW(3,0)<1;1,0>"))
        .opcode(Opcode.AVG)
        .sat()
        .operands(dst("VW", 0, 0, 1), src("VW", 2, 0, 1, 1, 0), src("VW", 3, 0, 1, 1, 0));
    expect(one("mul (M1, 16) VD(0,0)<1> VW(0,0)<1;1,0> 0xfffe:w"))
        .opcode(Opcode.MUL)
        .operands(dst("VD", 0, 0, 1), src("VW", 0, 0, 1, 1, 0), imm(Type.W, 0xfffe));
    expect(one("mulh (M1, 16) VUD(0,0)<1> VUD(2,0)<1;1,0> VUD(4,0)<1;1,0>"))
        .opcode(Opcode.MULH)
        .operands(dst("VUD", 0, 0, 1), src("VUD", 2, 0, 1, 1, 0), src("VUD", 4, 0, 1, 1, 0));
  }

  @Test
  void threeSourceMultiplyAdds() {
    expect(one("mad.sat (M1, 16) VF(0,0)<1> VF(2,0)<1;1,0> (-abs)VF(4,0)<1;1,0> 0x0:f"))
        .opcode(Opcode.MAD)
        .sat()
        .operands(
            dst("VF", 0, 0, 1),
            src("VF", 2, 0, 1, 1, 0),
            src(SrcModifier.NEG_ABS, "VF", 4, 0, 1, 1, 0),
            imm(Type.F, 0));
    expect(one("madw (M1, 8) VUD(0,0)<1> VUD(2,0)<1;1,0> VUD(3,0)<1;1,0> VUD(4,0)<1;1,0>"))
        .opcode(Opcode.MADW)
        .operands(
            dst("VUD", 0, 0, 1),
            src("VUD", 2, 0, 1, 1, 0),
            src("VUD", 3, 0, 1, 1, 0),
            src("VUD", 4, 0, 1, 1, 0));
    expect(one("lrp (M1, 8) VF(0,0)<1> VF(1,0)<8;8,1> VF(2,0)<8;8,1> VF(3,0)<8;8,1>"))
        .opcode(Opcode.LRP)
        .operands(
            dst("VF", 0, 0, 1),
            src("VF", 1, 0, 8, 8, 1),
            src("VF", 2, 0, 8, 8, 1),
            src("VF", 3, 0, 8, 8, 1));
    expect(one("dp4a (M1, 8) VD(0,0)<1> VD(1,0)<1;1,0> VUD(2,0)<1;1,0> VUD(3,0)<1;1,0>"))
        .opcode(Opcode.DP4A)
        .operands(
            dst("VD", 0, 0, 1),
            src("VD", 1, 0, 1, 1, 0),
            src("VUD", 2, 0, 1, 1, 0),
            src("VUD", 3, 0, 1, 1, 0));
  }

  @Test
  void sumsOfAbsoluteDifferences() {
    expect(one("sad2 (M1, 16) VW(0,0)<1> VB(0,0)<16;16,1> VB(1,0)<16;16,1>"))
        .opcode(Opcode.SAD2)
        .operands(dst("VW", 0, 0, 1), src("VB", 0, 0, 16, 16, 1), src("VB", 1, 0, 16, 16, 1));
    expect(
            one(
                "sad2add.sat (M1, 16) VUW(0,0)<1> VUB(0,0)<16;16,1> VUB(1,0)<16;16,1> VUW(2,0)<1;1,0>"))
        .opcode(Opcode.SAD2ADD)
        .sat()
        .operands(
            dst("VUW", 0, 0, 1),
            src("VUB", 0, 0, 16, 16, 1),
            src("VUB", 1, 0, 16, 16, 1),
            src("VUW", 2, 0, 1, 1, 0));
  }

  @Test
  void dotProductsLineAndPlane() {
    for (Opcode op : new Opcode[] {Opcode.DP2, Opcode.DP3, Opcode.DP4, Opcode.DPH}) {
      expect(one(op.mnemonic() + " (M1, 8) VF(0,0)<1> VF(1,0)<4;4,1> VF(2,0)<4;4,1>"))
          .opcode(op)
          .operands(dst("VF", 0, 0, 1), src("VF", 1, 0, 4, 4, 1), src("VF", 2, 0, 4, 4, 1));
    }
    expect(one("line (M1, 8) VF(0,0)<1> VF(1,0)<0;4,1> VF(2,0)<8;8,1>"))
        .opcode(Opcode.LINE)
        .operands(dst("VF", 0, 0, 1), src("VF", 1, 0, 0, 4, 1), src("VF", 2, 0, 8, 8, 1));
    expect(one("plane.sat (M1, 16) VF(0,0)<1> VF(1,0)<0;4,1> VF(2,0)<8;8,1>"))
        .opcode(Opcode.PLANE)
        .sat()
        .operands(dst("VF", 0, 0, 1), src("VF", 1, 0, 0, 4, 1), src("VF", 2, 0, 8, 8, 1));
  }

  @Test
  void oneSourceArithmetic() {
    for (Opcode op :
        new Opcode[] {Opcode.FRC, Opcode.RNDD, Opcode.RNDU, Opcode.RNDE, Opcode.RNDZ}) {
      expect(one(op.mnemonic() + ".sat (M1, 16) VF(0,0)<1> (-)VF(2,0)<1;1,0>"))
          .opcode(op)
          .sat()
          .operands(dst("VF", 0, 0, 1), src(SrcModifier.NEG, "VF", 2, 0, 1, 1, 0));
    }
    expect(one("lzd (M1, 16) VUD(0,0)<1> VUD(2,0)<1;1,0>"))
        .opcode(Opcode.LZD)
        .operands(dst("VUD", 0, 0, 1), src("VUD", 2, 0, 1, 1, 0));
  }

  @Test
  void conversionsAndStochasticRounding() {
    expect(one("fcvt (M1, 16) VUB(0,0)<1> VHF(0,0)<1;1,0>"))
        .opcode(Opcode.FCVT)
        .noPred()
        .operands(dst("VUB", 0, 0, 1), src("VHF", 0, 0, 1, 1, 0));
    expect(one("srnd (M1, 16) VHF(0,0)<1> VF(0,0)<1;1,0> VF(2,0)<1;1,0>"))
        .opcode(Opcode.SRND)
        .operands(dst("VHF", 0, 0, 1), src("VF", 0, 0, 1, 1, 0), src("VF", 2, 0, 1, 1, 0));
    // bf_cvt is in the vISA instruction table but GenX_IR 1.0.12504 has no text form for it
    expect(extension("bf_cvt (M1, 16) VBF(0,0)<1> VF(0,0)<1;1,0>"))
        .opcode(Opcode.BF_CVT)
        .operands(dst("VBF", 0, 0, 1), src("VF", 0, 0, 1, 1, 0));
  }

  @Test
  void dpasTakesPrecisionsDepthAndRepeatCountAsSuffixes() {
    expect(one("dpas.bf.bf.8.8 (M1, 8) VF.0 VF.512 VD.0 VD(4,0)"))
        .opcode(Opcode.DPAS, "dpas")
        .suffixes("bf", "bf", "8", "8")
        .exec(8, 0, false)
        .operands(raw("VF", 0), raw("VF", 512), raw("VD", 0), noRegion("VD", 4, 0));
    expect(one("dpas.s8.u4.8.1 (M1, 8) VD.0 %null.0 VD.256 VD(8,0)"))
        .suffixes("s8", "u4", "8", "1")
        .operands(raw("VD", 0), raw("%null", 0), raw("VD", 256), noRegion("VD", 8, 0));
    expect(one("dpas.tf32.tf32.8.2 (M1, 8) VF.0 VF.0 VD.0 VD(1,0)"))
        .suffixes("tf32", "tf32", "8", "2");
    expect(one("dpasw.hf.hf.8.4 (M1, 8) VF.0 VF.0 VD.0 VD(2,0)"))
        .opcode(Opcode.DPASW, "dpasw")
        .suffixes("hf", "hf", "8", "4");
  }
}
