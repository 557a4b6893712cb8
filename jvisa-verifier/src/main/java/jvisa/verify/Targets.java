package jvisa.verify;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.StringOperand;

/** The label and function names that control-flow instructions refer to, bare or quoted. */
final class Targets {
  /** A referenced label or function name and where it is written. */
  record Target(String name, SourcePos pos) {}

  private Targets() {}

  /**
   * The first name among the operands (the label of goto/jmp/call, the function of fcall), or null.
   */
  static Target name(Instruction in) {
    for (Operand o : in.operands()) {
      Target t = of(o);
      if (t != null) {
        return t;
      }
    }
    return null;
  }

  static String label(Instruction in) {
    Target t = name(in);
    return t == null ? null : t.name();
  }

  /** The labels of a switchjmp's parenthesised list. */
  static List<Target> switchLabels(Instruction in) {
    List<Target> labels = new ArrayList<>();
    for (Operand o : in.operands()) {
      if (o instanceof OperandList list) {
        for (Operand item : list.items()) {
          Target t = of(item);
          if (t != null) {
            labels.add(t);
          }
        }
      }
    }
    return labels;
  }

  /** The items of a switchjmp's parenthesised list that are no label names (numbers, lists...). */
  static List<Operand> switchNonLabels(Instruction in) {
    List<Operand> others = new ArrayList<>();
    for (Operand o : in.operands()) {
      if (o instanceof OperandList list) {
        for (Operand item : list.items()) {
          if (item != null && of(item) == null) {
            others.add(item);
          }
        }
      }
    }
    return others;
  }

  private static Target of(Operand o) {
    if (o instanceof NameOperand n && n.name() != null) {
      return new Target(n.name(), n.pos());
    }
    if (o instanceof StringOperand s && s.value() != null) {
      return new Target(s.value(), s.pos());
    }
    return null;
  }
}
