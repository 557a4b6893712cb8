package jvisa.verify;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Opcode;

/**
 * The operand layout of the vector instructions: destinations then sources, and the operand classes each
 * position accepts (the "Operand class" lines of the instruction pages).
 */
record AluForm(int dsts, List<EnumSet<OperandKind>> kinds) {
  private static final EnumSet<OperandKind> DST = EnumSet.of(OperandKind.GENERAL, OperandKind.INDIRECT);
  private static final EnumSet<OperandKind> SRC =
      EnumSet.of(OperandKind.GENERAL, OperandKind.INDIRECT, OperandKind.IMMEDIATE);
  private static final Map<Opcode, AluForm> FORMS = new EnumMap<>(Opcode.class);

  static {
    for (Opcode op : Opcode.values()) {
      if (op.isVectorAlu() && op != Opcode.DPAS && op != Opcode.DPASW) {
        FORMS.put(op, new AluForm(op.dsts(), defaults(op)));
      }
    }
    withPredicates(Opcode.AND, Opcode.OR, Opcode.XOR, Opcode.NOT);
    set(Opcode.CMP, 0, EnumSet.of(OperandKind.PREDICATE, OperandKind.GENERAL));
    set(Opcode.SETP, 0, EnumSet.of(OperandKind.PREDICATE));
    set(Opcode.MOV, 1, with(SRC, OperandKind.PREDICATE));
    set(Opcode.MOVS, 0, EnumSet.of(OperandKind.STATE, OperandKind.GENERAL));
    set(Opcode.MOVS, 1, with(SRC, OperandKind.STATE));
    set(Opcode.ADDR_ADD, 0, EnumSet.of(OperandKind.ADDRESS));
    set(Opcode.ADDR_ADD, 1,
        EnumSet.of(OperandKind.ADDRESS, OperandKind.ADDRESS_OF, OperandKind.STATE, OperandKind.GENERAL));
    set(Opcode.PLANE, 1, DST);
    set(Opcode.PLANE, 2, DST);
  }

  private static List<EnumSet<OperandKind>> defaults(Opcode op) {
    List<EnumSet<OperandKind>> k = new ArrayList<>();
    for (int i = 0; i < op.dsts() + op.srcs(); i++) {
      k.add(i < op.dsts() ? DST : SRC);
    }
    return List.copyOf(k);
  }

  private static EnumSet<OperandKind> with(EnumSet<OperandKind> base, OperandKind extra) {
    EnumSet<OperandKind> s = EnumSet.copyOf(base);
    s.add(extra);
    return s;
  }

  private static void withPredicates(Opcode... ops) {
    for (Opcode op : ops) {
      AluForm f = FORMS.get(op);
      for (int i = 0; i < f.kinds.size(); i++) {
        set(op, i, with(f.kinds.get(i), OperandKind.PREDICATE));
      }
    }
  }

  private static void set(Opcode op, int index, EnumSet<OperandKind> kinds) {
    AluForm f = FORMS.get(op);
    List<EnumSet<OperandKind>> k = new ArrayList<>(f.kinds);
    k.set(index, kinds);
    FORMS.put(op, new AluForm(f.dsts, List.copyOf(k)));
  }

  /** The form of a vector instruction, or null for instructions with special operand formats. */
  static AluForm of(Opcode op) {
    return op == null ? null : FORMS.get(op);
  }

  int operandCount() {
    return kinds.size();
  }

  boolean isDestination(int index) {
    return index < dsts;
  }

  /** "dst", "dst2" (addc's carry), "src0", "src1", ... */
  String positionName(int index) {
    if (index < dsts) {
      return index == 0 ? "dst" : "dst" + (index + 1);
    }
    return "src" + (index - dsts);
  }
}
