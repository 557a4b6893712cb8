package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.addr;
import static jvisa.asm.syntax.Ops.addrOf;
import static jvisa.asm.syntax.Ops.df;
import static jvisa.asm.syntax.Ops.dst;
import static jvisa.asm.syntax.Ops.f;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.indDst;
import static jvisa.asm.syntax.Ops.indSrc;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Ops.src;
import static jvisa.asm.syntax.Ops.state;
import static jvisa.asm.syntax.Syntax.one;
import static jvisa.asm.syntax.Syntax.spelling;
import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.asm.model.Immediate;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/**
 * Operand forms shared by all instructions: regions, immediates, indirect, address and raw
 * operands.
 */
class OperandSyntaxTest {
  private static Immediate movImmediate(String dstVar, String immediate) {
    return (Immediate) one("mov (M1, 1) " + dstVar + "(0,0)<1> " + immediate).operand(1);
  }

  @Test
  void integerImmediatesOfEveryTypeKeepTheBitsOfTheirSize() {
    assertEquals(imm(Type.UD, 0xffffffffL), movImmediate("VUD", "0xffffffff:ud"));
    assertEquals(imm(Type.D, 0xfffffffbL), movImmediate("VD", "-5:d"));
    assertEquals(imm(Type.D, 0x10), movImmediate("VD", "16:d"));
    assertEquals(imm(Type.UW, 0xffff), movImmediate("VUW", "0xffff:uw"));
    // types under 4 bytes keep the 32 bits of vISA's immediate field, as Intel's assembler does
    assertEquals(imm(Type.W, 0xffffffffL), movImmediate("VW", "-1:w"));
    assertEquals(imm(Type.W, 0xffff8000L), movImmediate("VW", "0xffff8000:w"));
    assertEquals(imm(Type.UB, 0xff), movImmediate("VUW", "0xff:ub"));
    assertEquals(imm(Type.B, 0xffffff80L), movImmediate("VW", "-128:b"));
    assertEquals(imm(Type.B, 0x80), movImmediate("VW", "0x80:b"));
    assertEquals(imm(Type.Q, 0xfffffffffffffffeL), movImmediate("VQ", "-2:q"));
    assertEquals(imm(Type.UQ, 0x123456789abcdef0L), movImmediate("VUQ", "0x123456789abcdef0:uq"));
    assertEquals(imm(Type.UD, 7), movImmediate("VUD", "(3 + 2*2):ud"));
    assertEquals(imm(Type.UD, 0xfffffffeL), movImmediate("VUD", "~1:ud"));
    assertEquals(imm(Type.UD, 5), movImmediate("VUD", "0x5:UD"));
  }

  @Test
  void floatImmediatesAsDecimalsAsBitsAndNegated() {
    assertEquals(f(1.5f), movImmediate("VF", "1.5:f"));
    assertEquals(f(-1.5f), movImmediate("VF", "-1.5:f"));
    assertEquals(f(250f), movImmediate("VF", "2.5e+2:f"));
    assertEquals(f(1.0f), movImmediate("VF", "0x3f800000:f"));
    // a minus in front of a literal negates the float, as in Intel's assembler
    assertEquals(f(-1.0f), movImmediate("VF", "-0x3f800000:f"));
    assertEquals(imm(Type.F, 1), movImmediate("VF", "1:f"));
    assertEquals(df(2.5), movImmediate("VDF", "2.5:df"));
    assertEquals(df(-2.5), movImmediate("VDF", "-2.5:df"));
    assertEquals(df(0.0015), movImmediate("VDF", "1.5e-3:df"));
    assertEquals(df(2.0), movImmediate("VDF", "0x4000000000000000:df"));
    assertEquals(imm(Type.HF, 0x3c00), movImmediate("VHF", "0x3c00:hf"));
    // an untyped decimal is an f immediate (jvisa's reading; it prints with its type)
    assertEquals(f(0.25f), spelling("mov (M1, 1) VF(0,0)<1> 0.25").operand(1));
  }

  @Test
  void packedVectorImmediates() {
    assertEquals(imm(Type.V, 0x76543210L), movImmediate("VW", "0x76543210:v"));
    assertEquals(imm(Type.UV, 0xfedcba98L), movImmediate("VUW", "0xfedcba98:uv"));
    assertEquals(imm(Type.VF, 0x30384048L), movImmediate("VF", "0x30384048:vf"));
  }

  @Test
  void sourceRegionsWithExpressionsInOffsetsAndStrides() {
    expect(one("mov (M1, 8) VF(0,0)<1> VF(1+1, 8/2)<2*4;8,1>"))
        .operands(dst("VF", 0, 0, 1), src("VF", 2, 4, 8, 8, 1));
    expect(one("mov (M1, 8) VF(0,0)<1> VF(%sizeof VF / 32 - 15, 0)<16;8,2>"))
        .operand(1, src("VF", 1, 0, 16, 8, 2));
    expect(one("mov (M1, 8) VF(0,0)<2> VF(0,1)<0;1,0>"))
        .operands(dst("VF", 0, 0, 2), scalar("VF", 0, 1));
    expect(one("mov (M1, 8) VF<1> VF(2,0)<4;2,2>"))
        .operands(dst("VF", 1), src("VF", 2, 0, 4, 2, 2));
  }

