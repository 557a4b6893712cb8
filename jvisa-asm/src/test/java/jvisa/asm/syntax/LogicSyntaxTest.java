package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.dst;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Ops.src;
import static jvisa.asm.syntax.Syntax.one;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/** Bitwise logic, shifts and bit manipulation, on general and on predicate operands. */
class LogicSyntaxTest {
  @Test
  void binaryLogicAndShiftsOnGeneralOperands() {
    for (Opcode op :
        new Opcode[] {
          Opcode.AND,
          Opcode.OR,
          Opcode.XOR,
          Opcode.SHL,
          Opcode.SHR,
          Opcode.ASR,
          Opcode.ROL,
          Opcode.ROR
        }) {
      expect(one("(P1) " + op.mnemonic() + " (M1, 16) VUD(0,0)<1> VUD(2,0)<1;1,0> 0x3:ud"))
          .opcode(op)
          .pred("P1", false, PredControl.NONE)
          .operands(dst("VUD", 0, 0, 1), src("VUD", 2, 0, 1, 1, 0), imm(Type.UD, 3));
    }
    expect(one("shl.sat (M1, 16) VD(0,0)<1> VD(2,0)<1;1,0> VD(4,0)<0;1,0>"))
        .opcode(Opcode.SHL)
        .sat()
        .operands(dst("VD", 0, 0, 1), src("VD", 2, 0, 1, 1, 0), scalar("VD", 4, 0));
  }

  @Test
  void logicOnPredicates() {
    expect(one("and (M1, 16) P1 P2 P3"))
        .opcode(Opcode.AND)
        .noPred()
        .operands(name("P1"), name("P2"), name("P3"));
    expect(one("or (M1, 32) P1 P2 P3"))
        .opcode(Opcode.OR)
        .operands(name("P1"), name("P2"), name("P3"));
    expect(one("xor (M1, 16) P3 P1 P2"))
        .opcode(Opcode.XOR)
        .operands(name("P3"), name("P1"), name("P2"));
    expect(one("not (M1, 16) P1 P2")).opcode(Opcode.NOT).operands(name("P1"), name("P2"));
  }

  @Test
  void unaryBitOperations() {
    for (Opcode op : new Opcode[] {Opcode.NOT, Opcode.CBIT, Opcode.FBH, Opcode.FBL, Opcode.BFREV}) {
      expect(one(op.mnemonic() + " (M1, 16) VUD(0,0)<1> (~)VUD(2,0)<1;1,0>"))
          .opcode(op)
          .operands(dst("VUD", 0, 0, 1), src(SrcModifier.NOT, "VUD", 2, 0, 1, 1, 0));
    }
    expect(one("fbh (M1, 16) VUD(0,0)<1> VD(2,0)<1;1,0>")).operand(1, src("VD", 2, 0, 1, 1, 0));
  }

  @Test
  void bitfieldExtractInsertAndBooleanFunction() {
    expect(one("bfe (M1, 16) VUD(0,0)<1> 0x8:ud 0x4:ud VUD(2,0)<1;1,0>"))
        .opcode(Opcode.BFE)
        .operands(dst("VUD", 0, 0, 1), imm(Type.UD, 8), imm(Type.UD, 4), src("VUD", 2, 0, 1, 1, 0));
    expect(one("bfi (M1, 16) VUD(0,0)<1> 0x8:ud 0x4:ud VUD(2,0)<1;1,0> VUD(4,0)<1;1,0>"))
        .opcode(Opcode.BFI)
        .operands(
            dst("VUD", 0, 0, 1),
            imm(Type.UD, 8),
            imm(Type.UD, 4),
            src("VUD", 2, 0, 1, 1, 0),
            src("VUD", 4, 0, 1, 1, 0));
    expect(one("bfn.xd8 (M1, 16) VUD(0,0)<1> VUD(2,0)<1;1,0> VUD(4,0)<1;1,0> 0xff:ud"))
        .opcode(Opcode.BFN, "bfn")
        .suffixes("xd8")
        .operands(
            dst("VUD", 0, 0, 1),
            src("VUD", 2, 0, 1, 1, 0),
            src("VUD", 4, 0, 1, 1, 0),
            imm(Type.UD, 0xff));
    expect(
            one(
                "(P2) bfn.x96.sat (M1, 8) VUW(0,0)<1> VUW(2,0)<1;1,0> VUW(3,0)<1;1,0> VUW(4,0)<1;1,0>"))
        .suffixes("x96")
        .sat();
  }
}
