package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.dst;
import static jvisa.asm.syntax.Ops.list;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.num;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Ops.str;
import static jvisa.asm.syntax.Syntax.lines;
import static jvisa.asm.syntax.Syntax.one;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Statement;
import org.junit.jupiter.api.Test;

/** Branches, subroutine and stack calls, returns, switch jumps, labels and function directives. */
class ControlFlowSyntaxTest {
  @Test
  void gotoAndJmpToLabels() {
    expect(one("(P1) goto (M1, 16) L0"))
        .opcode(Opcode.GOTO)
        .pred("P1", false, PredControl.NONE)
        .exec(16, 0, false)
        .operands(name("L0"));
    expect(one("jmp (M1, 1) L1")).opcode(Opcode.JMP).noPred().operands(name("L1"));
    expect(one("(!P2.any) jmp (M1_NM, 1) \"L2\"")).opcode(Opcode.JMP).operands(str("L2"));
  }

  @Test
  void subroutineCallsAndReturns() {
    expect(one("call (M1, 16) L2")).opcode(Opcode.CALL, "call").operands(name("L2"));
    expect(one("(P3) call (M1, 16) L2")).pred("P3", false, PredControl.NONE);
    expect(one("fccall (M1, 1) L0")).opcode(Opcode.CALL, "fccall").operands(name("L0"));
    expect(one("ret (M1, 16)")).opcode(Opcode.RET).operands();
    expect(one("(!P1) ret (M1, 16)")).opcode(Opcode.RET).pred("P1", true, PredControl.NONE);
  }

  @Test
  void stackCallsIndirectCallsFunctionAddressesAndReturns() {
    expect(one("fcall (M1, 16) callee 2 1"))
        .opcode(Opcode.FCALL)
        .exec(16, 0, false)
        .operands(name("callee"), num(2), num(1));
    expect(one("(P1) ifcall (M1, 16) VUQ(0,0)<0;1,0> 3 2"))
        .opcode(Opcode.IFCALL)
        .operands(scalar("VUQ", 0, 0), num(3), num(2));
    expect(one("faddr callee VUQ(0,0)<1>"))
        .opcode(Opcode.FADDR)
        .noExec()
        .operands(name("callee"), dst("VUQ", 0, 0, 1));
    expect(one("faddr \"callee.1\" VUQ(0,0)<1>")).operands(str("callee.1"), dst("VUQ", 0, 0, 1));
    expect(one("fret (M1, 16)")).opcode(Opcode.FRET).operands();
  }

  @Test
  void switchjmpLabelListsWithAndWithoutCommas() {
    expect(one("switchjmp (M1, 1) VUD(0,0)<0;1,0> (L0, L1, L2)"))
        .opcode(Opcode.SWITCHJMP)
        .operands(scalar("VUD", 0, 0), list(name("L0"), name("L1"), name("L2")));
    expect(one("switchjmp (M1, 1) VUD(0,0)<0;1,0> (L2 L0)"))
        .operand(1, list(name("L2"), name("L0")));
  }

  @Test
  void labelsAndFunctionDirectives() {
    List<Statement> body =
        lines(".function \"_main_0\"", "_main_0:", "goto (M1, 1) _main_0", "L_end:");
    assertEquals(new FunctionStmt("_main_0", SourcePos.NONE), body.get(0));
    assertEquals(new LabelStmt("_main_0", SourcePos.NONE), body.get(1));
    expect((Instruction) body.get(2)).opcode(Opcode.GOTO).operands(name("_main_0"));
    assertEquals(new LabelStmt("L_end", SourcePos.NONE), body.get(3));
  }
}
