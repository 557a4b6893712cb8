package jvisa.verify.genx;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.isa.Form;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.TypeSets;
import jvisa.asm.model.Type;

/**
 * What the instruction table says of a generated instruction, read from its format alone: each
 * operand's form and type against its {@link OperandSpec} ({@code forms()}, {@code types()}; packed
 * immediates count as their elements, V and UV as word/dword integers, VF as F, per
 * 2_datatypes.md), and the one-float-type rule of arithmetic ({@code Format.sameFloat()}: F and HF
 * may mix, as mixed-mode arithmetic).
 */
final class TableRule {
  private TableRule() {}

  /** Why the table rejects the instruction, or null if it allows it. */
  static String rejection(AluCase c) {
    Format f = (Format) c.op().format();
    List<Arg> args = new ArrayList<>(c.dsts());
    args.addAll(c.srcs());
    for (int i = 0; i < args.size(); i++) {
      OperandSpec spec = f.operand(i);
      Arg a = args.get(i);
      if (!spec.forms().contains(formOf(a))) {
        return spec.name() + " cannot be " + formOf(a).text();
      }
      if (a.type() != null
          && a.kind() != Arg.Kind.ADDRESS
          && !TypeSets.accepts(spec.types(), a.type())) {
        return spec.name() + " cannot be " + a.type().text();
      }
    }
    if (f.sameFloat()) {
      Type dst = c.dsts().get(0).type();
      for (Arg s : c.srcs()) {
        if (s.type() != null && !TypeSets.sameFloat(dst, s.type())) {
          return "float types differ";
        }
      }
    }
    return null;
  }

  private static Form formOf(Arg a) {
    return switch (a.kind()) {
      case GENERAL -> Form.GENERAL;
      case IMMEDIATE -> Form.IMMEDIATE;
      case PREDICATE -> Form.PREDICATE;
      case ADDRESS -> Form.ADDRESS;
      case ADDRESS_OF -> Form.ADDRESS_OF;
    };
  }
}