  @Test
  void sourceModifiers() {
    expect(one("add (M1, 8) VF(0,0)<1> (-)VF(1,0)<8;8,1> (abs)VF(2,0)<8;8,1>"))
        .operands(
            dst("VF", 0, 0, 1),
            src(SrcModifier.NEG, "VF", 1, 0, 8, 8, 1),
            src(SrcModifier.ABS, "VF", 2, 0, 8, 8, 1));
    expect(one("add (M1, 8) VF(0,0)<1> (-abs)VF(1,0)<8;8,1> VF(2,0)<8;8,1>"))
        .operand(1, src(SrcModifier.NEG_ABS, "VF", 1, 0, 8, 8, 1));
    expect(one("and (M1, 8) VUD(0,0)<1> (~)VUD(1,0)<8;8,1> VUD(2,0)<8;8,1>"))
        .operand(1, src(SrcModifier.NOT, "VUD", 1, 0, 8, 8, 1));
  }

  @Test
  void indirectOperandsInTheirThreeSourceRegionFormsAndAsDestination() {
    expect(one("mov (M1, 8) VF(0,0)<1> r[A0(0),0]<8;8,1>:f"))
        .operand(1, indSrc(SrcModifier.NONE, "A0", 0, 0, 8, 8, 1, Type.F));
    expect(one("mov (M1, 8) VD(0,0)<1> r[A0(1),16]<4,1>:d"))
        .operand(1, indSrc(SrcModifier.NONE, "A0", 1, 16, -1, 4, 1, Type.D));
    expect(one("mov (M1, 8) VF(0,0)<1> (-)r[A0(2),-4]<1>:f"))
        .operand(1, indSrc(SrcModifier.NEG, "A0", 2, -4, -1, -1, 1, Type.F));
    expect(one("mov (M1, 8) VF(0,0)<1> (abs)r[A0(3)]<0;1,0>:f"))
        .operand(1, indSrc(SrcModifier.ABS, "A0", 3, 0, 0, 1, 0, Type.F));
    expect(one("mov (M1, 8) r[A0(0),64]<1>:ud VUD(0,0)<1;1,0>"))
        .operands(indDst("A0", 0, 64, 1, Type.UD), src("VUD", 0, 0, 1, 1, 0));
    expect(one("add (M1, 8) r[A0(0),0]<2>:w r[A0(1),0]<1>:w r[A0(2),32]<8,1>:w"))
        .operands(
            indDst("A0", 0, 0, 2, Type.W),
            indSrc(SrcModifier.NONE, "A0", 1, 0, -1, -1, 1, Type.W),
            indSrc(SrcModifier.NONE, "A0", 2, 32, -1, 8, 1, Type.W));
  }

  @Test
  void addressOperandsAndAddressOf() {
    expect(one("addr_add (M1_NM, 1) A0(0)<1> &VF[16] 0x0:uw"))
        .opcode(Opcode.ADDR_ADD)
        .operands(addr("A0", 0, 1), addrOf("VF", 16), imm(Type.UW, 0));
    expect(one("addr_add (M1_NM, 4) A0(0)<4> A0(4)<4> VUW(0,0)<1;1,0>"))
        .operands(addr("A0", 0, 4), addr("A0", 4, 4), src("VUW", 0, 0, 1, 1, 0));
    expect(one("mov (M1_NM, 1) A0(0)<1> &VD")).operands(addr("A0", 0, 1), addrOf("VD", 0));
    // the spec's &V+offset form; Intel's assembler reads only &V[offset], which is what jvisa
    // prints
    expect(spelling("addr_add (M1_NM, 1) A0(0)<1> &VF+16 0x0:uw")).operand(1, addrOf("VF", 16));
    // a negative immediate after &V is the next operand, not an offset
    expect(one("addr_add (M1_NM, 1) A0(0)<1> &VF -16:w"))
        .operands(addr("A0", 0, 1), addrOf("VF", 0), imm(Type.W, 0xfffffff0L));
  }

  @Test
  void rawOperandsWithOffsetsExpressionsAndNull() {
    expect(one("oword_ld (4) T6 0x0:ud VD.0")).operands(name("T6"), imm(Type.UD, 0), raw("VD", 0));
    expect(one("oword_ld (4) T6 0x10:ud VD.(%sizeof VF / 2)")).operand(2, raw("VD", 256));
    expect(one("svm_block_st (2) VUQ(0,0)<0;1,0> VD.64")).operand(1, raw("VD", 64));
    expect(one("svm_atomic.inc (M1, 8) VUQ.0 %null.0 %null.0 VUD.0"))
        .operands(raw("VUQ", 0), raw("%null", 0), raw("%null", 0), raw("VUD", 0));
  }

  @Test
  void stateAndPredicateOperands() {
    expect(one("movs (M1_NM, 1) T7(0) T6(0)"))
        .opcode(Opcode.MOVS)
        .operands(state("T7", 0), state("T6", 0));
    expect(one("mov (M1, 16) VUW(0,0)<1> P1")).operands(dst("VUW", 0, 0, 1), name("P1"));
    expect(one("mov (M1, 8) %null(0,0)<1> VD(0,0)<8;8,1>")).operand(0, dst("%null", 0, 0, 1));
  }
}
