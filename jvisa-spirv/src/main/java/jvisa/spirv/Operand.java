package jvisa.spirv;

import java.util.List;
import jvisa.spirv.grammar.Enumerant;
import jvisa.spirv.grammar.ExtInstSet;
import jvisa.spirv.grammar.InstructionSpec;
import jvisa.spirv.grammar.OperandKind;

/** One decoded operand of an instruction, typed by the grammar's operand kind. */
public sealed interface Operand {
  OperandKind kind();

  /** An {@code <id>}: {@code IdRef}, {@code IdResult}, {@code IdResultType}, {@code IdScope}... */
  record Id(OperandKind kind, int id) implements Operand {}

  /**
   * A number: a {@code LiteralInteger} word, or a {@code LiteralContextDependentNumber} (and an
   * {@code OpSwitch} case) whose width and format come from a type, low word first in {@code bits}.
   */
  @SuppressWarnings("JavaLangClash") // always written Operand.Number
  record Number(OperandKind kind, LiteralType type, long bits) implements Operand {
    /** The value as a Java long: sign-extended from the width when the type is a signed integer. */
    public long value() {
      if (type.floating() || !type.signed() || type.width() >= 64) {
        return bits;
      }
      int shift = 64 - type.width();
      return (bits << shift) >> shift;
    }
  }

  /** A {@code LiteralString}. */
  record Text(OperandKind kind, String value) implements Operand {}

  /**
   * A value of an enum kind: for a value enum the one enumerant; for a bit enum the enumerant of
   * each set bit in ascending order ({@code None} when the mask is 0). {@code parameters} follow in
   * the same order.
   */
  @SuppressWarnings("JavaLangClash") // always written Operand.Enum
  record Enum(OperandKind kind, int value, List<Enumerant> enumerants, List<Operand> parameters)
      implements Operand {
    public Enum {
      enumerants = List.copyOf(enumerants);
      parameters = List.copyOf(parameters);
    }

    /** The enumerant of a value enum. */
    public Enumerant enumerant() {
      return enumerants.get(0);
    }

    /**
     * Whether a bit enum's mask has this enumerant's bit (a value enum: whether it is this value).
     */
    public boolean has(String enumerantName) {
      return enumerants.stream().anyMatch(e -> e.name().equals(enumerantName));
    }
  }

  /** {@code OpExtInst}'s instruction number, with the set and instruction when the set is known. */
  record ExtInstNumber(OperandKind kind, int number, ExtInstSet set, InstructionSpec instruction)
      implements Operand {}

  /** {@code OpSpecConstantOp}'s opcode: the instruction whose operands follow. */
  record Opcode(OperandKind kind, InstructionSpec instruction) implements Operand {}
}
