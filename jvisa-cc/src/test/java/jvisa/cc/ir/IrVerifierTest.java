package jvisa.cc.ir;

import static jvisa.cc.ir.Build.br;
import static jvisa.cc.ir.Build.condbr;
import static jvisa.cc.ir.Build.i32;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.phi;
import static jvisa.cc.ir.Build.ret;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class IrVerifierTest {
  private static String only(List<String> problems) {
    assertEquals(1, problems.size(), problems.toString());
    return problems.get(0);
  }

  @Test
  void wellFormedFunctionHasNoProblems() {
    Function f = kernel(Type.I32);
    Block b = f.addBlock("entry");
    op(b, Op.IADD, Type.I32, f.arguments().get(0), i32(1));
    ret(b);
    assertTrue(IrVerifier.verify(f).isEmpty());
  }

  @Test
  void blockWithoutTerminator() {
    Function f = kernel();
    f.addBlock("entry");
    assertTrue(only(IrVerifier.verify(f)).contains("does not end with a terminator"));
  }

  @Test
  void operandTypesMustMatch() {
    Function f = kernel(Type.I64);
    Block b = f.addBlock("entry");
    op(b, Op.IADD, Type.I32, f.arguments().get(0), i32(1));
    ret(b);
    assertTrue(only(IrVerifier.verify(f)).contains("operand types differ"));
  }

  @Test
  void useMustBeDominatedByDefinition() {
    Function f = kernel(Type.I1);
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block right = f.addBlock("right");
    Block join = f.addBlock("join");
    condbr(entry, f.arguments().get(0), left, right);
    Instr x = op(left, Op.IADD, Type.I32, i32(1), i32(2));
    br(left, join);
    br(right, join);
    op(join, Op.IMUL, Type.I32, x, i32(3));
    ret(join);
    assertTrue(only(IrVerifier.verify(f)).contains("does not dominate"));
  }

  @Test
  void phiMustHaveOneValuePerPredecessor() {
    Function f = kernel(Type.I1);
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block join = f.addBlock("join");
    condbr(entry, f.arguments().get(0), left, join);
    br(left, join);
    Instr p = phi(join, Type.I32);
    p.addIncoming(i32(1), left);
    ret(join);
    assertTrue(only(IrVerifier.verify(f)).contains("differ from the predecessors"));
  }

  @Test
  void branchConditionMustBeBoolean() {
    Function f = kernel(Type.I32);
    Block entry = f.addBlock("entry");
    Block exit = f.addBlock("exit");
    condbr(entry, f.arguments().get(0), exit, exit);
    ret(exit);
    assertTrue(String.join("\n", IrVerifier.verify(f)).contains("branch condition is not i1"));
  }
}
