package jvisa.verify.defuse;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;

/**
 * A unit's instructions split into basic blocks (a block starts at the first instruction, after a
 * label or {@code .function} and after a branch) and the edges between them. Edges over-approximate
 * the paths: {@code goto} and {@code switchjmp} may also fall through, a predicated {@code jmp}
 * falls through, {@code call} enters its label (or {@code .function}) and every {@code ret} returns
 * after every {@code call} of the unit; {@code fret} ends the unit.
 */
final class BasicBlocks {
  private final List<Instruction> code = new ArrayList<>();
  private final List<Integer> starts = new ArrayList<>();
  private final List<List<Integer>> successors = new ArrayList<>();

  BasicBlocks(Unit unit) {
    Map<String, Integer> labelAt = new HashMap<>();
    BitSet leader = leaders(unit.body(), labelAt);
    int[] blockOf = new int[code.size()];
    for (int i = 0; i < code.size(); i++) {
      if (leader.get(i)) {
        starts.add(i);
      }
      blockOf[i] = starts.size() - 1;
    }
    List<Integer> afterCalls = new ArrayList<>();
    for (int b = 0; b < starts.size(); b++) {
      Instruction last = code.get(end(b) - 1);
      if (last.opcode() == Opcode.CALL && end(b) < code.size()) {
        afterCalls.add(b + 1);
      }
    }
    for (int b = 0; b < starts.size(); b++) {
      successors.add(successors(b, labelAt, blockOf, afterCalls));
    }
  }

  int count() {
    return starts.size();
  }

  /** The instructions of block {@code b}, in order. */
  List<Instruction> instructions(int b) {
    return code.subList(starts.get(b), end(b));
  }

  List<Integer> successors(int b) {
    return successors.get(b);
  }

  private int end(int b) {
    return b + 1 < starts.size() ? starts.get(b + 1) : code.size();
  }

  private BitSet leaders(List<Statement> body, Map<String, Integer> labelAt) {
    BitSet leader = new BitSet();
    Map<String, Integer> functionAt = new HashMap<>();
    boolean next = true;
    for (Statement s : body) {
      if (s instanceof LabelStmt l) {
        labelAt.putIfAbsent(l.name(), code.size());
        next = true;
      } else if (s instanceof FunctionStmt f) {
        functionAt.putIfAbsent(f.name(), code.size());
        next = true;
      } else if (s instanceof Instruction in) {
        leader.set(code.size(), next);
        code.add(in);
        next = isBranch(in.opcode());
      }
    }
    functionAt.forEach(labelAt::putIfAbsent);
    return leader;
  }

  private static boolean isBranch(Opcode op) {
    return op == Opcode.GOTO
        || op == Opcode.JMP
        || op == Opcode.CALL
        || op == Opcode.RET
        || op == Opcode.FRET
        || op == Opcode.SWITCHJMP;
  }

  private List<Integer> successors(
      int b, Map<String, Integer> labelAt, int[] blockOf, List<Integer> afterCalls) {
    Instruction last = code.get(end(b) - 1);
    boolean hasNext = end(b) < code.size();
    List<Integer> out = new ArrayList<>();
    Opcode op = last.opcode();
    if (op == Opcode.RET) {
      out.addAll(afterCalls);
    } else if (op == Opcode.FRET) {
      return out;
    } else if (op == Opcode.GOTO
        || op == Opcode.JMP
        || op == Opcode.CALL
        || op == Opcode.SWITCHJMP) {
      boolean targetFound = false;
      for (String label : labels(last)) {
        Integer at = labelAt.get(label);
        if (at != null && at < code.size()) {
          out.add(blockOf[at]);
          targetFound = true;
        }
      }
      boolean fallsThrough =
          op == Opcode.GOTO
              || op == Opcode.SWITCHJMP
              || !targetFound
              || (op == Opcode.JMP && last.predicate() != null);
      if (fallsThrough && hasNext) {
        out.add(b + 1);
      }
    } else if (hasNext) {
      out.add(b + 1);
    }
    return out;
  }

  private static List<String> labels(Instruction in) {
    List<String> out = new ArrayList<>();
    for (Operand o : in.operands()) {
      if (o instanceof NameOperand n) {
        out.add(n.name());
      } else if (o instanceof OperandList l) {
        for (Operand item : l.items()) {
          if (item instanceof NameOperand n) {
            out.add(n.name());
          }
        }
      }
    }
    return out;
  }
}
