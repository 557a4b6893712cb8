package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.dst;
import static jvisa.asm.syntax.Ops.f;
import static jvisa.asm.syntax.Ops.src;
import static jvisa.asm.syntax.Syntax.extension;
import static jvisa.asm.syntax.Syntax.one;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.SrcModifier;
import org.junit.jupiter.api.Test;

/** The extended-math instructions. */
class MathSyntaxTest {
  @Test
  void oneSourceMath() {
    for (Opcode op :
        new Opcode[] {
          Opcode.INV,
          Opcode.LOG,
          Opcode.EXP,
          Opcode.SQRT,
          Opcode.RSQRT,
          Opcode.SIN,
          Opcode.COS,
          Opcode.SQRTM
        }) {
      expect(one("(!P1) " + op.mnemonic() + ".sat (M1, 16) VF(0,0)<1> (abs)VF(2,0)<1;1,0>"))
          .opcode(op, op.mnemonic())
          .pred("P1", true, PredControl.NONE)
          .sat()
          .operands(dst("VF", 0, 0, 1), src(SrcModifier.ABS, "VF", 2, 0, 1, 1, 0));
    }
    expect(one("inv (M1, 8) VDF(0,0)<1> VDF(2,0)<1;1,0>"))
        .operands(dst("VDF", 0, 0, 1), src("VDF", 2, 0, 1, 1, 0));
  }

  @Test
  void inverseTrigonometry() {
    // GenX_IR 1.0.12504 lexes asin/acos/atan but has no opcode for them ("Invalid OpCode")
    for (Opcode op : new Opcode[] {Opcode.ASIN, Opcode.ACOS, Opcode.ATAN}) {
      expect(extension("(P1) " + op.mnemonic() + ".sat (M1, 16) VF(0,0)<1> (-)VF(2,0)<1;1,0>"))
          .opcode(op, op.mnemonic())
          .pred("P1", false, PredControl.NONE)
          .sat()
          .operands(dst("VF", 0, 0, 1), src(SrcModifier.NEG, "VF", 2, 0, 1, 1, 0));
    }
  }

  @Test
  void twoSourceMath() {
    for (Opcode op : new Opcode[] {Opcode.DIV, Opcode.POW, Opcode.DIVM}) {
      expect(one(op.mnemonic() + ".sat (M1, 16) VF(0,0)<1> VF(2,0)<1;1,0> 2.0:f"))
          .opcode(op)
          .sat()
          .operands(dst("VF", 0, 0, 1), src("VF", 2, 0, 1, 1, 0), f(2.0f));
    }
    expect(one("mod (M1, 16) VD(0,0)<1> VD(2,0)<1;1,0> VD(4,0)<1;1,0>"))
        .opcode(Opcode.MOD)
        .operands(dst("VD", 0, 0, 1), src("VD", 2, 0, 1, 1, 0), src("VD", 4, 0, 1, 1, 0));
  }
}
