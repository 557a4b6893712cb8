package jvisa.verify;

import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.VarClass;

/** The operand classes of 5_operands.md, as far as vector instructions use them. */
enum OperandKind {
  GENERAL("general"),
  INDIRECT("indirect"),
  IMMEDIATE("immediate"),
  PREDICATE("predicate"),
  ADDRESS("address"),
  ADDRESS_OF("address-of"),
  STATE("state"),
  OTHER("other");

  private final String text;

  OperandKind(String text) {
    this.text = text;
  }

  String text() {
    return text;
  }

  /** The class of an operand; a bare name counts as a predicate only if it names one. */
  static OperandKind of(Operand o, Symbols symbols) {
    if (o instanceof DstRegion || o instanceof SrcRegion) {
      return GENERAL;
    }
    if (o instanceof IndirectOperand) {
      return INDIRECT;
    }
    if (o instanceof Immediate) {
      return IMMEDIATE;
    }
    if (o instanceof AddressOperand) {
      return ADDRESS;
    }
    if (o instanceof AddressOfOperand) {
      return ADDRESS_OF;
    }
    if (o instanceof StateOperand) {
      return STATE;
    }
    if (o instanceof NameOperand n) {
      Declaration d = symbols.lookup(n.name());
      if (d != null && d.varClass() == VarClass.PREDICATE) {
        return PREDICATE;
      }
    }
    return OTHER;
  }
}
