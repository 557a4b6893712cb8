package jvisa.verify;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.TypeSets;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Type;
import jvisa.asm.model.VarClass;

/**
 * Operand types and source modifiers of vector instructions against the instruction table (each
 * operand's {@link OperandSpec#types()} and {@link OperandSpec#modifiers()}): e.g. logic operations
 * on integers (or predicates), math on floating point, mulh on D/UD; floating-point arithmetic with
 * one type throughout (F and HF may mix, VF immediates count as F); "(~)" only on logic operations.
 */
final class OperandTypeCheck implements Check {
  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in && in.opcode() != null && in.opcode().isVectorAlu()) {
        Format format = in.opcode().format(in);
        if (format.acceptsCount(in.operands().size())) {
          check(scope, in, format);
        }
      }
    }
  }

  private static void check(UnitScope scope, Instruction in, Format format) {
    int dst = format.indexOf(jvisa.asm.isa.Role.DST);
    Type dstType = dst < 0 ? null : typeOf(scope, in.operand(dst));
    OperandSpec first = format.operand(0);
    if (first.types() != null
        && first.types().contains(Type.BOOL)
        && first.modifiers().isEmpty()
        && format.operand(format.operands().size() - 1).modifiers().contains(SrcModifier.NOT)) {
      predicateLogic(scope, in);
    }
    for (int i = 0; i < in.operands().size(); i++) {
      Operand o = in.operand(i);
      OperandSpec spec = format.operand(i);
      Type t = typeOf(scope, o);
      if (!spec.isDestination()) {
        modifier(scope, in, spec, o);
      }
      if (t == null || spec.types() == null) {
        continue;
      }
      if (!TypeSets.accepts(spec.types(), t)) {
        typeError(scope, o, Names.position(in, spec), t, spec.types());
      } else if (!spec.isDestination()
          && format.sameFloat()
          && dstType != null
          && !TypeSets.sameFloat(dstType, t)) {
        scope.report.error(
            "operand-type",
            o.pos(),
            Names.position(in, spec)
                + " has type "
                + t.text()
                + " but the destination is "
                + dstType.text()
                + "; floating-point arithmetic uses one type for all operands");
      }
    }
  }

  /** Logic on predicates is all-predicate: one BOOL operand makes every operand a predicate. */
  private static void predicateLogic(UnitScope scope, Instruction in) {
    Operand predicate = null;
    Operand data = null;
    for (Operand o : in.operands()) {
      Type t = typeOf(scope, o);
      if (t == Type.BOOL) {
        predicate = predicate == null ? o : predicate;
      } else if (t != null) {
        data = data == null ? o : data;
      }
    }
    if (predicate != null && data != null) {
      scope.report.error(
          "operand-type",
          data.pos(),
          Names.mnemonic(in)
              + " mixes predicate and data operands; on predicates every operand is a predicate");
    }
  }

  private static void modifier(UnitScope scope, Instruction in, OperandSpec spec, Operand o) {
    SrcModifier m =
        o instanceof SrcRegion r
            ? r.modifier()
            : o instanceof IndirectOperand ind ? ind.modifier() : null;
    if (m == null || m == SrcModifier.NONE || spec.modifiers().contains(m)) {
      return;
    }
    scope.report.error(
        "src-modifier",
        o.pos(),
        Names.position(in, spec)
            + " cannot take the source modifier "
            + m.text()
            + (spec.modifiers().isEmpty() ? " (this instruction takes none)" : ""));
  }

  private static void typeError(
      UnitScope scope, Operand o, String where, Type t, Set<Type> allowed) {
    StringJoiner j = new StringJoiner(", ");
    for (Type a : EnumSet.copyOf(allowed)) {
      j.add(a.text());
    }
    scope.report.error(
        "operand-type",
        o.pos(),
        where + " has type " + t.text() + "; allowed: " + j.toString().toLowerCase(Locale.ROOT));
  }

  /** The element type of a typed vector operand, or null if it has none (or it is unknown). */
  static Type typeOf(UnitScope scope, Operand o) {
    if (o instanceof DstRegion r) {
      return generalType(scope, r.var());
    }
    if (o instanceof SrcRegion r) {
      return generalType(scope, r.var());
    }
    if (o instanceof IndirectOperand ind) {
      return ind.type();
    }
    if (o instanceof Immediate imm) {
      return imm.type();
    }
    if (o instanceof NameOperand n && scope.symbols.lookup(n.name(), VarClass.PREDICATE) != null) {
      return Type.BOOL;
    }
    return null;
  }

  private static Type generalType(UnitScope scope, String var) {
    Declaration d = scope.symbols.lookup(var, VarClass.GENERAL);
    return d == null ? null : d.type();
  }
}
