package jvisa.verify.genx;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jvisa.asm.isa.Form;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.model.Type;

/**
 * What the instruction table says of a generated instruction, read from its format alone: each operand's
 * form and type against its {@link OperandSpec} ({@code forms()}, {@code types()}; packed immediates count
 * as their elements, V and UV as word/dword integers, VF as F, per 2_datatypes.md), and the one-float-type
 * rule of arithmetic ({@code Format.sameFloat()}: F and HF may mix, as mixed-mode arithmetic).
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
      if (a.type() != null && a.kind() != Arg.Kind.ADDRESS && !accepts(spec.types(), a.type())) {
        return spec.name() + " cannot be " + a.type().text();
      }
    }
    if (f.sameFloat()) {
      Type dst = c.dsts().get(0).type();
      for (Arg s : c.srcs()) {
        if (s.type() != null && !sameFloat(dst, s.type())) {
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

  private static boolean accepts(Set<Type> allowed, Type t) {
    if (allowed == null) {
      return true;
    }
    if (t == Type.V || t == Type.UV) {
      return allowed.contains(Type.W) || allowed.contains(Type.UW) || allowed.contains(Type.D)
          || allowed.contains(Type.UD);
    }
    if (t == Type.VF) {
      return allowed.contains(Type.F);
    }
    return allowed.contains(t);
  }

  private static boolean sameFloat(Type dst, Type src) {
    if (!dst.isFloat() && !src.isFloat() || dst == src) {
      return true;
    }
    return dst == Type.F && (src == Type.VF || src == Type.HF) || dst == Type.HF && src == Type.F;
  }
}
