package jvisa.cc.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.analysis.DominatorTree;

/**
 * Checks a function's IR: blocks end in exactly one terminator, phis come first and have one
 * incoming value per predecessor, operand and result types agree, every use is dominated by its
 * definition (SSA), and operands belong to the function.
 */
public final class IrVerifier {
  private final Function function;
  private final List<String> problems = new ArrayList<>();
  private final Map<Instr, Integer> position = new HashMap<>();

  private IrVerifier(Function function) {
    this.function = function;
  }

  /**
   * The problems of every function, each prefixed by its function; empty when the module is well
   * formed.
   */
  public static List<String> verify(Module module) {
    List<String> out = new ArrayList<>();
    for (Function f : module.functions()) {
      out.addAll(verify(f));
    }
    return out;
  }

  public static List<String> verify(Function f) {
    IrVerifier v = new IrVerifier(f);
    v.run();
    return v.problems;
  }

  private void problem(Instr at, String what) {
    f(at == null ? what : at.block().name() + ": " + IrPrinter.instruction(at) + ": " + what);
  }

  private void f(String what) {
    problems.add(function.name() + ": " + what);
  }

  private void run() {
    if (function.isDeclaration()) {
      return;
    }
    function.numberValues();
    function.rebuildCfg();
    for (Block b : function.blocks()) {
      List<Instr> list = b.instructions();
      for (int i = 0; i < list.size(); i++) {
        position.put(list.get(i), i);
      }
    }
    DominatorTree dom = DominatorTree.dominators(function);
    for (Block b : function.blocks()) {
      checkShape(b);
      for (Instr i : b.instructions()) {
        if (i.block() != b) {
          problem(i, "its block link says " + i.block());
        }
        checkOperands(i, dom);
        checkTypes(i);
      }
    }
  }

  private void checkShape(Block b) {
    List<Instr> list = b.instructions();
    if (list.isEmpty() || b.terminator() == null) {
      f(b.name() + ": block does not end with a terminator");
    }
    boolean phis = true;
    for (int i = 0; i < list.size(); i++) {
      Instr ins = list.get(i);
      if (ins.op().isTerminator() && i != list.size() - 1) {
        problem(ins, "terminator before the end of its block");
      }
      if (ins.op() == Op.PHI && !phis) {
        problem(ins, "phi after a non-phi instruction");
      }
      phis &= ins.op() == Op.PHI;
      if (ins.op() == Op.PHI) {
        Set<Block> incoming = new HashSet<>(ins.targets());
        if (incoming.size() != ins.targets().size() || !incoming.equals(new HashSet<>(b.preds()))) {
          problem(
              ins,
              "incoming blocks " + ins.targets() + " differ from the predecessors " + b.preds());
        }
      }
    }
    for (Block t : b.terminator() == null ? List.<Block>of() : b.terminator().targets()) {
      if (t.function() != function || !function.blocks().contains(t)) {
        f(b.name() + ": branch to " + t.name() + ", not a block of this function");
      }
    }
  }

  private void checkOperands(Instr i, DominatorTree dom) {
    for (int k = 0; k < i.operands().size(); k++) {
      Value v = i.operand(k);
      if (v == null) {
        problem(i, "operand " + k + " missing");
      } else if (v instanceof Argument a) {
        if (!function.arguments().contains(a)) {
          problem(i, "uses an argument of another function");
        }
      } else if (v instanceof Instr d) {
        if (d.block() == null
            || d.block().function() != function
            || !position.containsKey(d)
            || d.block().instructions().get(position.get(d)) != d) {
          problem(i, "uses an instruction not in this function");
        } else if (!d.hasResult()) {
          problem(i, "uses an instruction without result");
        } else if (!dominatesUse(d, i, k, dom)) {
          problem(i, "operand " + IrPrinter.reference(d) + " does not dominate this use");
        }
      }
    }
  }

  private boolean dominatesUse(Instr def, Instr use, int operand, DominatorTree dom) {
    Block at = use.op() == Op.PHI ? use.targets().get(operand) : use.block();
    if (!dom.reachable(at)) {
      return true;
    }
    if (def.block() == at) {
      return use.op() == Op.PHI || position.get(def) < position.get(use);
    }
    return dom.dominates(def.block(), at);
  }

