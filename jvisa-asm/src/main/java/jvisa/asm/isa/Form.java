package jvisa.asm.isa;

import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.StringOperand;
import jvisa.asm.model.VarClass;

/** The operand classes of 5_operands.md and the message operand forms, as an operand is written. */
public enum Form {
  /** {@code V(0,0)<1>} or {@code V(0,0)<1;1,0>}. */
  GENERAL("general"),
  /** {@code r[A0(0),0]<1;1,0>:d}. */
  INDIRECT("indirect"),
  /** {@code 0x1:d}. */
  IMMEDIATE("immediate"),
  /** A predicate variable {@code P1}. */
  PREDICATE("predicate"),
  /** {@code A0(0)<1>}. */
  ADDRESS("address"),
  /** {@code &V+16}. */
  ADDRESS_OF("address-of"),
  /** A surface or sampler variable: {@code T6}, {@code T6(0)}, {@code S0}, {@code %slm}. */
  STATE("state"),
  /** A message payload: {@code V.0}, {@code %null.0}, or a general variable named whole. */
  RAW("raw"),
  /** A plain number: {@code 2}. */
  NUMBER("number"),
  /** A parenthesised list: {@code (L0, L1)}, {@code (16, 4)}. */
  LIST("list"),
  /** {@code V:d32x4}. */
  LSC_DATA("LSC data"),
  /** {@code flat[V]:a64}, {@code bti(0x2)[V]:a32}. */
  LSC_ADDRESS("LSC address"),
  /** A name that is no variable: a label or a function. */
  NAME("name"),
  /** {@code "file.cl"}. */
  STRING("string");

  private final String text;

  Form(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }

  /** What a name stands for, for classifying bare names: the class of its declaration, or null. */
  @FunctionalInterface
  public interface Names {
    VarClass classOf(String name);
  }

  /** The form of an operand; a bare name is classified by what it names. */
  public static Form of(Operand o, Names names) {
    if (o instanceof DstRegion || o instanceof SrcRegion) {
      return GENERAL;
    } else if (o instanceof IndirectOperand) {
      return INDIRECT;
    } else if (o instanceof Immediate) {
      return IMMEDIATE;
    } else if (o instanceof NumberOperand) {
      return NUMBER;
    } else if (o instanceof AddressOperand) {
      return ADDRESS;
    } else if (o instanceof AddressOfOperand) {
      return ADDRESS_OF;
    } else if (o instanceof StateOperand) {
      return STATE;
    } else if (o instanceof RawOperand) {
      return RAW;
    } else if (o instanceof OperandList) {
      return LIST;
    } else if (o instanceof LscData) {
      return LSC_DATA;
    } else if (o instanceof LscAddress) {
      return LSC_ADDRESS;
    } else if (o instanceof StringOperand) {
      return STRING;
    }
    String name = ((NameOperand) o).name();
    if (name.equals("%null")) {
      return RAW;
    }
    VarClass c = names.classOf(name);
    if (c == null) {
      return NAME;
    }
    return switch (c) {
      case PREDICATE -> PREDICATE;
      case SURFACE, SAMPLER -> STATE;
      case ADDRESS -> ADDRESS;
      case GENERAL -> RAW;
    };
  }
}
