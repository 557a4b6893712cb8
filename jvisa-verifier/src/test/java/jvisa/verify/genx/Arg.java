package jvisa.verify.genx;

import java.util.Locale;
import jvisa.asm.model.Type;

/**
 * One operand of a generated instruction: a general variable of a type, an immediate of a type, a
 * predicate variable, or the address register and address-of operands of addr_add.
 */
record Arg(Kind kind, Type type) {
  enum Kind {
    GENERAL,
    IMMEDIATE,
    PREDICATE,
    ADDRESS,
    ADDRESS_OF
  }

  /**
   * The register types a general variable may have (the packed immediates and bool are no variable
   * types).
   */
  static final Type[] REGISTER_TYPES = {
    Type.UD, Type.D, Type.UW, Type.W, Type.UB, Type.B, Type.DF, Type.F, Type.UQ, Type.Q, Type.HF,
    Type.BF
  };

  /** The immediate types: the register types and the packed vectors. */
  static final Type[] IMMEDIATE_TYPES = {
    Type.UD, Type.D, Type.UW, Type.W, Type.UB, Type.B, Type.DF, Type.F, Type.UQ, Type.Q, Type.HF,
    Type.BF, Type.V, Type.UV, Type.VF
  };

  static Arg general(Type t) {
    return new Arg(Kind.GENERAL, t);
  }

  static Arg immediate(Type t) {
    return new Arg(Kind.IMMEDIATE, t);
  }

  static Arg predicate() {
    return new Arg(Kind.PREDICATE, Type.BOOL);
  }

  /**
   * The variable of type t every generated kernel declares (a second one, W..., for a second
   * destination).
   */
  static String variable(Type t, boolean second) {
    return (second ? "W" : "V") + t.text().toUpperCase(Locale.ROOT);
  }

  /** The operand as a destination ({@code second}: the second destination of addc/subb). */
  String asDestination(boolean second) {
    return switch (kind) {
      case GENERAL -> variable(type, second) + "(0,0)<1>";
      case PREDICATE -> second ? "P2" : "P1";
      case ADDRESS -> "A0(0)<1>";
      default -> throw new IllegalStateException(kind + " is no destination");
    };
  }

  /** The operand as a source of an instruction of that execution size. */
  String asSource(int execSize) {
    return switch (kind) {
      case GENERAL -> variable(type, false) + (execSize == 1 ? "(0,0)<0;1,0>" : "(0,0)<1;1,0>");
      case IMMEDIATE -> immediateValue() + ":" + type.text();
      case PREDICATE -> "P3";
      case ADDRESS -> "A0(0)<1>";
      case ADDRESS_OF -> "&" + variable(Type.D, false);
    };
  }

  /** A one (or a small pattern) in the type's bits. */
  private String immediateValue() {
    return switch (type) {
      case F -> "0x3f800000";
      case DF -> "0x3ff0000000000000";
      case HF -> "0x3c00";
      case BF -> "0x3f80";
      case VF -> "0x30303030";
      case V, UV -> "0x11111111";
      default -> "0x1";
    };
  }

  @Override
  public String toString() {
    return switch (kind) {
      case GENERAL -> type.text();
      case IMMEDIATE -> "imm:" + type.text();
      case PREDICATE -> "P";
      case ADDRESS -> "A";
      case ADDRESS_OF -> "&V";
    };
  }
}