  private void checkTypes(Instr i) {
    Type t = i.type();
    List<Value> ops = i.operands();
    Op op = i.op();
    if (op.isBinary()) {
      expectCount(i, 2);
      boolean shift = op == Op.SHL || op == Op.LSHR || op == Op.ASHR;
      if (ops.size() == 2
          && (!ops.get(0).type().equals(t) || !shift && !ops.get(1).type().equals(t))) {
        problem(i, "operand types differ from the result type " + t);
      }
    } else if (op.isCompare() && !op.isUnaryTest()) {
      expectCount(i, 2);
      if (ops.size() == 2 && !ops.get(0).type().equals(ops.get(1).type())) {
        problem(i, "compares values of different types");
      }
      expectBool(i, t, ops.isEmpty() ? t : ops.get(0).type());
    } else if (op == Op.SELECT) {
      expectCount(i, 3);
      if (ops.size() == 3 && (!ops.get(1).type().equals(t) || !ops.get(2).type().equals(t))) {
        problem(i, "selects between values not of the result type");
      }
    } else if (op == Op.PHI) {
      for (Value v : ops) {
        if (!v.type().equals(t)) {
          problem(i, "incoming value of type " + v.type() + ", not " + t);
        }
      }
    } else if (op == Op.COPY) {
      expectCount(i, 3);
      if (ops.size() == 3
          && (!(ops.get(0).type() instanceof Type.Pointer)
              || !(ops.get(1).type() instanceof Type.Pointer)
              || !(ops.get(2).type() instanceof Type.Int))) {
        problem(i, "copies between non-pointers or with a non-integer size");
      }
    } else if (op == Op.LOAD || op == Op.STORE || op == Op.GEP || op == Op.ATOMIC) {
      expectAtLeast(i, op == Op.STORE ? 2 : 1);
      if (!ops.isEmpty() && !(ops.get(0).type() instanceof Type.Pointer)) {
        problem(i, "address operand is not a pointer");
      } else if (op == Op.STORE
          && ops.size() == 2
          && !((Type.Pointer) ops.get(0).type()).pointee().equals(ops.get(1).type())) {
        problem(i, "stores a " + ops.get(1).type() + " through a " + ops.get(0).type());
      } else if (op == Op.LOAD && !((Type.Pointer) ops.get(0).type()).pointee().equals(t)) {
        problem(i, "loads a " + t + " through a " + ops.get(0).type());
      }
    } else if (op == Op.CONDBR) {
      expectCount(i, 1);
      if (!ops.isEmpty() && !ops.get(0).type().equals(Type.I1)) {
        problem(i, "branch condition is not i1");
      }
    } else if (op == Op.RET) {
      Type want = function.returnType();
      if (ops.isEmpty() != (want instanceof Type.Void)
          || !ops.isEmpty() && !ops.get(0).type().equals(want)) {
        problem(
            i,
            "returns "
                + (ops.isEmpty() ? "nothing" : ops.get(0).type())
                + " from a function returning "
                + want);
      }
    } else if (op == Op.CALL) {
      checkCall(i, (Function) i.attribute(), ops, t);
    } else if (op == Op.ICALL) {
      expectAtLeast(i, 1);
      if (!ops.isEmpty() && !(ops.get(0).type() instanceof Type.Pointer)) {
        problem(i, "indirect call through a " + ops.get(0).type() + ", not a pointer");
      } else if (!ops.isEmpty()
          && ops.get(0) instanceof Constant c
          && c.kind() == Constant.Kind.FUNCTION) {
        checkCall(i, c.function(), ops.subList(1, ops.size()), t);
      }
    }
  }

  private void checkCall(Instr i, Function callee, List<Value> ops, Type t) {
    if (callee.arguments().size() != ops.size() || !callee.returnType().equals(t)) {
      problem(i, "call does not match @" + callee.name() + "'s signature");
      return;
    }
    for (int k = 0; k < ops.size(); k++) {
      if (!callee.arguments().get(k).type().equals(ops.get(k).type())) {
        problem(
            i,
            "argument "
                + k
                + " is a "
                + ops.get(k).type()
                + ", @"
                + callee.name()
                + " takes "
                + callee.arguments().get(k).type());
      }
    }
  }

  private void expectBool(Instr i, Type t, Type operand) {
    Type want = operand instanceof Type.Vector v ? new Type.Vector(Type.I1, v.count()) : Type.I1;
    if (!t.equals(want)) {
      problem(i, "comparison result is " + t + ", not " + want);
    }
  }

  private void expectCount(Instr i, int n) {
    if (i.operands().size() != n) {
      problem(i, "has " + i.operands().size() + " operands, not " + n);
    }
  }

  private void expectAtLeast(Instr i, int n) {
    if (i.operands().size() < n) {
      problem(i, "has " + i.operands().size() + " operands, fewer than " + n);
    }
  }
}
