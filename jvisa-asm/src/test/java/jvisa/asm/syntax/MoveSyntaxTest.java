package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.dst;
import static jvisa.asm.syntax.Ops.f;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Ops.src;
import static jvisa.asm.syntax.Ops.state;
import static jvisa.asm.syntax.Syntax.one;
import static jvisa.asm.syntax.Syntax.spelling;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/** Moves, selects, min/max, compares and predicate set-up. */
class MoveSyntaxTest {
  @Test
  void movWithConversionAndSaturation() {
    expect(one("(P1) mov.sat (M1, 16) VUB(0,0)<1> VF(2,0)<1;1,0>"))
        .opcode(Opcode.MOV)
        .pred("P1", false, PredControl.NONE)
        .sat()
        .operands(dst("VUB", 0, 0, 1), src("VF", 2, 0, 1, 1, 0));
  }

  @Test
  void movsBetweenStateAndGeneralVariables() {
    expect(one("movs (M1_NM, 1) T7(0) T6(0)"))
        .opcode(Opcode.MOVS)
        .operands(state("T7", 0), state("T6", 0));
    expect(one("movs (M1_NM, 1) VUD(0,0)<1> S0(0)")).operands(dst("VUD", 0, 0, 1), state("S0", 0));
    expect(one("movs (M1_NM, 1) T6(0) VUD(0,0)<0;1,0>"))
        .operands(state("T6", 0), scalar("VUD", 0, 0));
  }

  @Test
  void selectMinMax() {
    expect(one("(!P2) sel.sat (M1, 16) VF(0,0)<1> VF(2,0)<1;1,0> 0x0:f"))
        .opcode(Opcode.SEL)
        .pred("P2", true, PredControl.NONE)
        .sat()
        .operands(dst("VF", 0, 0, 1), src("VF", 2, 0, 1, 1, 0), f(0));
    expect(one("min (M1, 16) VD(0,0)<1> VD(2,0)<1;1,0> 0x7:d"))
        .opcode(Opcode.MIN)
        .operands(dst("VD", 0, 0, 1), src("VD", 2, 0, 1, 1, 0), imm(Type.D, 7));
    expect(one("max.sat (M1, 16) VF(0,0)<1> VF(2,0)<1;1,0> VF(4,0)<0;1,0>"))
        .opcode(Opcode.MAX)
        .sat()
        .operands(dst("VF", 0, 0, 1), src("VF", 2, 0, 1, 1, 0), scalar("VF", 4, 0));
  }

  @Test
  void setpFromGeneralAndImmediateSources() {
    expect(one("setp (M1_NM, 16) P1 VUW(0,0)<0;1,0>"))
        .opcode(Opcode.SETP)
        .exec(16, 0, true)
        .operands(name("P1"), scalar("VUW", 0, 0));
    expect(one("setp (M1_NM, 32) P2 0xffffffff:ud"))
        .operands(name("P2"), imm(Type.UD, 0xffffffffL));
  }

  @Test
  void cmpWithEveryRelationIntoPredicatesAndIntoGeneralVariables() {
    for (String rel : new String[] {"eq", "ne", "gt", "ge", "lt", "le"}) {
      expect(one("cmp." + rel + " (M1, 16) P1 VD(0,0)<1;1,0> VD(2,0)<1;1,0>"))
          .opcode(Opcode.CMP)
          .suffixes(rel)
          .operands(name("P1"), src("VD", 0, 0, 1, 1, 0), src("VD", 2, 0, 1, 1, 0));
    }
    // the spec also allows capitals, which GenX_IR refuses ("Invalid Data Type"): kept in lower
    // case
    expect(spelling("cmp.GE (M1, 16) P2 VF(0,0)<1;1,0> 0x0:f")).suffixes("ge");
    expect(one("cmp.ne (M1, 16) VUW(0,0)<1> VUW(2,0)<1;1,0> 0x0:uw"))
        .operands(dst("VUW", 0, 0, 1), src("VUW", 2, 0, 1, 1, 0), imm(Type.UW, 0));
  }
}
