package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Syntax.one;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import org.junit.jupiter.api.Test;

/** Predicates, execution masks and sizes, and saturation, as every instruction writes them. */
class ExecutionControlSyntaxTest {
  @Test
  void everyMaskGroupWithAndWithoutNoMask() {
    for (int g = 0; g < 8; g++) {
      expect(one("mov (M" + (g + 1) + ", 4) VD(0,0)<1> VD(1,0)<1;1,0>")).exec(4, g, false);
      expect(one("mov (M" + (g + 1) + "_NM, 4) VD(0,0)<1> VD(1,0)<1;1,0>")).exec(4, g, true);
    }
    expect(one("mov (NoMask, 8) VD(0,0)<1> VD(1,0)<1;1,0>")).exec(8, 0, true);
  }

  @Test
  void everyExecutionSizeAndTheBareForm() {
    for (int size : new int[] {1, 2, 4, 8, 16, 32}) {
      expect(one("mov (M1, " + size + ") VD(0,0)<1> VD(1,0)<1;1,0>")).exec(size, 0, false);
    }
    expect(one("mov (16) VD(0,0)<1> VD(1,0)<1;1,0>")).execSize(16);
  }

  @Test
  void predicatesPlainNegatedAnyAndAll() {
    expect(one("(P1) mov (M1, 16) VD(0,0)<1> 0x0:d")).pred("P1", false, PredControl.NONE);
    expect(one("(!P2) mov (M1, 16) VD(0,0)<1> 0x0:d")).pred("P2", true, PredControl.NONE);
    expect(one("(P1.any) goto (M1, 16) L0")).opcode(Opcode.GOTO).pred("P1", false, PredControl.ANY);
    expect(one("(P3.all) jmp (M1, 1) L1")).opcode(Opcode.JMP).pred("P3", false, PredControl.ALL);
    expect(one("(!P1.any) goto (M1, 16) L0")).pred("P1", true, PredControl.ANY);
    expect(one("(!P2.all) mov (M1, 8) VD(0,0)<1> 0x1:d")).pred("P2", true, PredControl.ALL);
  }

  @Test
  void saturationAfterTheMnemonicAndAsTheSpecWritesItWithASpace() {
    expect(one("mov.sat (M1, 8) VF(0,0)<1> VF(1,0)<1;1,0>")).sat();
    expect(one("mov .sat (M1, 8) VF(0,0)<1> VF(1,0)<1;1,0>")).opcode(Opcode.MOV).sat().suffixes();
    expect(one("cmp.lt (M1, 8) P1 VF(0,0)<1;1,0> 0x0:f")).noSat().suffixes("lt");
  }
}
